// The two versions of a zip diff digested at the same time, each in a worker thread, so the reading,
// parsing and hashing of millions of rows uses two cores; the row stores and stop_times columns come
// back as transferred buffers, not copies. A version to validate is validated in the same worker from
// the same parse (validated-digest.ts), its tables handed back as soon as its feed is loaded, so they
// are compared while the validator's rules run. From sources (the test runner) there is no compiled
// module to load in a worker, so both are digested in this thread, one after the other, through the
// same data.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sharedIds, SideFacts, type SharedIds, type SideFactsData } from './facts.js';
import { RowStore, type RowStoreData } from './row-store.js';
import type { RowIdentities } from './identities.js';
import { runWorker, WORKER_ERROR } from './run-worker.js';
import { validateAndDigest } from './validated-digest.js';
import type { SideDigest, TableDigest } from './side-digest.js';
import { digestZipBytes } from './zip-digest.js';

/** One version as a zip file, with what the caller knows of it. */
export interface ZipVersion {
  file: string;
  /** Rows identified by the caller (see withIdentities); by default rows are keyed by GTFS keys. */
  identities?: RowIdentities;
  /** The validator's errors by code, when the caller has its report. */
  errorNotices?: Readonly<Record<string, number>>;
  /**
   * Without errorNotices: run the validator's error rules on the version as it is read (the date
   * expiry rules count from, as milliseconds; default now), for the new_error_notices risk.
   */
  validate?: { now?: number };
}

const digestZip = (
  version: ZipVersion,
  ids: SharedIds,
  signal: AbortSignal | undefined,
  ranked: boolean,
): Promise<SideDigest> => digestZipBytes(version.file, ids, version.identities, signal, ranked);

type TablesData = { file: string; columns: readonly string[]; store: RowStoreData }[];

/** A SideDigest as plain data, ids still the reading thread's own. */
export interface SideDigestData {
  /** None when they were handed back before (see digestZipForTransfer). */
  tables: TablesData;
  facts: SideFactsData;
  otherFiles: readonly string[];
  errorNotices?: Record<string, number>;
  /** Why the validator failed, when asked to validate. */
  validationFailed?: string;
}

interface ForTransfer<T> {
  data: T;
  transfer: ArrayBuffer[];
}

function tablesForTransfer(tables: readonly TableDigest[]): ForTransfer<TablesData> {
  const transfer: ArrayBuffer[] = [];
  const data = tables.map((t) => {
    const store = t.store.toData();
    transfer.push(...store.transfer);
    return { file: t.file, columns: t.columns, store: store.data };
  });
  return { data, transfer };
}

const tablesFromData = (tables: TablesData, indexed: boolean): TableDigest[] =>
  tables.map((t) => ({ file: t.file, columns: t.columns, store: RowStore.fromData(t.store, indexed) }));

/**
 * Reads and digests one zip (validated too when asked), as a worker posts it back (see WORKER_CODE).
 * With `sendTables`, a validated version's tables are told as soon as its feed is loaded (their
 * buffers are no longer read here then) and left out of the answer. `ranked`: false for the new
 * version, whose rows are never looked up (see RowStore#ranked).
 */
export async function digestZipForTransfer(
  version: ZipVersion,
  signal?: AbortSignal,
  sendTables?: (tables: ForTransfer<TablesData>) => void,
  ranked = true,
): Promise<ForTransfer<SideDigestData>> {
  const ids = sharedIds();
  const apart = () => digestZip(version, sharedIds(), signal, ranked);
  let sent = false;
  const onTables =
    sendTables &&
    ((tables: TableDigest[]) => {
      sendTables(tablesForTransfer(tables));
      sent = true;
    });
  const { digest, errorNotices, validationFailed } =
    version.validate && !version.errorNotices && !version.identities
      ? await validateAndDigest(version.file, ids, {
          now: dateOf(version.validate.now),
          digestApart: apart,
          signal,
          onTables,
          ranked,
        })
      : {
          digest: await digestZip(version, ids, signal, ranked),
          errorNotices: undefined,
          validationFailed: undefined,
        };
  const { data: tables, transfer } = sent ? { data: [], transfer: [] } : tablesForTransfer(digest.tables);
  const facts = digest.facts.toData();
  transfer.push(...facts.transfer);
  const data = { tables, facts: facts.data, otherFiles: digest.otherFiles, errorNotices, validationFailed };
  return { data, transfer };
}

const dateOf = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms));

function fromData(d: SideDigestData, tables: TableDigest[], version: ZipVersion, ids: SharedIds): SideDigest {
  return {
    tables,
    facts: SideFacts.fromData(d.facts, ids),
    otherFiles: d.otherFiles,
    errorNotices: version.errorNotices ?? d.errorNotices,
    validationFailed: d.validationFailed,
  };
}

const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  try {
    const { digestZipForTransfer } = await import(workerData.module);
    const sendTables = ({ data, transfer }) => parentPort.postMessage({ part: data }, transfer);
    const { data, transfer } = await digestZipForTransfer(
      workerData.version,
      undefined,
      sendTables,
      workerData.ranked,
    );
    parentPort.postMessage({ ok: data }, transfer);
  } catch (err) {${WORKER_ERROR}
  }
})();
`;

const SELF = new URL('./digest-worker.js', import.meta.url);

// The rows live outside the heap (buffers, typed arrays); a small heap is collected sooner. The
// validator keeps the small tables as objects, and its notices, on the heap: no limit then.
const inWorker = (
  version: ZipVersion,
  ranked: boolean,
  signal: AbortSignal | undefined,
  onTables: (t: TablesData) => void,
) =>
  runWorker<SideDigestData>(
    WORKER_CODE,
    { module: SELF.href, version, ranked },
    signal,
    version.validate ? undefined : { maxOldGenerationSizeMb: 256 },
    (part) => onTables(part as TablesData),
  );

/** Both zips being digested: their tables once both have them, then the whole digests. */
export interface ZipDigests {
  tables: Promise<[TableDigest[], TableDigest[]]>;
  digests: Promise<[SideDigest, SideDigest]>;
}

/** One zip's digest as data, and its tables as soon as they are told, or else with the digest. */
function digestOne(
  version: ZipVersion,
  isOld: boolean,
  inThread: boolean,
  signal: AbortSignal | undefined,
  /** In one thread, what to wait for first (the old version's digest). */
  after: Promise<unknown> = Promise.resolve(),
) {
  let told: TableDigest[] | undefined;
  let tell!: (tables: TableDigest[]) => void;
  const early = new Promise<TableDigest[]>((resolve) => (tell = resolve));
  // Only the old version's rows are looked up (see RowStore.fromData).
  const onTables = (data: TablesData) => tell((told = tablesFromData(data, isOld)));
  const data = inThread
    ? after.then(() => digestZipForTransfer(version, signal, undefined, isOld)).then((x) => x.data)
    : inWorker(version, isOld, signal, onTables);
  const whole = data.then((d) => ({ d, tables: told ?? tablesFromData(d.tables, isOld) }));
  return { tables: Promise.race([early, whole.then((w) => w.tables)]), whole };
}

/** Both zips digested, their ids interned in `ids` (the old version's first, as in one thread). */
export function digestZipFiles(
  oldVersion: ZipVersion,
  newVersion: ZipVersion,
  ids: SharedIds,
  signal?: AbortSignal,
): ZipDigests {
  const inThread = !existsSync(fileURLToPath(SELF));
  const a = digestOne(oldVersion, true, inThread, signal);
  const b = digestOne(newVersion, false, inThread, signal, inThread ? a.whole : undefined);
  const digests = Promise.all([a.whole, b.whole]).then(
    ([x, y]) =>
      [fromData(x.d, x.tables, oldVersion, ids), fromData(y.d, y.tables, newVersion, ids)] as [
        SideDigest,
        SideDigest,
      ],
  );
  // Told to a caller that may stop at a failed `tables` first.
  void digests.catch(() => undefined);
  return { tables: Promise.all([a.tables, b.tables]), digests };
}
