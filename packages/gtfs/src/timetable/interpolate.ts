// Times between timepoints, by distance: a stop one third of the way (along the shape) from one
// timepoint to the next gets the time one third of the way between theirs.
import { cumulativeKm, distancesAlongKm, type LngLat } from '../geo/line.js';

/**
 * The distance (km) of each stop from the first, measured along `shape` when there is one and
 * straight from stop to stop otherwise.
 */
export function stopDistancesKm(stops: readonly LngLat[], shape: readonly LngLat[] | null): number[] {
  if (shape && shape.length >= 2) {
    const along = distancesAlongKm(stops, shape);
    const first = along[0] ?? 0;
    return along.map((d) => d - first);
  }
  return cumulativeKm(stops);
}

/**
 * Fills the empty entries (null) that lie between two known times, linearly by `distances`, rounded
 * to whole seconds. When two timepoints are at the same distance, the stops between them are spread
 * evenly by position instead. Empty entries before the first or after the last time stay empty.
 */
export function interpolateTimes(
  times: readonly (number | null)[],
  distances: readonly number[],
): (number | null)[] {
  const out = [...times];
  let prev = -1;
  for (let i = 0; i < out.length; i++) {
    if (out[i] === null) continue;
    if (prev >= 0 && i - prev > 1) {
      const t0 = out[prev]!;
      const t1 = out[i]!;
      const d0 = distances[prev]!;
      const span = distances[i]! - d0;
      for (let k = prev + 1; k < i; k++) {
        const f = span > 0 ? (distances[k]! - d0) / span : (k - prev) / (i - prev);
        out[k] = Math.round(t0 + Math.min(1, Math.max(0, f)) * (t1 - t0));
      }
    }
    prev = i;
  }
  return out;
}

/** A new trip `headwaySeconds` after `times` (every known time moved, empty ones kept empty). */
export function atHeadway(times: readonly (number | null)[], headwaySeconds: number): (number | null)[] {
  return times.map((t) => (t === null ? null : t + headwaySeconds));
}
