// Stop times against their trip's shape: a stop's shape_dist_traveled by projecting it on the shape
// (3 decimals, in the shape's own units), and the stops' order along the shape.
import { cumulativeKm, passAfter, passesOnLine, type LngLat } from '../geo/line.js';

export interface ShapeLine {
  /** The shape's points as [lon, lat]. */
  line: LngLat[];
  /** The points' shape_dist_traveled when every point has one (the feed's own units), else null. */
  dists: number[] | null;
}

export const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** The shape from its points; uses the points' own distances only when all of them have one. */
export function shapeLine(
  points: readonly { shape_pt_lat: number; shape_pt_lon: number; shape_dist_traveled: number | null }[],
): ShapeLine {
  const line = points.map((p) => [p.shape_pt_lon, p.shape_pt_lat] as const);
  const dists = points.every((p) => typeof p.shape_dist_traveled === 'number')
    ? points.map((p) => p.shape_dist_traveled!)
    : null;
  return { line, dists };
}

/** The shape's distance unit at `km` along it: the points' own distances interpolated, else km. */
function distOfKm(km: number, shape: ShapeLine, cumulative: readonly number[]): number {
  const d = shape.dists;
  if (!d || d.length < 2) return d ? d[0]! : km;
  for (let i = 1; i < d.length; i++)
    if (cumulative[i]! >= km) {
      const seg = cumulative[i]! - cumulative[i - 1]!;
      const t = seg > 0 ? Math.max(0, (km - cumulative[i - 1]!) / seg) : 0;
      return d[i - 1]! + t * (d[i]! - d[i - 1]!);
    }
  return d[d.length - 1]!;
}

/** The km along the line of a distance in the shape's units (the inverse of distOfKm). */
function kmOfDist(dist: number, shape: ShapeLine, cumulative: readonly number[]): number {
  const d = shape.dists;
  if (!d) return dist;
  for (let i = 1; i < d.length; i++)
    if (d[i]! >= dist) {
      const t = d[i]! > d[i - 1]! ? (dist - d[i - 1]!) / (d[i]! - d[i - 1]!) : 0;
      return cumulative[i - 1]! + Math.max(0, t) * (cumulative[i]! - cumulative[i - 1]!);
    }
  return dist <= 0 ? 0 : cumulative[cumulative.length - 1]!;
}

/**
 * Where a stop lies along the shape, in the shape's own shape_dist_traveled units when its points
 * have them (else km), rounded to 3 decimals: the first pass of the shape near the stop at or
 * after `from` (the previous stop's distance, same units), so a stop appended to a trip lands
 * after the previous one on a shape that loops or takes a street twice. When every pass lies
 * before `from` the stop is out of order and gets its own nearest pass (calculating times then
 * says so). Null without shape points.
 */
export function distanceOnShape(stop: LngLat, shape: ShapeLine, from = 0): number | null {
  if (shape.line.length === 0) return null;
  const cumulative = cumulativeKm(shape.line);
  const fromKm = kmOfDist(from, shape, cumulative);
  const hit =
    passAfter(stop, shape.line, cumulative, fromKm) ?? passesOnLine(stop, shape.line, cumulative)[0]!;
  return round3(distOfKm(hit.alongKm, shape, cumulative));
}

/** A stop time with its stop's place; a number field an import could not read holds its text. */
export interface PlacedRow {
  stop_lat: number | null;
  stop_lon: number | null;
  stop_sequence: number | string | null;
  shape_dist_traveled: number | string | null;
}

/**
 * The rows in the order their stops lie along the shape, renumbered 1..n, each with its distance
 * recomputed. A stop the shape passes more than once takes the first pass after the farthest stop
 * placed before it in the current order (so a loop's last stop at its first stop's place stays
 * last), else its first pass. Stops without a position keep their distance and go last; ties keep
 * their relative order.
 */
export function reorderByShape<R extends PlacedRow>(rows: readonly R[], shape: ShapeLine): R[] {
  if (shape.line.length === 0) return rows.map((r) => ({ ...r }));
  const cumulative = cumulativeKm(shape.line);
  let reached = 0;
  const placed = rows.map((row, index) => {
    if (row.stop_lat === null || row.stop_lon === null) return { row, index, at: Infinity };
    const p: LngLat = [row.stop_lon, row.stop_lat];
    const hit = passAfter(p, shape.line, cumulative, reached) ?? passesOnLine(p, shape.line, cumulative)[0]!;
    reached = Math.max(reached, hit.alongKm);
    return { row, index, at: hit.alongKm };
  });
  placed.sort((a, b) => a.at - b.at || a.index - b.index);
  return placed.map((p, i) => ({
    ...p.row,
    stop_sequence: i + 1,
    shape_dist_traveled:
      p.at === Infinity ? p.row.shape_dist_traveled : round3(distOfKm(p.at, shape, cumulative)),
  }));
}
