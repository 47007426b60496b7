// One version validated and digested from a single parse: the validator's loader reads each GTFS file
// once and hands its rows to a TableTap, which fills the diff's row store and facts as they stream
// past (before, each version was inflated and parsed twice, once for each), and stop_times' facts are
// the validator's own columns (feed-stop-times.ts). Files the validator does not read as tables
// (non-GTFS `.txt`, translations, ...) are digested by the diff's own reader. The tables are complete
// once the feed is loaded: they are handed on then (onTables), to be compared while the rules run.
import { GtfsReadError } from '../read/errors.js';
import { validationErrorCounts, type LoadedFeed, type RowTaps } from '../validate/index.js';
import { SideFacts, type SharedIds } from './facts.js';
import { rowsToReadAgain, takeStopTimes } from './feed-stop-times.js';
import { checkAborted, digestTable, type SideDigest, type TableDigest } from './side-digest.js';
import { TableTap } from './table-tap.js';
import { readDiffInput } from './zip-input.js';

/** A version digested and, when the validator ran, its ERROR counts; else why it did not. */
export interface ValidatedDigest {
  digest: SideDigest;
  errorNotices?: Record<string, number>;
  validationFailed?: string;
}

/**
 * Validates `file` (ERROR counts only, see validationErrorCounts) and digests it from the same rows.
 * When the validator fails, the version is digested apart and the failure told, as the CLI warns of
 * it; a file the diff cannot read fails as the diff's own reader fails.
 */
export async function validateAndDigest(
  file: string,
  ids: SharedIds,
  {
    now,
    digestApart,
    signal,
    onTables,
    ranked,
  }: {
    now: Date | undefined;
    digestApart: () => Promise<SideDigest>;
    signal?: AbortSignal;
    /** Told the tables once the feed is loaded: their row stores are not read here after that. */
    onTables?: (tables: TableDigest[]) => void;
    /** False for the new version, whose rows are never looked up (see RowStore#ranked). */
    ranked?: boolean;
  },
): Promise<ValidatedDigest> {
  const side = await readDiffInput(file);
  try {
    const facts = new SideFacts(ids);
    const taps = new Map<string, TableTap>();
    const tap: RowTaps = (name) => {
      const table = side.tables[name];
      if (!table || taps.has(name)) return undefined;
      const t = new TableTap(name, table.columns, table.bytes, facts, { fromFeed: true, ranked });
      taps.set(name, t);
      return t;
    };
    const tables: TableDigest[] = [];
    let again = new Map<number, string[]>();
    let stopTimeRows = 0;
    const beforeRules = async (feed: LoadedFeed) => {
      // In the version's file order, as the diff's own reader gives them.
      for (const [name, table] of Object.entries(side.tables)) {
        const t = taps.get(name);
        if (t?.error)
          throw new GtfsReadError('csv_unclosed_quote', t.error.message, { file: name, line: t.error.line });
        tables.push(t ? t.digest() : await digestTable(name, table, facts, signal));
      }
      const st = taps.get('stop_times.txt');
      if (st?.fromFeed) [again, stopTimeRows] = [rowsToReadAgain(feed, st), st.store.n];
      onTables?.(tables);
    };
    let taken = false;
    const withFeed = (feed: LoadedFeed) => {
      const st = taps.get('stop_times.txt');
      if (st?.fromFeed) takeStopTimes(feed, st, stopTimeRows, again, facts);
      taken = true;
    };
    let errorNotices: Record<string, number>;
    try {
      errorNotices = await validationErrorCounts(file, { now, signal, tap, beforeRules, withFeed });
      if (!taken) throw new Error('the validator did not load the feed');
    } catch (err) {
      if (err instanceof GtfsReadError) throw err;
      checkAborted(signal);
      return { digest: await digestApart(), validationFailed: (err as Error).message };
    }
    return { digest: { tables, facts, otherFiles: side.otherFiles ?? [] }, errorNotices };
  } finally {
    side.close();
  }
}
