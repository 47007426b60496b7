// Boots everything `ruta serve` needs: the database (embedded unless DATABASE_URL), migrations, the job
// queue and its handlers, mail, and the app. Closing the app stops them all, in reverse order.
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { buildApp, type BuildOptions } from './app.js';
import type { Config } from './config.js';
import { createDb } from './db/connection.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded-postgres.js';
import { migrateToLatest } from './db/migrate.js';
import path from 'node:path';
import { startJobQueue } from './jobs/queue.js';
import { createMailer } from './mail/mailer.js';
import { registerImportGtfsJob } from './projects/import-gtfs-job.js';
import { registerBuildJob } from './build/register.js';

export interface StartedServer {
  app: FastifyInstance;
  embedded?: EmbeddedDatabase;
}

export async function createServer(config: Config, options: BuildOptions = {}): Promise<StartedServer> {
  const log = options.logger ?? pino({ level: config.logLevel });
  // Connection errors carry the whole pg client; log what matters. 57P01 is PostgreSQL shutting down,
  // expected at the end of a run.
  const connectionError = (what: string) => (err: Error & { code?: string }) =>
    err.code === '57P01'
      ? log.debug({ code: err.code }, `${what}: database shut down`)
      : log.warn({ code: err.code, message: err.message }, what);
  let embedded: EmbeddedDatabase | undefined;
  const cleanups: (() => Promise<void> | void)[] = [];
  try {
    let databaseUrl = config.databaseUrl;
    if (!databaseUrl) {
      embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'), 'ruta', {
        log: {
          info: (m) => log.info(m),
          debug: (m) => log.debug({ postgres: m }),
          error: (m) => log.error({ postgres: m }),
        },
      });
      cleanups.push(() => embedded!.stop());
      databaseUrl = embedded.url;
    }
    const db = createDb(databaseUrl, { onError: connectionError('database connection error') });
    cleanups.push(() => db.destroy());
    const moved = await migrateToLatest(db, config.dataDir);
    if (moved?.stored || moved?.deleted) log.info(moved, 'files of DATA_DIR moved into the database');
    const jobs = await startJobQueue(databaseUrl, connectionError('job queue error'));
    cleanups.push(() => jobs.stop());
    await registerImportGtfsJob(jobs, db, { databaseUrl, log });
    await registerBuildJob(jobs, db, { databaseUrl, log });
    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      dataDir: config.dataDir,
      log,
    });
    cleanups.push(() => mailer.close());
    const app = await buildApp(config, { db, databaseUrl, jobs, mailer }, { ...options, logger: log });
    app.addHook('onClose', async () => {
      for (const cleanup of cleanups.reverse()) {
        // Keep going: the database may already be gone (e.g. Ctrl+C reached postgres too).
        await Promise.resolve()
          .then(cleanup)
          .catch((err: unknown) => app.log.warn({ err }, 'error while shutting down'));
      }
    });
    return { app, embedded };
  } catch (err) {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
    throw err;
  }
}
