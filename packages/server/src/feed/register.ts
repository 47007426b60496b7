// Wires the GTFS import into the job queue: the `import-gtfs` handler, then the recovery of imports a
// crash or restart interrupted (after the handler is registered, so requeued jobs run), at start and
// every RECOVERY_SWEEP_MS, so the imports of a worker that died are taken up by a live one.
import type { ZipLimits } from '@ruta/gtfs';
import type { Db } from '../db/connection.js';
import { RECOVERY_SWEEP_MS, type JobQueue } from '../jobs/queue.js';
import { runImportJob, type ImportDeps, type ImportJobData } from './import-job.js';
import { recoverInterruptedImports } from './recovery.js';
import { requestNetworkSketch } from '../network/job.js';

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
    const outcome = await runImportJob(deps, data);
    // The import is done whatever happens to this request: a sketch not asked for only stays older.
    if (outcome.status === 'imported')
      await requestNetworkSketch(o.jobs, o.db, data.projectId).catch((err: unknown) =>
        o.log.warn({ err, projectId: data.projectId }, 'network sketch not requested'),
      );
  });
  const recover = async () => {
    const actions = await recoverInterruptedImports({
      db: o.db,
      enqueue: (data) => o.jobs.send(o.jobName, data),
    });
    const taken = actions.filter((a) => a.action === 'requeued' || a.action === 'failed');
    if (taken.length) o.log.info({ actions: taken }, 'interrupted GTFS imports recovered');
  };
  await recover();
  o.jobs.every(RECOVERY_SWEEP_MS, recover);
}
