// Summaries that need the batch's own rows: a timetable save whose every change moves times by the
// same amount is a shift ("Shifted 12 trips of route 8 by +5 min"), any other a save.
import type { Query } from '../files/store.js';
import { describeBatch } from '../changes/batch.js';

const CURRENT = `nullif(current_setting('ruta.batch_id', true), '')::bigint`;

export async function describeTimetableSave(
  q: Query,
  projectId: number,
  routeId: string,
  counts: { updated: number; created: number; deleted: number },
): Promise<void> {
  const [route] = await q<{ label: string }>(
    `SELECT coalesce(nullif(route_short_name, ''), nullif(route_long_name, ''), route_id) AS label
       FROM gtfs_routes WHERE project_id = $1 AND route_id = $2 LIMIT 1`,
    [projectId, routeId],
  );
  const params = { route: route?.label ?? routeId, ...counts };
  if (counts.updated && !counts.created && !counts.deleted) {
    // Every stop_time row changed only in its times, all by one amount.
    const [shift] = await q<{ deltas: number[] | null; other: boolean }>(
      `SELECT array_agg(DISTINCT d.delta) FILTER (WHERE d.delta IS NOT NULL) AS deltas,
              bool_or(c.table_name <> 'stop_times' OR c.op <> 'update'
                OR EXISTS (SELECT 1 FROM jsonb_object_keys(c.after) k WHERE k NOT IN ('arrival_time', 'departure_time'))) AS other
         FROM change_rows c
         LEFT JOIN LATERAL (VALUES ((c.after->>'arrival_time')::int - (c.before->>'arrival_time')::int),
                                   ((c.after->>'departure_time')::int - (c.before->>'departure_time')::int)) d(delta) ON true
        WHERE c.batch_id = ${CURRENT}`,
      [],
    );
    if (shift && !shift.other && shift.deltas?.length === 1) {
      const seconds = shift.deltas[0]!;
      return describeBatch(q, 'timetable_shifted', {
        ...params,
        trips: counts.updated,
        minutes: seconds / 60,
      });
    }
  }
  await describeBatch(q, 'timetable_saved', params);
}
