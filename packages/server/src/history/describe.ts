// Summaries that need what the batch changed: a timetable save whose every change moves times by the
// same amount is a shift ("Shifted 12 trips of route 8 by +5 min"), any other a save.
import type { Query } from '../files/store.js';
import { describeBatch } from '../changes/batch.js';

/**
 * What the save's stop-time updates did, as the history records it: the distinct amounts (seconds)
 * by which a time with a value before and after moved, and whether anything else changed (a stop
 * sequence, a stop time added or removed). Taken from the writes, not read back from the batch's
 * rows: those are a save's 10,000 jsonb rows.
 */
export interface TimesMoved {
  deltas: Set<number>;
  other: boolean;
}

const CURRENT = `nullif(current_setting('ruta.batch_id', true), '')::bigint`;

export async function describeTimetableSave(
  q: Query,
  projectId: number,
  routeId: string,
  counts: { updated: number; created: number; deleted: number },
  moved: TimesMoved,
): Promise<void> {
  const [route] = await q<{ label: string }>(
    `SELECT coalesce(nullif(route_short_name, ''), nullif(route_long_name, ''), route_id) AS label
       FROM gtfs_routes WHERE project_id = $1 AND route_id = $2 LIMIT 1`,
    [projectId, routeId],
  );
  const params = { route: route?.label ?? routeId, ...counts };
  // Every stop_time row changed only in its times, all by one amount, and the batch kept its rows
  // (past the row limit it keeps counts only, and says no more than "saved").
  if (counts.updated && !counts.created && !counts.deleted && !moved.other && moved.deltas.size === 1) {
    const [batch] = await q<{ rows_kept: boolean }>(
      `SELECT rows_kept FROM change_batches WHERE id = ${CURRENT}`,
      [],
    );
    if (batch?.rows_kept) {
      const [seconds] = moved.deltas;
      return describeBatch(q, 'timetable_shifted', {
        ...params,
        trips: counts.updated,
        minutes: seconds! / 60,
      });
    }
  }
  await describeBatch(q, 'timetable_saved', params);
}
