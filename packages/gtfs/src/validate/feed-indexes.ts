// Lookups several rules share, built once per feed: stops by interned id with coordinates (a stop
// without its own takes its parent station's), trips by interned id, routes by id.
import { table, type LoadedFeed, type Rec } from './feed.js';
import { numberOrNull, textOrNull } from './util.js';

export interface StopIndex {
  rec: (Rec | undefined)[];
  lat: Float64Array;
  lon: Float64Array;
  /** Unit vectors on the sphere, for fast great-circle distances (see chordKm). */
  x: Float64Array;
  y: Float64Array;
  z: Float64Array;
}

/** Great-circle km between two stops from their unit vectors: 2R·asin(chord/2). */
export function stopDistanceKm(idx: StopIndex, a: number, b: number): number {
  const dx = idx.x[a]! - idx.x[b]!,
    dy = idx.y[a]! - idx.y[b]!,
    dz = idx.z[a]! - idx.z[b]!;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(dx * dx + dy * dy + dz * dz) / 2));
}

const stopCache = new WeakMap<LoadedFeed, StopIndex>();

export function stopIndex(feed: LoadedFeed): StopIndex {
  const hit = stopCache.get(feed);
  if (hit) return hit;
  const size = feed.stopIds.size;
  const idx: StopIndex = {
    rec: new Array(size),
    lat: new Float64Array(size).fill(NaN),
    lon: new Float64Array(size).fill(NaN),
    x: new Float64Array(size).fill(NaN),
    y: new Float64Array(size).fill(NaN),
    z: new Float64Array(size).fill(NaN),
  };
  const byId = new Map<string, Rec>();
  for (const r of table(feed, 'stops')) if (r.stop_id !== null) byId.set(String(r.stop_id), r);
  for (const r of table(feed, 'stops')) {
    const i = feed.stopIds.get(String(r.stop_id));
    if (i === undefined || idx.rec[i]) continue;
    idx.rec[i] = r;
    let lat = numberOrNull(r.stop_lat),
      lon = numberOrNull(r.stop_lon);
    if (lat === null || lon === null) {
      const p = byId.get(textOrNull(r.parent_station) ?? '');
      lat = p ? numberOrNull(p.stop_lat) : null;
      lon = p ? numberOrNull(p.stop_lon) : null;
    }
    if (lat !== null && lon !== null) {
      idx.lat[i] = lat;
      idx.lon[i] = lon;
      const φ = (lat * Math.PI) / 180,
        λ = (lon * Math.PI) / 180;
      idx.x[i] = Math.cos(φ) * Math.cos(λ);
      idx.y[i] = Math.cos(φ) * Math.sin(λ);
      idx.z[i] = Math.sin(φ);
    }
  }
  stopCache.set(feed, idx);
  return idx;
}

const tripCache = new WeakMap<LoadedFeed, (Rec | undefined)[]>();

/** trips.txt rows by interned trip id. */
export function tripsByIndex(feed: LoadedFeed): (Rec | undefined)[] {
  const hit = tripCache.get(feed);
  if (hit) return hit;
  const out: (Rec | undefined)[] = new Array(feed.tripIds.size);
  for (const t of table(feed, 'trips')) {
    const i = t.trip_id === null ? undefined : feed.tripIds.get(String(t.trip_id));
    if (i !== undefined && !out[i]) out[i] = t;
  }
  tripCache.set(feed, out);
  return out;
}

export function routesById(feed: LoadedFeed): Map<string, Rec> {
  const m = new Map<string, Rec>();
  for (const r of table(feed, 'routes'))
    if (r.route_id !== null && !m.has(String(r.route_id))) m.set(String(r.route_id), r);
  return m;
}
