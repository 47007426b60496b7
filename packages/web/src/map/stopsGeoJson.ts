// All stops as one GeoJSON source for the map (features, not DOM markers: 10,000+ stay smooth).
// Each feature carries the few properties the layers and hit tests read.
import type { FeatureCollection, Point } from 'geojson';
import type { StopRow } from '../api/stops';
import { toLngLat } from './geo';

export interface StopFeatureProps {
  /** The row id (the API's `id`). */
  id: number;
  stop_id: string;
  name: string;
  /** location_type 0-4; empty means 0 (a stop or platform). */
  type: number;
}

export function locationType(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : 0;
  return Number.isInteger(n) && n >= 0 && n <= 4 ? n : 0;
}

export function stopsGeoJson(stops: readonly StopRow[]): FeatureCollection<Point, StopFeatureProps> {
  const features: FeatureCollection<Point, StopFeatureProps>['features'] = [];
  for (const stop of stops) {
    const at = toLngLat(stop.stop_lon, stop.stop_lat);
    if (!at) continue; // invalid or missing coordinates: listed in the table, not drawable
    features.push({
      type: 'Feature',
      id: stop.id,
      properties: {
        id: stop.id,
        stop_id: stop.stop_id ?? '',
        name: stop.stop_name ?? stop.stop_id ?? '',
        type: locationType(stop.location_type),
      },
      geometry: { type: 'Point', coordinates: [at[0], at[1]] },
    });
  }
  return { type: 'FeatureCollection', features };
}

/** The coordinates of the feature nearest to a point (planar, fine at city scale), or null. */
export function nearestPoint(
  collection: FeatureCollection<Point, StopFeatureProps>,
  to: readonly [number, number],
): [number, number] | null {
  let best: [number, number] | null = null;
  let bestDistance = Infinity;
  const cos = Math.cos((to[1] * Math.PI) / 180);
  for (const f of collection.features) {
    const [lon, lat] = f.geometry.coordinates as [number, number];
    const d = ((lon - to[0]) * cos) ** 2 + (lat - to[1]) ** 2;
    if (d < bestDistance) {
      bestDistance = d;
      best = [lon, lat];
    }
  }
  return best;
}
