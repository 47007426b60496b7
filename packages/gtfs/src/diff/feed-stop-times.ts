// stop_times' facts (trip, stop, stop_sequence, arrival and departure seconds by row) taken over from
// the validator's loaded columns instead of being parsed a second time, and without a second copy
// of the columns: the validator's arrays are kept, their ids re-interned in the diff's own tables.
// A value the validator left empty (an empty or invalid cell: -1, NaN) is read again from the row
// as the diff stored it, by the same handler as a row read apart (facts.ts), so the facts are those
// of the diff's own reading whatever the cells hold. Those rows' cells are taken (rowsToReadAgain)
// before the rules run, when the row store may be handed to another thread, and the columns are
// taken over once the rules are done with them.
import type { LoadedFeed } from '../validate/index.js';
import { SideFacts, type TripGroups } from './facts.js';
import type { TableTap } from './table-tap.js';

/** Whether the validator left any of its stored row j's facts empty (an empty or invalid cell). */
const invalid = (st: LoadedFeed['stopTimes'], j: number) =>
  st.trip[j]! < 0 || st.stop[j]! < 0 || Number.isNaN(st.seq[j]!) || st.arr[j]! < 0 || st.dep[j]! < 0;

/** The stored rows (by index, cells without the identity) whose facts the loaded columns lack. */
export function rowsToReadAgain(feed: LoadedFeed, tap: TableTap): Map<number, string[]> {
  const st = feed.stopTimes;
  const unstored = new Set(tap.unstored);
  const out = new Map<number, string[]>();
  for (let r = 0, j = 0; r < tap.store.n; r++) {
    if ((unstored.size > 0 && unstored.has(r)) || invalid(st, j++)) {
      const cells = tap.store.cells(r);
      cells.pop(); // the identity
      out.set(r, cells);
    }
  }
  return out;
}

/**
 * Fills `facts.stopTimes` from the loaded feed and the tapped rows of stop_times.txt (`n` rows, those
 * of `again` read again).
 */
export function takeStopTimes(
  feed: LoadedFeed,
  tap: TableTap,
  n: number,
  again: Map<number, string[]>,
  facts: SideFacts,
): void {
  const st = feed.stopTimes;
  const unstored = new Set(tap.unstored);
  // The validator stores every row but those of another cell count, in the same order.
  const inPlace = unstored.size === 0 && st.n === n;
  const out = inPlace
    ? st
    : {
        trip: new Int32Array(n),
        stop: new Int32Array(n),
        seq: new Float64Array(n),
        arr: new Int32Array(n),
        dep: new Int32Array(n),
      };
  const tripOf = new Int32Array(feed.tripIds.size).fill(-1);
  const stopOf = new Int32Array(feed.stopIds.size).fill(-1);
  const ids = facts.ids;
  // A row read again: the handler fills row 0 of a scratch side's columns.
  const scratch = new SideFacts(ids);
  const readAgain = scratch.handler('stop_times.txt', tap.columns)!;
  for (let r = 0, j = 0; r < n; r++) {
    const stored = unstored.size === 0 || !unstored.has(r);
    const jj = stored ? j++ : -1;
    if (!stored || invalid(st, jj)) {
      scratch.stopTimes.n = 0;
      readAgain(again.get(r)!);
      const x = scratch.stopTimes;
      [out.trip[r], out.stop[r], out.seq[r], out.arr[r], out.dep[r]] = [
        x.trip[0]!,
        x.stop[0]!,
        x.seq[0]!,
        x.arr[0]!,
        x.dep[0]!,
      ];
      continue;
    }
    // Ids interned in row order, as a row read apart interns them.
    const t = st.trip[jj]!;
    const s = st.stop[jj]!;
    out.trip[r] = tripOf[t]! >= 0 ? tripOf[t]! : (tripOf[t] = ids.trips.intern(feed.tripIds.ids[t]!));
    out.stop[r] = stopOf[s]! >= 0 ? stopOf[s]! : (stopOf[s] = ids.stops.intern(feed.stopIds.ids[s]!));
    if (inPlace) continue; // the other columns are the validator's own
    out.seq[r] = st.seq[jj]!;
    out.arr[r] = st.arr[jj]!;
    out.dep[r] = st.dep[jj]!;
  }
  const columns = facts.stopTimes;
  // Every row as the validator read it: its rows' grouping by trip is the facts' too.
  if (inPlace && again.size === 0) columns.grouped = groupsOf(st, tripOf);
  columns.n = n;
  [columns.trip, columns.stop, columns.seq, columns.arr, columns.dep] = [
    out.trip,
    out.stop,
    out.seq,
    out.arr,
    out.dep,
  ];
}

/** The validator's grouping of stop_times by trip (see groupSorted), its trips as the facts' ids. */
function groupsOf(st: LoadedFeed['stopTimes'], tripOf: Int32Array): TripGroups {
  const count = tripOf.length;
  const [trips, begin, end] = [new Int32Array(count), new Int32Array(count), new Int32Array(count)];
  let g = 0;
  for (let t = 0; t < count; t++) {
    if (st.tripStart[t + 1]! <= st.tripStart[t]!) continue;
    trips[g] = tripOf[t]!;
    begin[g] = st.tripStart[t]!;
    end[g++] = st.tripStart[t + 1]!;
  }
  return { order: st.order, trips: trips.slice(0, g), begin: begin.slice(0, g), end: end.slice(0, g) };
}
