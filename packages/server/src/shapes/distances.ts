// Distances stay true when a shape changes: shape_dist_traveled of the shape's points and of the
// stop_times of every trip that uses it are recomputed (stops projected on the line in trip order,
// so they never decrease), in the unit the feed already uses, within the caller's transaction.
import type { Db } from '../db/connection.js';
import { cumulativeKm, distancesAlongKm, lengthKm, type LngLat } from '@ruta/gtfs';
import { stop_times, stops, trips } from '@ruta/gtfs';
import { query, tableIdent } from '../tables/sql.js';

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
export async function detectUnit(db: Db, projectId: number, shapeId: string | null, old: OldPoint[]) {
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
  stop_id: string | null;
  stop_sequence: number | null;
  shape_dist_traveled: number | null;
}

/** Stop order within a trip, as `ORDER BY stop_sequence, id` (a missing sequence last). */
function byStopOrder(a: StopTimeRow, b: StopTimeRow) {
  if (a.stop_sequence !== b.stop_sequence) {
    if (a.stop_sequence === null) return 1;
    if (b.stop_sequence === null) return -1;
    return a.stop_sequence - b.stop_sequence;
  }
  return a.id - b.id;
}

/**
 * The stop_times of the trips using the shape, trip by trip in stop order. The trips are picked
 * first (an index on shape_id) and their stop_times read by the (trip_id, stop_sequence) index: a
 * join of stop_times to trips and stops made the planner sort the project's whole partition (9 s on
 * 2.4M rows). The rows come unsorted and are grouped here: sorting 41k rows by trip in PostgreSQL
 * took 60-90 ms of a 90-140 ms read.
 */
async function tripsOfShape(db: Db, projectId: number, shapeId: string) {
  const rows = await query<StopTimeRow>(
    db,
    `SELECT st.id, st.trip_id, st.stop_id, st.stop_sequence, st.shape_dist_traveled FROM ${STOP_TIMES} st
     WHERE st.project_id = $1 AND st.trip_id = ANY(ARRAY(
       SELECT trip_id FROM ${TRIPS} WHERE project_id = $1 AND shape_id = $2))`,
    [projectId, shapeId],
  );
  const trips = new Map<string, StopTimeRow[]>();
  for (const row of rows) {
    const trip = trips.get(row.trip_id);
    if (trip) trip.push(row);
    else trips.set(row.trip_id, [row]);
  }
  return { rows, trips: [...trips.values()].map((trip) => trip.sort(byStopOrder)) };
}

/** Where each stop is, for the stops the rows use; a stop without coordinates is left out. */
async function stopPlaces(db: Db, projectId: number, rows: StopTimeRow[]) {
  const ids = [...new Set(rows.flatMap((r) => (r.stop_id === null ? [] : [r.stop_id])))];
  const places = await query<{ stop_id: string; stop_lat: number | null; stop_lon: number | null }>(
    db,
    `SELECT stop_id, stop_lat, stop_lon FROM ${STOPS} WHERE project_id = $1 AND stop_id = ANY($2::text[])`,
    [projectId, ids],
  );
  const at = new Map<string, LngLat>();
  for (const p of places)
    if (p.stop_lat !== null && p.stop_lon !== null) at.set(p.stop_id, [p.stop_lon, p.stop_lat]);
  return at;
}

/**
 * Recomputes the stop_times of the trips using the shape; answers how many changed. Trips of one
 * pattern share their stops, so the projection runs once per distinct stop sequence, and only the
 * rows whose value changes are written, in one statement.
 */
export async function updateStopTimeDistances(
  db: Db,
  projectId: number,
  shapeId: string,
  line: readonly LngLat[],
  unit: number,
): Promise<number> {
  const { rows, trips } = await tripsOfShape(db, projectId, shapeId);
  const at = await stopPlaces(db, projectId, rows);
  const byPattern = new Map<string, number[] | null>();
  const ids: number[] = [];
  const values: number[] = [];
  const changedTrips = new Set<string>();
  for (const trip of trips) {
    const key = trip.map((r) => r.stop_id ?? '').join('\u0000');
    let along = byPattern.get(key);
    if (along === undefined) {
      const places = trip.map((r) => (r.stop_id === null ? undefined : at.get(r.stop_id)));
      // A stop without coordinates cannot be placed: the trip's distances are left as they are.
      along = places.every((p) => p !== undefined)
        ? distancesAlongKm(places as LngLat[], line).map((km) => round3(km * unit))
        : null;
      byPattern.set(key, along);
    }
    if (along)
      trip.forEach((r, k) => {
        if (r.shape_dist_traveled !== along[k]) {
          changedTrips.add(r.trip_id);
          ids.push(r.id);
          values.push(along[k]!);
        }
      });
  }
  // The trips' ids beside the join (their trip_id index): without them the planner, told of 41k
  // rows, hashes them against a sequential scan of the whole partition (4 s on 2.4M rows); the 41k
  // row ids themselves in an `id = ANY` took 20-50 ms to plan (the array's selectivity).
  // Rows written in id order, which is about their order on disk: in trip order the same update
  // took 1.3-1.9x as long (measured on 41,104 rows), hopping between pages.
  const order = ids.map((_, i) => i).sort((a, b) => ids[a]! - ids[b]!);
  if (ids.length)
    await query(
      db,
      `UPDATE ${STOP_TIMES} st SET shape_dist_traveled = u.d, version = st.version + 1
       FROM unnest($2::bigint[], $3::double precision[]) AS u(id, d)
       WHERE st.project_id = $1 AND st.trip_id = ANY($4::text[]) AND st.id = u.id`,
      [projectId, order.map((i) => ids[i]), order.map((i) => values[i]), [...changedTrips]],
    );
  return ids.length;
}
