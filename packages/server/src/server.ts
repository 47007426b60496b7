// Boots what `ruta serve` and `ruta worker` need: the database (embedded unless DATABASE_URL), migrations,
// the job queue and (unless `worker: false`) its handlers, mail, and (for serve) the app. Closing stops
// them all, in reverse order.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { buildApp, type AppDeps, type BuildOptions } from './app.js';
import type { Config } from './config.js';
import { createDb, setConnectionTimeouts } from './db/connection.js';
import { setReadUrls } from './db/replicas.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded-postgres.js';
import { migrateToLatest } from './migrations/migrate.js';
import path from 'node:path';
import { startJobQueue } from './jobs/queue.js';
import { createMailer } from './mail/mailer.js';
import { ensureWritableDataDir } from './data-dir.js';
import { registerImportGtfsJob } from './projects/import-gtfs-job.js';
import { registerBuildJob } from './build/register.js';
import { registerNetworkSketchJob } from './network/job.js';
import { registerWebhookJob } from './releases/webhook.js';
import { registerReleaseDiffJob } from './releases/diff-job.js';

export interface StartedServer {
  app: FastifyInstance;
  embedded?: EmbeddedDatabase;
}

export interface ServerOptions extends BuildOptions {
  /** Run the job handlers in this process (default true); false for `ruta serve --no-worker`. */
  worker?: boolean;
  /** How long a stop waits for running jobs before handing them back (default 25 s). */
  jobGraceMs?: number;
}

/** The HTTP app with its services; `app.close()` stops everything. */
export async function createServer(config: Config, options: ServerOptions = {}): Promise<StartedServer> {
  const services = await startServices(config, options);
  try {
    const app = await buildApp(config, services.deps, { ...options, logger: services.log });
    app.addHook('onClose', services.close);
    return { app, embedded: services.embedded };
  } catch (err) {
    await services.close();
    throw err;
  }
}

export interface Services {
  deps: AppDeps;
  log: FastifyBaseLogger;
  embedded?: EmbeddedDatabase;
  /** Stops the job handlers (waiting for running jobs), mail, the pool and the embedded database. */
  close(): Promise<void>;
}

/** Everything but HTTP: what `ruta worker` runs. */
export async function startServices(config: Config, options: ServerOptions = {}): Promise<Services> {
  const log: FastifyBaseLogger = options.logger ?? pino({ level: config.logLevel });
  const worker = options.worker ?? true;
  // Connection errors carry the whole pg client; log what matters. 57P01 is PostgreSQL shutting down,
  // expected at the end of a run.
  const connectionError = (what: string) => (err: Error & { code?: string }) =>
    err.code === '57P01'
      ? log.debug({ code: err.code }, `${what}: database shut down`)
      : log.warn({ code: err.code, message: err.message }, what);
  let embedded: EmbeddedDatabase | undefined;
  const cleanups: (() => Promise<void> | void)[] = [];
  try {
    await ensureWritableDataDir(config.dataDir);
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
    setConnectionTimeouts(config.databaseTimeouts);
    setReadUrls(config.databaseReadUrls);
    const db = createDb(databaseUrl, {
      onError: connectionError('database connection error'),
      timeouts: config.databaseTimeouts,
      readUrls: config.databaseReadUrls,
    });
    cleanups.push(() => db.destroy());
    const moved = await migrateToLatest(db, config.dataDir);
    if (moved?.stored || moved?.deleted) log.info(moved, 'files of DATA_DIR moved into the database');
    const jobs = await startJobQueue(
      databaseUrl,
      config.databaseTimeouts,
      connectionError('job queue error'),
    );
    cleanups.push(() => jobs.stop(options.jobGraceMs ?? 25_000));
    if (worker) {
      await registerImportGtfsJob(jobs, db, { databaseUrl, log });
      await registerBuildJob(jobs, db, { databaseUrl, log });
      await registerNetworkSketchJob(jobs, db, log);
      await registerWebhookJob(jobs, db, log);
      await registerReleaseDiffJob(jobs, db, { databaseUrl, log });
    }
    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      dataDir: config.dataDir,
      log,
    });
    cleanups.push(() => mailer.close());
    let closed: Promise<void> | undefined;
    const close = async () => {
      for (const cleanup of cleanups.reverse()) {
        // Keep going: the database may already be gone (e.g. Ctrl+C reached postgres too).
        await Promise.resolve()
          .then(cleanup)
          .catch((err: unknown) => log.warn({ err }, 'error while shutting down'));
      }
    };
    return {
      deps: { db, databaseUrl, jobs, mailer },
      log,
      embedded,
      close: () => (closed ??= close()),
    };
  } catch (err) {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
    throw err;
  }
}
