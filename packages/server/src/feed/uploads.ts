// Which uploaded zip of a project is current. The upload routes store each zip (src/files/, kind
// `upload`) with an id that grows with time; only the newest one is worth importing, so a job holding
// an older upload (superseded by a second upload, or a duplicate job) steps aside.
import type { Db } from '../db/connection.js';

export async function newestUpload(db: Db, projectId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('stored_files')
    .select('id')
    .where('project_id', '=', projectId)
    .where('kind', '=', 'upload')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

export async function deleteUploads(db: Db, projectId: number, ids?: number[]): Promise<void> {
  let query = db.deleteFrom('stored_files').where('project_id', '=', projectId).where('kind', '=', 'upload');
  if (ids) query = query.where('id', 'in', ids);
  await query.execute();
}
