// Small geometry helpers for the map editors; distances along lines live in @ruta/gtfs (geo/line).

import type { LngLat } from '@ruta/gtfs/schema';

export { distanceKm, lengthKm, type LngLat } from '@ruta/gtfs/schema';

/** [[west, south], [east, north]] */
export type Bounds = [[number, number], [number, number]];

/** The bounding box of some points, or null when there are none. */
export function boundsOf(points: Iterable<LngLat>): Bounds | null {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const [lon, lat] of points) {
    if (lon < west) west = lon;
    if (lon > east) east = lon;
    if (lat < south) south = lat;
    if (lat > north) north = lat;
  }
  return west === Infinity
    ? null
    : [
        [west, south],
        [east, north],
      ];
}

export function boundsCenter([[west, south], [east, north]]: Bounds): LngLat {
  return [(west + east) / 2, (south + north) / 2];
}

/** A finite longitude/latitude pair from loosely typed values (rows may hold invalid imported text). */
export function toLngLat(lon: unknown, lat: unknown): LngLat | null {
  const x = typeof lon === 'number' ? lon : typeof lon === 'string' && lon.trim() ? Number(lon) : NaN;
  const y = typeof lat === 'number' ? lat : typeof lat === 'string' && lat.trim() ? Number(lat) : NaN;
  if (!Number.isFinite(x) || !Number.isFinite(y) || Math.abs(y) > 90 || Math.abs(x) > 180) return null;
  return [x, y];
}

/** Every coordinate pair of a GeoJSON geometry (the project envelope is a Polygon). */
export function geometryPoints(
  geometry: { type: string; coordinates: unknown } | null | undefined,
): LngLat[] {
  const out: LngLat[] = [];
  const walk = (value: unknown) => {
    if (!Array.isArray(value)) return;
    if (value.length >= 2 && typeof value[0] === 'number' && typeof value[1] === 'number') {
      out.push([value[0], value[1]]);
      return;
    }
    for (const item of value) walk(item);
  };
  walk(geometry?.coordinates);
  return out;
}
