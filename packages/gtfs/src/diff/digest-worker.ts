// The two versions of a zip diff digested at the same time, each in a worker thread, so the reading,
// parsing and hashing of millions of rows uses two cores; the row stores and stop_times columns come
// back as transferred buffers, not copies. A version to validate is validated in the same worker from
// the same parse (validated-digest.ts). From sources (the test runner) there is no compiled module to
// load in a worker, so both are digested in this thread, one after the other, through the same data.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sharedIds, SideFacts, type SharedIds, type SideFactsData } from './facts.js';
import { RowStore, type RowStoreData } from './row-store.js';
import type { RowIdentities } from './identities.js';
import { runWorker, WORKER_ERROR } from './run-worker.js';
import type { SideDigest } from './side-digest.js';
import { validateAndDigest } from './validated-digest.js';
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

const digestZip = (version: ZipVersion, ids: SharedIds, signal?: AbortSignal): Promise<SideDigest> =>
  digestZipBytes(version.file, ids, version.identities, signal);

/** A SideDigest as plain data, ids still the reading thread's own. */
export interface SideDigestData {
  tables: { file: string; columns: readonly string[]; store: RowStoreData }[];
  facts: SideFactsData;
  otherFiles: readonly string[];
  errorNotices?: Record<string, number>;
  /** Why the validator failed, when asked to validate. */
  validationFailed?: string;
}

/** Reads and digests one zip (validated too when asked), as a worker posts it back (see WORKER_CODE). */
export async function digestZipForTransfer(
  version: ZipVersion,
  signal?: AbortSignal,
): Promise<{ data: SideDigestData; transfer: ArrayBuffer[] }> {
  const ids = sharedIds();
  const apart = () => digestZip(version, sharedIds(), signal);
  const { digest, errorNotices, validationFailed } =
    version.validate && !version.errorNotices && !version.identities
      ? await validateAndDigest(version.file, ids, dateOf(version.validate.now), apart, signal)
      : {
          digest: await digestZip(version, ids, signal),
          errorNotices: undefined,
          validationFailed: undefined,
        };
  const transfer: ArrayBuffer[] = [];
  const tables = digest.tables.map((t) => {
    const store = t.store.toData();
    transfer.push(...store.transfer);
    return { file: t.file, columns: t.columns, store: store.data };
  });
  const facts = digest.facts.toData();
  transfer.push(...facts.transfer);
  const data = { tables, facts: facts.data, otherFiles: digest.otherFiles, errorNotices, validationFailed };
  return { data, transfer };
}

const dateOf = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms));

function fromData(d: SideDigestData, version: ZipVersion, ids: SharedIds): SideDigest {
  return {
    tables: d.tables.map((t) => ({ file: t.file, columns: t.columns, store: RowStore.fromData(t.store) })),
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
    const { data, transfer } = await digestZipForTransfer(workerData.version);
    parentPort.postMessage({ ok: data }, transfer);
  } catch (err) {${WORKER_ERROR}
  }
})();
`;

const SELF = new URL('./digest-worker.js', import.meta.url);

// The rows live outside the heap (buffers, typed arrays); a small heap is collected sooner. The
// validator keeps the small tables as objects, and its notices, on the heap: no limit then.
const inWorker = (version: ZipVersion, signal: AbortSignal | undefined) =>
  runWorker<SideDigestData>(
    WORKER_CODE,
    { module: SELF.href, version },
    signal,
    version.validate ? undefined : { maxOldGenerationSizeMb: 256 },
  );

/** Both zips digested, their ids interned in `ids` (the old version's first, as in one thread). */
export async function digestZipFiles(
  oldVersion: ZipVersion,
  newVersion: ZipVersion,
  ids: SharedIds,
  signal?: AbortSignal,
): Promise<[SideDigest, SideDigest]> {
  let a: SideDigestData, b: SideDigestData;
  if (existsSync(fileURLToPath(SELF)))
    [a, b] = await Promise.all([inWorker(oldVersion, signal), inWorker(newVersion, signal)]);
  else {
    a = (await digestZipForTransfer(oldVersion, signal)).data;
    b = (await digestZipForTransfer(newVersion, signal)).data;
  }
  return [fromData(a, oldVersion, ids), fromData(b, newVersion, ids)];
}
