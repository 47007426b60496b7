// The line "draw through stops" starts from: a trip's stops in stop_sequence order.
import type { StopTimeRow } from '../api/stopTimes';
import type { LngLat } from '../map/geo';

/** A trip's stop times in stop_sequence order; a sequence an import could not read (text) sorts
 * first, like a missing one. */
export function inSequence<T extends Pick<StopTimeRow, 'stop_sequence'>>(stopTimes: readonly T[]): T[] {
  const seq = (r: T) => (typeof r.stop_sequence === 'number' ? r.stop_sequence : 0);
  return [...stopTimes].sort((a, b) => seq(a) - seq(b));
}

/** The stops with coordinates in order; a stop repeated right after itself counts once. */
export function stopsLine(stopTimes: readonly StopTimeRow[]): LngLat[] {
  const line: LngLat[] = [];
  const ordered = inSequence(stopTimes);
  for (const st of ordered) {
    if (st.stop_lon === null || st.stop_lat === null) continue;
    const last = line[line.length - 1];
    if (last && last[0] === st.stop_lon && last[1] === st.stop_lat) continue;
    line.push([st.stop_lon, st.stop_lat]);
  }
  return line;
}
