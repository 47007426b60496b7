// Fewer points for the same line (Douglas-Peucker, simplify-js) with a tolerance in metres: the
// points are put on a local flat plane in metres first, so the tolerance means the same everywhere.
import simplify from 'simplify-js';
import type { LngLat } from '../map/geo';

const METRES_PER_DEGREE = 111195.08;

interface Indexed {
  x: number;
  y: number;
  i: number;
}

/** The points kept (the first and last always are); the line itself when there is nothing to drop. */
export function simplifyLine(points: readonly LngLat[], toleranceMetres: number): readonly LngLat[] {
  if (points.length < 3 || !(toleranceMetres > 0)) return points;
  const k = Math.cos((points[0]![1] * Math.PI) / 180) * METRES_PER_DEGREE;
  const plane: Indexed[] = points.map(([lon, lat], i) => ({ x: lon * k, y: lat * METRES_PER_DEGREE, i }));
  const kept = simplify(plane, toleranceMetres, true) as Indexed[];
  return kept.length === points.length ? points : kept.map((p) => points[p.i]!);
}
