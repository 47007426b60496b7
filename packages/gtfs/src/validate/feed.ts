// The loaded feed: a compact in-memory form of a GTFS zip for validation. The big tables (stop_times,
// shapes) are columnar typed arrays with interned ids (2M stop_times rows take ~100 MB), the small
// ones plain objects. Every row keeps its csvRowNumber (header = 1). Generic per-row rules run while
// the files stream (load/cells.ts), so raw text is never held.
import type { GtfsZip } from '../read/zip.js';
import { TABLES } from '../schema/tables.js';
import type { NoticeContainer } from './notices.js';
import { indexShapes, indexStopTimes } from './load/columnar.js';
import { newLoadedFeed, type LoadedFeed, type TableInfo } from './load/loaded.js';
import { splitStopTimes } from './load/stop-times-split.js';
import { loadSplitStopTimes } from './load/stop-times-merge.js';
import { checkSignal } from './load/rows.js';
import { loadRaw, loadTable, type ReadOptions } from './load/tables.js';

export { Interner, Shapes, StopTimes } from './load/columnar.js';
export { present, table, type LoadedFeed, type RawRow, type Rec, type TableInfo } from './load/loaded.js';
export type { ReadOptions, RowTap, RowTaps } from './load/tables.js';

/** Small known files some rules read as text (the schema does not declare them). */
const OTHER_FILES = [
  'attributions.txt',
  'timeframes.txt',
  'fare_transfer_rules.txt',
  'fare_media.txt',
  'fare_products.txt',
  'rider_categories.txt',
  'booking_rules.txt',
  'location_group_stops.txt',
  'location_groups.txt',
  'translations.txt',
];

/** Reads every edited table of an open zip, running the generic per-row rules into `notices`. */
export async function readFeedForValidation(
  zip: GtfsZip,
  notices: NoticeContainer,
  { signal, presence, tap, twoThreads }: ReadOptions = {},
): Promise<LoadedFeed> {
  const feed = newLoadedFeed(zip.entries);
  const byName = new Map(zip.entries.map((e) => [e.name, e]));
  // Started first: the worker inflates stop_times while this thread loads the tables before it.
  const stopTimes = byName.get('stop_times.txt');
  const split =
    twoThreads && stopTimes && !tap
      ? splitStopTimes(twoThreads.zip, stopTimes, signal, twoThreads.minBytes)
      : undefined;
  try {
    for (const def of TABLES) {
      checkSignal(signal);
      const entry = byName.get(def.file);
      const info: TableInfo = { def, present: !!entry, columns: [], rowCount: 0, parseFailed: false };
      feed.tables.set(def.name, info);
      if (!entry) continue;
      const opts = { signal, presence, tap };
      if (split && entry === stopTimes) await loadSplitStopTimes(feed, def, split, info, notices, opts);
      else await loadTable(feed, def, entry, info, notices, opts);
      if (def.name === 'trips') feed.tripsDefined = feed.tripIds.size;
      if (def.name === 'stops') feed.stopsDefined = feed.stopIds.size;
      if (def.name === 'shapes') feed.shapesDefined = feed.shapeIds.size;
    }
  } finally {
    split?.stop();
  }
  for (const name of OTHER_FILES) {
    const entry = byName.get(name);
    if (entry) feed.other.set(name, await loadRaw(entry, signal));
  }
  indexStopTimes(feed.stopTimes, feed.tripIds.size);
  indexShapes(feed.shapes, feed.shapeIds.size);
  return feed;
}
