// After every change: the gate (gate.ts: keys, references and values of the rows the change touched;
// a write that would break the feed is refused here, as a whole), the change batch's author (changes/batch.ts), the project's last_modification,
// and its envelope when stops or shapes changed (computed by the import's envelope code), in the
// change's transaction. An update that moved no point leaves the envelope as it was: it is not
// computed again (on a big project that is a scan of every shape point, about 0.1 s).
//
// Without a hot row: every edit of a project once updated its `projects` row, so concurrent edits of
// one project queued on that row's lock until each other's commit. The change batches now say exactly
// when each change happened; last_modification (the project list's "last change" and its sort) is
// kept to within a second: an edit moves it only when it is older than that and no other transaction
// is moving it (SKIP LOCKED), and the envelope is written only when it changed.
import type { Db } from '../db/connection.js';
import { isPlaced, type TableDef } from '@ruta/gtfs';
import { computeEnvelope, ENVELOPE_FIELDS } from '../feed/envelope.js';
import { dbQuery, type Query } from '../files/store.js';
import { claimBatch, requestLanguage } from '../changes/batch.js';
import { passGate } from './gate.js';
import { pgLike } from './sql.js';

/** Moves last_modification if older than a second and not being moved by another transaction. */
export const bumpLastModification = (q: Query, projectId: number) =>
  q(
    `UPDATE projects SET last_modification = now()
      WHERE id = (SELECT id FROM projects WHERE id = $1 AND last_modification < now() - interval '1 second'
                  FOR NO KEY UPDATE SKIP LOCKED)`,
    [projectId],
  );

/** Writes the envelope only when it changed: a stop moved inside it takes no lock. */
export const storeEnvelope = (q: Query, projectId: number, envelope: unknown) =>
  q(`UPDATE projects SET envelope = $2 WHERE id = $1 AND envelope IS DISTINCT FROM $2::jsonb`, [
    projectId,
    envelope ? JSON.stringify(envelope) : null,
  ]);

/** `fields`: the fields an update changed (absent: rows were added or removed, or anything changed). */
export async function touchProject(
  db: Db,
  projectId: number,
  changed: TableDef,
  fields?: readonly string[],
): Promise<void> {
  const q = dbQuery(db);
  await passGate(q, projectId, requestLanguage());
  await claimBatch(q);
  await bumpLastModification(q, projectId);
  if (isPlaced(changed) && (!fields || fields.some((f) => ENVELOPE_FIELDS.includes(f))))
    await storeEnvelope(q, projectId, await computeEnvelope(pgLike(db), projectId));
}
