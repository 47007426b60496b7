// Stop quick search: at least 4 characters, a case-insensitive substring of stop_code,
// stop_id or stop_name (the schema's search fields). The stops are all in memory for the map, so
// the search runs here; the view then fits several matches or flies to a single one.
import { stops as stopsTable } from '@ruta/gtfs/schema';
import type { StopRow } from '../api/stops';
import { boundsOf, toLngLat, type Bounds, type LngLat } from '../map/geo';

export const SEARCH_MIN_CHARS = 4;
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_FLY_ZOOM = 15;
export const SEARCH_FIT_PADDING = 50;

const SEARCH_FIELDS = stopsTable.search;

/** The matching stops, or null when the query is too short to search. */
export function searchStops(stops: readonly StopRow[], query: string): StopRow[] | null {
  const needle = query.trim().toLowerCase();
  if (needle.length < SEARCH_MIN_CHARS) return null;
  return stops.filter((stop) =>
    SEARCH_FIELDS.some((name) => {
      const value = stop[name];
      return value != null && String(value).toLowerCase().includes(needle);
    }),
  );
}

export type SearchView =
  | { kind: 'none' }
  | { kind: 'fly'; center: LngLat; zoom: number }
  | { kind: 'fit'; bounds: Bounds; padding: number };

/** Where the map goes for some matches (those without valid coordinates are left out). */
export function searchView(matches: readonly StopRow[]): SearchView {
  const points = matches.map((s) => toLngLat(s.stop_lon, s.stop_lat)).filter((p) => p !== null);
  if (points.length === 0) return { kind: 'none' };
  const bounds = boundsOf(points)!;
  const single = bounds[0][0] === bounds[1][0] && bounds[0][1] === bounds[1][1];
  if (points.length === 1 || single) return { kind: 'fly', center: points[0]!, zoom: SEARCH_FLY_ZOOM };
  return { kind: 'fit', bounds, padding: SEARCH_FIT_PADDING };
}
