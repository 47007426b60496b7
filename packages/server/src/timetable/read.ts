// The timetable of a route and direction: its trips grouped by pattern (their ordered stop lists,
// derived here from stop_times on every read, never stored), with the row stamps a save checks.
import type { Db } from '../db/connection.js';
import { createHash } from 'node:crypto';
import { groupPatterns, routes, shapes, stop_times, stops, trips } from '@ruta/gtfs';
import { rowJson, type DbRow } from '../tables/codec.js';
import { query, selectList, tableIdent } from '../tables/sql.js';
import { byServiceId, directionWhere, servicesOf, type Direction } from './services.js';
import type { RouteDirections, TimetableAnswer, TimetableTrip } from './schemas.js';

export type { Direction };

/** The trip's stop time as a save reads it; its other fields stay in the database untouched. */
export interface CellRow {
  id: number;
  version: number;
  stop_id: string;
  stop_sequence: number;
  /** Seconds after midnight. */
  arrival_time: number | null;
  departure_time: number | null;
}

/**
 * What a save compares to see whether someone else changed the trip since it was read: the trip's
 * version and the id and version of each of its stop times (so an added or removed one counts too).
 */
export function stampOf(tripVersion: number, ids: readonly number[], versions: readonly number[]): string {
  const text = `${tripVersion}|${ids.map((id, i) => `${id}.${versions[i]}`).join(',')}`;
  return createHash('sha1').update(text).digest('base64url').slice(0, 16);
}

/** The trips of a route and direction, only those of `services` when given, by service then id. */
export async function tripsOf(
  db: Db,
  projectId: number,
  routeId: string,
  direction: Direction,
  options: { lock?: boolean; services?: readonly string[] | null } = {},
) {
  const params: unknown[] = [projectId, routeId];
  const where = [`project_id = $1`, `route_id = $2`];
  if (direction !== 'none') params.push(direction);
  where.push(directionWhere(direction, `$${params.length}`));
  if (options.services) {
    params.push(options.services);
    where.push(`service_id = ANY($${params.length}::text[])`);
  }
  return query<DbRow>(
    db,
    `SELECT ${selectList(trips)} FROM ${tableIdent(trips)} WHERE ${where.join(' AND ')}
     ORDER BY service_id, id${options.lock ? ' FOR UPDATE' : ''}`,
    params,
  );
}

/** A trip's stop times as parallel arrays in (stop_sequence, id) order (times in seconds). */
interface TripStopTimes {
  id: number[];
  version: number[];
  stop_id: (string | null)[];
  stop_sequence: number[];
  arrival_time: (number | null)[];
  departure_time: (number | null)[];
}

const NO_STOP_TIMES: TripStopTimes = {
  id: [],
  version: [],
  stop_id: [],
  stop_sequence: [],
  arrival_time: [],
  departure_time: [],
};

/**
 * The stop times of the trips by trip_id. One row per trip, its columns aggregated into JSON
 * arrays by PostgreSQL: a route's 10,000 stop times as 10,000 rows cost the server more in the
 * driver's row parsing and the garbage it leaves than in the query. Each trip's are read through
 * the (trip_id, stop_sequence) index: with `trip_id = ANY(…)` over thousands of trips the planner
 * overestimated the rows and scanned the project's whole partition (4.7 s for a 5,138-trip route
 * among 8.3M stop times, 1.1 s this way).
 */
async function stopTimesOf(db: Db, projectId: number, tripIds: readonly string[]) {
  const agg = (column: string) => `'${column}', array_agg(${column} ORDER BY stop_sequence, id)`;
  const rows = await query<{ trip_id: string; st: TripStopTimes }>(
    db,
    `SELECT t.trip_id, s.st FROM unnest($2::text[]) AS t(trip_id) CROSS JOIN LATERAL (
       SELECT json_build_object(${['id', 'version', 'stop_id', 'stop_sequence', 'arrival_time', 'departure_time'].map(agg).join(', ')}) AS st
       FROM ${tableIdent(stop_times)} WHERE project_id = $1 AND trip_id = t.trip_id HAVING count(*) > 0) s`,
    [projectId, [...new Set(tripIds)]],
  );
  return new Map(rows.map((r) => [r.trip_id, r.st]));
}

/** The stop times of the trips as a save compares and writes them, grouped by trip_id. */
export async function cellsOf(db: Db, projectId: number, tripIds: readonly string[]) {
  const byTrip = new Map<string, CellRow[]>();
  for (const [trip, st] of await stopTimesOf(db, projectId, tripIds))
    byTrip.set(
      trip,
      st.id.map((id, i) => ({
        id,
        version: st.version[i]!,
        stop_id: st.stop_id[i] ?? '',
        stop_sequence: st.stop_sequence[i]!,
        arrival_time: st.arrival_time[i] ?? null,
        departure_time: st.departure_time[i] ?? null,
      })),
    );
  return byTrip;
}

const firstTime = (t: TimetableTrip): number | null => {
  for (let i = 0; i < t.stop_time_ids.length; i++) {
    const v = t.departure_times[i] ?? t.arrival_times[i];
    if (v !== null && v !== undefined) return v;
  }
  return null;
};

const textOrNull = (v: unknown) => (v === null || v === undefined ? null : String(v));

export async function readTimetable(
  db: Db,
  projectId: number,
  routeId: string,
  direction: Direction,
  services: readonly string[] | null = null,
): Promise<TimetableAnswer | null> {
  const routeRows = await query<DbRow>(
    db,
    `SELECT ${selectList(routes)} FROM ${tableIdent(routes)} WHERE project_id = $1 AND route_id = $2 ORDER BY id LIMIT 1`,
    [projectId, routeId],
  );
  if (!routeRows[0]) return null;
  // Trips leaving at the same time are ordered by service ("2" before "13"): grouping keeps this
  // order. The few distinct services are ranked once; comparing through the collator per pair cost
  // more than the rest of the answer's assembly.
  const tripRows = await tripsOf(db, projectId, routeId, direction, { services });
  const rank = new Map(
    [...new Set(tripRows.map((r) => textOrNull(r.service_id) ?? ''))]
      .sort(byServiceId)
      .map((id, i) => [id, i]),
  );
  const serviceRank = (r: DbRow) => rank.get(textOrNull(r.service_id) ?? '')!;
  tripRows.sort((a, b) => serviceRank(a) - serviceRank(b));
  const cells = await stopTimesOf(
    db,
    projectId,
    tripRows.map((r) => String(r.trip_id)),
  );
  const withStops = tripRows.map((r) => {
    const st = cells.get(String(r.trip_id)) ?? NO_STOP_TIMES;
    const trip: TimetableTrip = {
      ...rowJson(trips, r),
      id: r.id,
      stamp: stampOf(r.version, st.id, st.version),
      trip_id: String(r.trip_id),
      shape_id: textOrNull(r.shape_id),
      service_id: textOrNull(r.service_id),
      trip_headsign: textOrNull(r.trip_headsign),
      stop_time_ids: st.id,
      stop_sequences: st.stop_sequence,
      arrival_times: st.arrival_time,
      departure_times: st.departure_time,
    };
    return { stopIds: st.stop_id.map((id) => id ?? ''), trip };
  });
  const list = withStops.map((t) => t.trip);
  const patterns = groupPatterns(withStops, firstTime).map((p) => ({ stop_ids: p.stopIds, trips: p.trips }));

  const stopIds = [...new Set(patterns.flatMap((p) => p.stop_ids))];
  const stopRows = await query<{
    stop_id: string;
    stop_name: string | null;
    stop_lat: number | null;
    stop_lon: number | null;
  }>(
    db,
    `SELECT DISTINCT ON (stop_id) stop_id, stop_name, stop_lat, stop_lon FROM ${tableIdent(stops)}
     WHERE project_id = $1 AND stop_id = ANY($2::text[]) ORDER BY stop_id, id`,
    [projectId, stopIds],
  );
  const shapeIds = [...new Set(list.map((t) => t.shape_id).filter((s): s is string => s !== null))];
  const points = await query<{ shape_id: string; lat: number; lon: number }>(
    db,
    `SELECT shape_id, shape_pt_lat AS lat, shape_pt_lon AS lon FROM ${tableIdent(shapes)}
     WHERE project_id = $1 AND shape_id = ANY($2::text[]) ORDER BY shape_id, shape_pt_sequence, id`,
    [projectId, shapeIds],
  );
  const shapeLines: Record<string, [number, number][]> = {};
  for (const p of points) (shapeLines[p.shape_id] ??= []).push([p.lon, p.lat]);

  return {
    route: rowJson(routes, routeRows[0]) as TimetableAnswer['route'],
    direction_id: direction === 'none' ? null : direction,
    stops: Object.fromEntries(
      stopRows.map((s) => [
        s.stop_id,
        { stop_name: s.stop_name, stop_lat: s.stop_lat, stop_lon: s.stop_lon },
      ]),
    ),
    shapes: shapeLines,
    services: await servicesOf(db, projectId, routeId, direction),
    patterns,
  };
}

/** The routes with their directions and trip counts, for the route and direction pickers. */
export async function routeDirections(db: Db, projectId: number): Promise<RouteDirections[]> {
  const rows = await query<{
    route_id: string;
    route_short_name: string | null;
    route_long_name: string | null;
    direction_id: number | null;
    trips: string;
    headsign: string | null;
  }>(
    db,
    `SELECT r.route_id, r.route_short_name, r.route_long_name, t.direction_id, count(t.id) AS trips,
       mode() WITHIN GROUP (ORDER BY t.trip_headsign) AS headsign
     FROM ${tableIdent(routes)} r
     LEFT JOIN ${tableIdent(trips)} t ON t.project_id = r.project_id AND t.route_id = r.route_id
     WHERE r.project_id = $1 AND r.route_id IS NOT NULL
     GROUP BY r.route_id, r.route_short_name, r.route_long_name, t.direction_id
     ORDER BY r.route_id, t.direction_id NULLS LAST`,
    [projectId],
  );
  const out = new Map<string, RouteDirections>();
  for (const r of rows) {
    let route = out.get(r.route_id);
    if (!route)
      out.set(
        r.route_id,
        (route = {
          route_id: r.route_id,
          route_short_name: r.route_short_name,
          route_long_name: r.route_long_name,
          directions: [],
        }),
      );
    if (Number(r.trips) > 0)
      route.directions.push({ direction_id: r.direction_id, trips: Number(r.trips), headsign: r.headsign });
  }
  return [...out.values()];
}
