// Stop times against their trip's shape: a stop's shape_dist_traveled by projecting it on the shape
// (3 decimals), and the stop order along the shape.
import { cumulativeKm, projectOnLine, type LngLat } from '../geo/line.js';

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

/**
 * Where a stop lies along the shape: its projection's distance, in the points' own
 * shape_dist_traveled units when they have them (interpolated on the segment), else in km; rounded
 * to 3 decimals. `from` (same units) skips the part of the shape before it, so a stop appended to a
 * trip lands after the previous one on a shape that passes twice. Null without shape points.
 */
export function distanceOnShape(stop: LngLat, shape: ShapeLine, from = 0): number | null {
  if (shape.line.length === 0) return null;
  const cumulative = cumulativeKm(shape.line);
  const fromKm = shape.dists ? kmOfDist(from, shape, cumulative) : from;
  const hit = projectOnLine(stop, shape.line, cumulative, fromKm)!;
  if (!shape.dists || shape.line.length < 2) return round3(shape.dists ? shape.dists[0]! : hit.alongKm);
  const a = shape.dists[hit.segment]!;
  const b = shape.dists[hit.segment + 1]!;
  return round3(a + hit.t * (b - a));
}

/** The km along the line of a distance in the points' units (for `from`). */
function kmOfDist(dist: number, shape: ShapeLine, cumulative: number[]): number {
  const d = shape.dists!;
  for (let i = 1; i < d.length; i++)
    if (d[i]! >= dist) {
      const t = d[i]! > d[i - 1]! ? (dist - d[i - 1]!) / (d[i]! - d[i - 1]!) : 0;
      return cumulative[i - 1]! + Math.max(0, t) * (cumulative[i]! - cumulative[i - 1]!);
    }
  return dist <= 0 ? 0 : cumulative[cumulative.length - 1]!;
}

export interface PlacedRow {
  stop_lat: number | null;
  stop_lon: number | null;
  stop_sequence: number | null;
}

/**
 * The rows in the order their stops lie along the shape (ties and stops without a position keep
 * their relative order, the latter at the end), renumbered 1..n.
 */
export function reorderByShape<R extends PlacedRow>(rows: readonly R[], shape: ShapeLine): R[] {
  if (shape.line.length === 0) return rows.map((r) => ({ ...r }));
  const cumulative = cumulativeKm(shape.line);
  const placed = rows.map((row, index) => {
    const at =
      row.stop_lat === null || row.stop_lon === null
        ? Infinity
        : projectOnLine([row.stop_lon, row.stop_lat], shape.line, cumulative)!.alongKm;
    return { row, index, at };
  });
  placed.sort((a, b) => a.at - b.at || a.index - b.index);
  return placed.map((p, i) => ({ ...p.row, stop_sequence: i + 1 }));
}
