// The counts a finished diff of two releases leaves in release_diffs.summary, which publishing
// copies into the release (the Atom feed and the webhook tell them).
import type { Db } from '../db/connection.js';
import { dbQuery } from '../files/store.js';
import type { ReleaseSummary } from './summary.js';

export async function cachedDiffSummary(
  db: Db,
  oldReleaseId: number,
  newReleaseId: number,
): Promise<Pick<ReleaseSummary, 'risks' | 'rows'>> {
  const [row] = await dbQuery(db)<{ summary: Pick<ReleaseSummary, 'risks' | 'rows'> | null }>(
    `SELECT summary FROM release_diffs WHERE old_release_id = $1 AND new_release_id = $2 AND status = 'done'`,
    [oldReleaseId, newReleaseId],
  );
  return row?.summary ?? {};
}
