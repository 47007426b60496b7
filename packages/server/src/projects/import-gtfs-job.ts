// The `import-gtfs` job. PLACEHOLDER until the GTFS import exists (a later issue replaces this file):
// there is no importer yet, so the job marks the project `error_loading_gtfs` with a clear message in
// the owner's language instead of leaving it loading forever.
import type { Db } from '../db/connection.js';
import { translator } from '../i18n/index.js';
import type { JobQueue } from '../jobs/queue.js';

export const IMPORT_GTFS_JOB = 'import-gtfs';

export interface ImportGtfsJob {
  projectId: number;
  /** The uploaded zip, under DATA_DIR/uploads/{projectId}/. */
  path: string;
}

export async function registerImportGtfsJob(jobs: JobQueue, db: Db): Promise<void> {
  await jobs.register<ImportGtfsJob>(IMPORT_GTFS_JOB, async ({ projectId }) => {
    const owner = await db
      .selectFrom('projects')
      .innerJoin('users', 'users.id', 'projects.owner_id')
      .select('users.language')
      .where('projects.id', '=', projectId)
      .executeTakeFirst();
    if (!owner) return; // deleted meanwhile
    await db
      .updateTable('projects')
      .set({
        creation_status: 'error_loading_gtfs',
        loading_gtfs_error_message: translator(owner.language)('import_not_available'),
      })
      .where('id', '=', projectId)
      .where('creation_status', '=', 'loading_gtfs')
      .execute();
  });
}
