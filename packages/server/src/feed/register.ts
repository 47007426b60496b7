// Wires the GTFS import into the job queue: the `import-gtfs` handler, then the start-up recovery of
// imports a crash or restart interrupted (after the handler is registered, so requeued jobs run).
import type { ZipLimits } from '@ruta/gtfs';
import type { Db } from '../db/connection.js';
import type { JobQueue } from '../jobs/queue.js';
import { runImportJob, type ImportDeps, type ImportJobData } from './import-job.js';
import { recoverInterruptedImports } from './recovery.js';

export interface GtfsImportOptions {
  jobName: string;
  jobs: JobQueue;
  db: Db;
  databaseUrl: string;
  log: ImportDeps['log'] & { error(obj: object, msg: string): void };
  limits?: ZipLimits;
}

export async function registerGtfsImport(o: GtfsImportOptions): Promise<void> {
  const deps: ImportDeps = {
    db: o.db,
    databaseUrl: o.databaseUrl,
    log: o.log,
    limits: o.limits,
  };
  await o.jobs.register<ImportJobData>(o.jobName, async (data) => {
    await runImportJob(deps, data);
  });
  const actions = await recoverInterruptedImports({
    db: o.db,
    enqueue: (data) => o.jobs.send(o.jobName, data),
  });
  if (actions.length) o.log.info({ actions }, 'interrupted GTFS imports recovered');
}
