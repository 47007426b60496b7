// Distances stay true when a shape changes: shape_dist_traveled of the shape's points and of the
// stop_times of every trip that uses it are recomputed (stops projected on the line in trip order,
// so they never decrease), in the unit the feed already uses, within the caller's transaction.
import { cumulativeKm, distancesAlongKm, lengthKm, type LngLat } from '@ruta/gtfs';
import { stop_times, stops, trips } from '@ruta/gtfs';
import { query, tableIdent, type Q } from '../tables/sql.js';

const STOP_TIMES = tableIdent(stop_times);
const STOPS = tableIdent(stops);
const TRIPS = tableIdent(trips);

/** Units a feed's distances come in, as units per km. */
const UNIT_PER_KM = [1, 1000, 0.621371, 3280.84, 1093.61];

/** The unit of `distance` measured over `km`: the nearest known one (log scale); km when unknown. */
export function unitPerKm(distance: number, km: number): number {
  if (!(distance > 0) || !(km > 0)) return 1;
  const ratio = Math.log(distance / km);
  return UNIT_PER_KM.reduce((best, u) =>
    Math.abs(Math.log(u) - ratio) < Math.abs(Math.log(best) - ratio) ? u : best,
  );
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

interface OldPoint {
  shape_pt_lat: number | null;
  shape_pt_lon: number | null;
  shape_dist_traveled: number | null;
}

/** The unit of a shape's distances before the save: from its points, else from its trips' stop times. */
export async function detectUnit(db: Q, projectId: number, shapeId: string | null, old: OldPoint[]) {
  const line = old.flatMap((p) =>
    p.shape_pt_lon === null || p.shape_pt_lat === null ? [] : [[p.shape_pt_lon, p.shape_pt_lat] as LngLat],
  );
  if (line.length === old.length && line.length > 1) {
    const along = cumulativeKm(line);
    let best = -1;
    old.forEach((p, i) => {
      if (p.shape_dist_traveled !== null && (best < 0 || along[i]! > along[best]!)) best = i;
    });
    if (best >= 0 && along[best]! > 0) return unitPerKm(old[best]!.shape_dist_traveled!, along[best]!);
  }
  if (shapeId === null || line.length < 2) return 1;
  const [row] = await query<{ d: number | null }>(
    db,
    `SELECT max(st.shape_dist_traveled) AS d FROM ${STOP_TIMES} st JOIN ${TRIPS} t
       ON t.project_id = st.project_id AND t.trip_id = st.trip_id
     WHERE st.project_id = $1 AND t.shape_id = $2`,
    [projectId, shapeId],
  );
  return row?.d ? unitPerKm(row.d, lengthKm(line)) : 1;
}

/** shape_dist_traveled of each point of a line, in the unit. */
export function pointDistances(line: readonly LngLat[], unit: number): number[] {
  return cumulativeKm(line).map((km) => round3(km * unit));
}

interface StopTimeRow {
  id: number;
  trip_id: string;
  stop_lat: number | null;
  stop_lon: number | null;
  shape_dist_traveled: number | null;
}

/** Recomputes the stop_times of the trips using the shape; answers how many changed. */
export async function updateStopTimeDistances(
  db: Q,
  projectId: number,
  shapeId: string,
  line: readonly LngLat[],
  unit: number,
): Promise<number> {
  const rows = await query<StopTimeRow>(
    db,
    `SELECT st.id, st.trip_id, s.stop_lat, s.stop_lon, st.shape_dist_traveled
     FROM ${STOP_TIMES} st
     JOIN ${TRIPS} t ON t.project_id = st.project_id AND t.trip_id = st.trip_id
     LEFT JOIN ${STOPS} s ON s.project_id = st.project_id AND s.stop_id = st.stop_id
     WHERE st.project_id = $1 AND t.shape_id = $2
     ORDER BY st.trip_id, st.stop_sequence, st.id`,
    [projectId, shapeId],
  );
  const ids: number[] = [];
  const values: number[] = [];
  for (let i = 0; i < rows.length;) {
    let j = i;
    while (j < rows.length && rows[j]!.trip_id === rows[i]!.trip_id) j++;
    const trip = rows.slice(i, j);
    // A stop without coordinates cannot be placed: the trip's distances are left as they are.
    if (trip.every((r) => r.stop_lat !== null && r.stop_lon !== null)) {
      const along = distancesAlongKm(
        trip.map((r) => [r.stop_lon!, r.stop_lat!] as LngLat),
        line,
      );
      trip.forEach((r, k) => {
        const value = round3(along[k]! * unit);
        if (r.shape_dist_traveled !== value) {
          ids.push(r.id);
          values.push(value);
        }
      });
    }
    i = j;
  }
  if (ids.length)
    await query(
      db,
      `UPDATE ${STOP_TIMES} st SET shape_dist_traveled = u.d, version = st.version + 1
       FROM unnest($2::bigint[], $3::double precision[]) AS u(id, d)
       WHERE st.project_id = $1 AND st.id = u.id`,
      [projectId, ids, values],
    );
  return ids.length;
}
