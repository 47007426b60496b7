// The `import-gtfs` job, enqueued by the upload routes with the stored zip. The import itself lives in
// src/feed/ (import-job.ts: one transaction per import; recovery.ts: interrupted imports at start-up).
import type { Db } from '../db/connection.js';
import type { JobQueue } from '../jobs/queue.js';
import { registerGtfsImport, type GtfsImportOptions } from '../feed/register.js';

export const IMPORT_GTFS_JOB = 'import-gtfs';

export interface ImportGtfsJob {
  projectId: number;
  /** The uploaded zip: a stored file (src/files/) of kind `upload`. */
  fileId: number;
  /** Who uploaded it: the import's change batch is theirs. */
  userId: number;
}

export async function registerImportGtfsJob(
  jobs: JobQueue,
  db: Db,
  options: Pick<GtfsImportOptions, 'databaseUrl' | 'log'>,
): Promise<void> {
  await registerGtfsImport({ ...options, jobName: IMPORT_GTFS_JOB, jobs, db });
}
