// Every route's lines, read from the project's tables: the shapes its trips follow, and for trips with
// no shape points a straight line from stop to stop (each distinct stop pattern once). Shared by the
// network sketch and the stops map's route layer, so both draw the same thing.
import type { Db } from '../db/connection.js';
import { dbQuery } from '../files/store.js';
import type { LonLat, RouteLines } from './sketch.js';

interface RouteRow {
  route_id: string;
  short_name: string;
  color: string | null;
}
interface LineRow {
  route_id: string;
  lon: number[];
  lat: number[];
}

const ROUTES = `SELECT route_id, coalesce(nullif(route_short_name, ''), nullif(route_long_name, ''), route_id) AS short_name,
    route_color AS color
  FROM gtfs_routes WHERE project_id = $1 AND route_id IS NOT NULL ORDER BY id`;

const SHAPE_LINES = `SELECT t.route_id,
    array_agg(s.shape_pt_lon ORDER BY s.shape_pt_sequence, s.id) AS lon,
    array_agg(s.shape_pt_lat ORDER BY s.shape_pt_sequence, s.id) AS lat
  FROM (SELECT DISTINCT route_id, shape_id FROM gtfs_trips
        WHERE project_id = $1 AND shape_id IS NOT NULL AND route_id IS NOT NULL) t
  JOIN gtfs_shapes s ON s.project_id = $1 AND s.shape_id = t.shape_id
  WHERE s.shape_pt_lat IS NOT NULL AND s.shape_pt_lon IS NOT NULL
  GROUP BY t.route_id, t.shape_id`;

// Trips whose shape has no points: their stop patterns, each once per route.
const STOP_LINES = `SELECT DISTINCT route_id, lon, lat FROM (
  SELECT b.route_id,
    array_agg(p.stop_lon ORDER BY st.stop_sequence) AS lon,
    array_agg(p.stop_lat ORDER BY st.stop_sequence) AS lat
  FROM (SELECT t.route_id, t.trip_id FROM gtfs_trips t
        WHERE t.project_id = $1 AND t.route_id IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM gtfs_shapes s WHERE s.project_id = $1 AND s.shape_id = t.shape_id)) b
  JOIN gtfs_stop_times st ON st.project_id = $1 AND st.trip_id = b.trip_id
  JOIN gtfs_stops p ON p.project_id = $1 AND p.stop_id = st.stop_id
  WHERE p.stop_lat IS NOT NULL AND p.stop_lon IS NOT NULL
  GROUP BY b.route_id, b.trip_id) AS patterns`;

const STOPS = `SELECT stop_lon AS lon, stop_lat AS lat FROM gtfs_stops
  WHERE project_id = $1 AND coalesce(location_type, 0) = 0 AND stop_lat IS NOT NULL AND stop_lon IS NOT NULL
  ORDER BY id`;

const zip = (r: LineRow): LonLat[] => r.lon.map((lon, i) => [lon, r.lat[i]!]);

/** GTFS's default route colour is white, invisible on a light map: draw those in a neutral blue. */
export const DEFAULT_ROUTE_COLOR = '1C7ED6';
const colorOf = (c: string | null) =>
  c && /^[0-9A-Fa-f]{6}$/.test(c) && c.toUpperCase() !== 'FFFFFF' ? c.toUpperCase() : DEFAULT_ROUTE_COLOR;

/** Every route (in file order) with its lines; routes no trip draws have none. */
export async function loadRouteLines(db: Db, projectId: number): Promise<RouteLines[]> {
  const routes = await dbQuery(db)<RouteRow>(ROUTES, [projectId]);
  const byRoute = new Map<string, RouteLines>();
  for (const r of routes)
    if (!byRoute.has(r.route_id))
      byRoute.set(r.route_id, {
        route_id: r.route_id,
        short_name: r.short_name,
        color: colorOf(r.color),
        lines: [],
      });
  for (const sql of [SHAPE_LINES, STOP_LINES])
    for (const row of await dbQuery(db)<LineRow>(sql, [projectId]))
      byRoute.get(row.route_id)?.lines.push(zip(row));
  return [...byRoute.values()];
}

export async function loadStopPoints(db: Db, projectId: number): Promise<LonLat[]> {
  const rows = await dbQuery(db)<{ lon: number; lat: number }>(STOPS, [projectId]);
  return rows.map((r) => [r.lon, r.lat]);
}
