// The worker's part of stop_times (split-worker.ts) appended to this thread's, as if one thread had
// read the file: its ids re-interned in the order it met them (after this part's, as one thread
// interns them in row order), its rows after this part's, its notices after this part's.
import type { TableDef } from '../../schema/dsl.js';
import type { NoticeContainer } from '../notices.js';
import { STOP_TIMES_COLUMNS, type Interner } from './columnar.js';
import type { LoadedFeed, TableInfo } from './loaded.js';
import type { RestPart } from './split-types.js';
import type { StopTimesSplit } from './stop-times-split.js';
import { checkEmptyFile, loadTable, type ReadOptions } from './tables.js';

/** Loads stop_times through a split (stop-times-split.ts): this thread's part, then the worker's. */
export async function loadSplitStopTimes(
  feed: LoadedFeed,
  def: TableDef,
  split: StopTimesSplit,
  info: TableInfo,
  notices: NoticeContainer,
  opts: ReadOptions,
): Promise<void> {
  let dataLines = await loadTable(feed, def, split.first, info, notices, opts, {
    rest: false,
    lineOffset: 0,
  });
  const rest = await split.rest;
  if (rest) {
    appendRest(feed, rest);
    notices.merge(rest.notices);
    info.rowCount += rest.rowCount;
    info.parseFailed ||= rest.parseFailed;
    dataLines += rest.dataLines;
  }
  checkEmptyFile(def, info, dataLines, notices);
}

/** Local ids (an index of `ids`) to this feed's, -1 staying -1. */
function remap(interner: Interner, ids: readonly string[], column: Int32Array, n: number): Int32Array {
  const to = new Int32Array(ids.length);
  for (let k = 0; k < ids.length; k++) to[k] = interner.intern(ids[k]!);
  for (let i = 0; i < n; i++) {
    const v = column[i]!;
    if (v >= 0) column[i] = to[v]!;
  }
  return column;
}

function appendRest(feed: LoadedFeed, rest: RestPart): void {
  const st = feed.stopTimes;
  const base = st.n;
  const n = rest.n;
  remap(feed.tripIds, rest.tripIds, rest.columns.trip as Int32Array, n);
  remap(feed.stopIds, rest.stopIds, rest.columns.stop as Int32Array, n);
  st.presize(base + n);
  for (const k of STOP_TIMES_COLUMNS) st[k].set(rest.columns[k]!.subarray(0, n) as never, base);
  st.n = base + n;
  for (const [i, w] of rest.windows) st.windows.set(base + i, w);
}
