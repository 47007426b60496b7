// What the stop-times editor reads with a trip: its stop times with each stop's name and position,
// a fingerprint of those rows (sent back on save, so a change made meanwhile answers 409), and the
// points of the trip's shape.
import type { Db } from '../db/connection.js';
import { createHash } from 'node:crypto';
import { shapes, stop_times, stops, type Value } from '@ruta/gtfs';
import { rowJson, type DbRow } from '../tables/codec.js';
import { query, selectList, tableIdent } from '../tables/sql.js';
import type { z } from 'zod';
import type { shapePointSchema } from './schemas.js';

type StopTimeRow = DbRow & { stop_name: string | null; stop_lat: number | null; stop_lon: number | null };

/** The trip's stop times in stop_sequence order, each with `stop_name`, `stop_lat`, `stop_lon`. */
export async function tripStopTimes(db: Db, projectId: number, tripId: Value) {
  if (tripId === null) return [];
  const rows = await query<StopTimeRow>(
    db,
    `SELECT ${selectList(stop_times, 'st')}, s.stop_name, s.stop_lat, s.stop_lon
     FROM ${tableIdent(stop_times)} st
     LEFT JOIN LATERAL (SELECT stop_name, stop_lat, stop_lon FROM ${tableIdent(stops)}
       WHERE project_id = $1 AND stop_id = st.stop_id ORDER BY id LIMIT 1) s ON true
     WHERE st.project_id = $1 AND st.trip_id = $2 ORDER BY st.stop_sequence, st.id`,
    [projectId, tripId],
  );
  return rows.map((r) => ({
    ...rowJson(stop_times, r),
    stop_name: r.stop_name,
    stop_lat: r.stop_lat,
    stop_lon: r.stop_lon,
  }));
}

/** Changes whenever a stop time of the trip is added, removed or updated (ids and versions). */
export async function stopTimesVersion(db: Db, projectId: number, tripId: Value): Promise<string> {
  if (tripId === null) return '0';
  const [row] = await query<{ v: string | null }>(
    db,
    `SELECT md5(string_agg(id::text || ':' || version::text, ',' ORDER BY id)) AS v
     FROM ${tableIdent(stop_times)} WHERE project_id = $1 AND trip_id = $2`,
    [projectId, tripId],
  );
  return row?.v ?? '0';
}

/** The same fingerprint as stopTimesVersion, from rows already read (one query less per detail). */
export function fingerprint(rows: readonly object[]): string {
  if (rows.length === 0) return '0';
  const parts = (rows as readonly { id?: unknown; version?: unknown }[])
    .map((r) => [Number(r.id), Number(r.version)] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([id, v]) => `${id}:${v}`);
  return createHash('md5').update(parts.join(',')).digest('hex');
}

type ShapePoint = z.infer<typeof shapePointSchema>;

/** The points of a shape in sequence order (empty without a shape or for an unknown one). */
export async function shapePoints(db: Db, projectId: number, shapeId: Value): Promise<ShapePoint[]> {
  if (shapeId === null) return [];
  return query<ShapePoint>(
    db,
    `SELECT shape_pt_lat, shape_pt_lon, shape_dist_traveled FROM ${tableIdent(shapes)}
     WHERE project_id = $1 AND shape_id = $2 AND shape_pt_lat IS NOT NULL AND shape_pt_lon IS NOT NULL
     ORDER BY shape_pt_sequence, id`,
    [projectId, shapeId],
  );
}
