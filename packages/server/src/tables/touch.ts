// After every change: the project's last_modification, and its envelope when stops or shapes changed
// (computed by the import's envelope code), in the change's transaction; and the change batch's
// author (history/batch.ts).
import { isPlaced, type TableDef } from '@ruta/gtfs';
import { computeEnvelope } from '../feed/envelope.js';
import { dbQuery } from '../files/store.js';
import { claimBatch } from '../history/batch.js';
import { pgLike, query, type Q } from './sql.js';

export async function touchProject(db: Q, projectId: number, changed: TableDef): Promise<void> {
  await claimBatch(dbQuery(db));
  if (isPlaced(changed)) {
    const envelope = await computeEnvelope(pgLike(db), projectId);
    await query(db, `UPDATE projects SET last_modification = now(), envelope = $2 WHERE id = $1`, [
      projectId,
      envelope ? JSON.stringify(envelope) : null,
    ]);
  } else {
    await query(db, `UPDATE projects SET last_modification = now() WHERE id = $1`, [projectId]);
  }
}
