#!/usr/bin/env node
// The `ruta` command:
//   ruta serve               API, web app and job workers in one process (the default)
//   ruta serve --no-worker   API and web app only; jobs run in `ruta worker` processes
//   ruta worker              job workers only (needs DATABASE_URL: the database the API processes use)
// Each starts the database if embedded, migrates, and on SIGINT/SIGTERM stops accepting, finishes
// in-flight requests, and finishes or hands back running jobs within 30 s.
import { loadConfig, type Config } from './config.js';
import { isDatabaseUnavailable } from './http/errors.js';
import { createServer, startServices } from './server.js';
import { StartupError } from './startup-error.js';

const USAGE = 'Usage: ruta [serve [--no-worker] | worker]';

/** Runs `close` once on the first SIGINT/SIGTERM, then exits. */
function onSignals(
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void },
  close: () => Promise<void>,
) {
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error('shutdown failed:', err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  keepRunningWhenTheDatabaseGoes(log);
}

/**
 * pg-boss records a finished job (complete/fail) outside any promise we hold, so when PostgreSQL goes
 * away at that moment its rejection is unhandled and Node would exit. A database that went away is
 * something Ruta recovers from (the job's lock expires and the recovery sweep settles it), so that
 * case is logged; anything else still ends the process.
 */
function keepRunningWhenTheDatabaseGoes(log: { warn(obj: object, msg: string): void }) {
  process.on('unhandledRejection', (reason) => {
    if (reason instanceof Error && isDatabaseUnavailable(reason as Error & { code?: string })) {
      log.warn({ err: reason }, 'database unavailable during background work');
      return;
    }
    throw reason;
  });
}

async function serve(config: Config, worker: boolean) {
  const started = Date.now();
  const { app, embedded } = await createServer(config, { worker });
  onSignals(app.log, () => app.close());
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      url: config.publicUrl,
      database: embedded ? `embedded PostgreSQL in ${config.dataDir}/pg` : 'DATABASE_URL',
      mail: config.smtpUrl ? 'SMTP_URL' : `outbox ${config.dataDir}/outbox`,
      jobs: worker ? 'in this process' : 'in ruta worker processes',
      startupMs: Date.now() - started,
    },
    `Ruta is listening on ${config.publicUrl}`,
  );
}

async function work(config: Config) {
  if (!config.databaseUrl) {
    throw new StartupError(
      'ruta worker needs DATABASE_URL, the database the API processes use (the embedded one belongs to `ruta serve`).',
    );
  }
  const services = await startServices(config, { worker: true });
  onSignals(services.log, services.close);
  services.log.info({ database: 'DATABASE_URL' }, 'Ruta worker is running jobs');
}

const [command = 'serve', ...flags] = process.argv.slice(2);
const known: Record<string, string[]> = { serve: ['--no-worker'], worker: [] };
const unknown = known[command] ? flags.filter((f) => !known[command]!.includes(f)) : [command];
if (unknown.length) {
  console.error(`Unknown ${known[command] ? 'option' : 'command'} "${unknown[0]}". ${USAGE}`);
  process.exit(2);
}

try {
  const config = loadConfig();
  await (command === 'worker' ? work(config) : serve(config, !flags.includes('--no-worker')));
} catch (err) {
  if (err instanceof StartupError) console.error(`Ruta cannot start: ${err.message}`);
  else console.error('Ruta failed to start:', err);
  process.exit(1);
}
