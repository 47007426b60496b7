// The worker thread's half of a stop_times.txt read on two threads (stop-times-split.ts starts it):
// it inflates the file, hands the bytes up to the cut (cut.ts) to the main thread as they come, and
// reads the rest itself, behind a copy of the header, into columns of its own with ids interned in
// its own order. The main thread re-interns them after its part, so every id ends up as in one
// thread, and merges the notices after its part's. A file that cannot be cut goes whole to the main
// thread.
import { Readable } from 'node:stream';
import { openGtfsZip, type GtfsEntry } from '../../read/zip.js';
import { sniffEncoding } from '../../read/encoding.js';
import { TABLES_BY_NAME } from '../../schema/tables.js';
import { NoticeContainer } from '../notices.js';
import { PRESENCE } from '../rules/index.js';
import { STOP_TIMES_COLUMNS } from './columnar.js';
import { CutFinder } from './cut.js';
import { newLoadedFeed, type TableInfo } from './loaded.js';
import type { PartMessage, RestPart, SplitJob } from './split-types.js';
import { loadTable } from './tables.js';

/**
 * The cut comes once the main thread's unread bytes are this many times the bytes left: the worker
 * inflates its part as well as reading it (inflating is about a tenth of the reading).
 */
const BALANCE = 1.1;

/**
 * Runs in the worker: posts the first part, answers the second (null when the file was not cut).
 * `consumed` tells how many posted bytes the main thread has taken: it starts on stop_times after
 * the other tables and shares the cores with whatever else runs, so the cut follows its pace.
 */
export async function readSecondPart(
  job: SplitJob,
  post: (msg: PartMessage, transfer?: ArrayBuffer[]) => void,
  consumed: () => number = () => 0,
): Promise<{ data: RestPart | null; transfer: ArrayBuffer[] }> {
  const zip = await openGtfsZip(job.zip);
  try {
    const entry = zip.entries.find((e) => e.name === 'stop_times.txt')!;
    const chunks = (await entry.open())[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    const total = entry.uncompressedSize;
    const finder = new CutFinder(total);
    let first = true;
    let cut = -1;
    let seen = 0;
    let chunk: Buffer | undefined;
    while (cut < 0) {
      const next = await chunks.next();
      if (next.done) break;
      chunk = next.value;
      if (first && sniffEncoding(chunk) !== 'utf-8') finder.ok = false;
      first = false;
      // The byte where the main thread's unread bytes reach BALANCE times the bytes left.
      finder.at = (BALANCE * total + consumed()) / (1 + BALANCE);
      cut = finder.take(chunk);
      const part = cut < 0 ? chunk : chunk.subarray(0, cut);
      seen += part.length;
      // A copy of its own to transfer: a chunk may share its memory with others.
      const copy = new Uint8Array(part.length);
      copy.set(part);
      post({ chunk: copy.buffer }, [copy.buffer]);
    }
    post({ end: true });
    if (cut < 0) return { data: null, transfer: [] };
    const header = finder.header!;
    async function* rest() {
      yield Buffer.concat([header, chunk!.subarray(cut)]);
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
    }
    const restEntry: GtfsEntry = {
      ...entry,
      uncompressedSize: entry.uncompressedSize - seen + header.length,
      open: async () => Readable.from(rest()),
    };
    return readRest(zip.entries, restEntry, finder.lines - 1);
  } finally {
    zip.close();
  }
}

async function readRest(
  entries: GtfsEntry[],
  entry: GtfsEntry,
  lineOffset: number,
): Promise<{ data: RestPart; transfer: ArrayBuffer[] }> {
  const feed = newLoadedFeed(entries);
  const def = TABLES_BY_NAME.get('stop_times')!;
  const info: TableInfo = { def, present: true, columns: [], rowCount: 0, parseFailed: false };
  const notices = new NoticeContainer();
  const dataLines = await loadTable(
    feed,
    def,
    entry,
    info,
    notices,
    { presence: PRESENCE },
    {
      rest: true,
      lineOffset,
    },
  );
  const st = feed.stopTimes;
  const columns: RestPart['columns'] = {};
  const transfer: ArrayBuffer[] = [];
  for (const k of STOP_TIMES_COLUMNS) {
    columns[k] = st[k];
    transfer.push(st[k].buffer as ArrayBuffer);
  }
  const data: RestPart = {
    n: st.n,
    columns,
    windows: [...st.windows],
    tripIds: feed.tripIds.ids,
    stopIds: feed.stopIds.ids,
    rowCount: info.rowCount,
    parseFailed: info.parseFailed,
    dataLines,
    notices: notices.toData(),
  };
  return { data, transfer };
}
