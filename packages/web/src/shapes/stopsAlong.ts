// The stops of the shape's trips as drawn along it: each with its distance to the current line,
// those farther than 100 m flagged (what the validator reports as stop_too_far_from_shape).
import { projectOnLine, cumulativeKm } from '@ruta/gtfs/schema';
import type { FeatureCollection } from 'geojson';
import type { ShapeStop } from '../api/shapes';
import type { LngLat } from '../map/geo';

export const FAR_FROM_SHAPE_M = 100;

export function stopsAlong(
  stops: readonly ShapeStop[],
  line: readonly LngLat[],
): { data: FeatureCollection; far: number } {
  const cumulative = cumulativeKm(line);
  let far = 0;
  const features = stops.map((s) => {
    const at: LngLat = [s.stop_lon, s.stop_lat];
    const offset = line.length ? projectOnLine(at, line, cumulative)!.offsetMetres : Infinity;
    const isFar = offset > FAR_FROM_SHAPE_M;
    if (isFar) far++;
    return {
      type: 'Feature' as const,
      properties: { stop_id: s.stop_id, far: isFar },
      geometry: { type: 'Point' as const, coordinates: [at[0], at[1]] },
    };
  });
  return { data: { type: 'FeatureCollection', features }, far };
}
