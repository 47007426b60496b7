// diffZips: the whole diff of two zip files off the calling thread (a server keeps answering while
// millions of rows are compared): a worker thread digests both versions, each in a worker of its own,
// and compares them. From sources (the test runner) it all runs in this thread.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { digestZipFiles, type ZipVersion } from './digest-worker.js';
import { compareTables, finishDiff } from './engine.js';
import { sharedIds } from './facts.js';
import { runWorker, WORKER_ERROR } from './run-worker.js';
import type { DiffOptions, DiffResult } from './types.js';

export type { ZipVersion } from './digest-worker.js';

type Options = Omit<DiffOptions, 'signal'>;

/** In this thread: both versions digested (in parallel when compiled), then compared. */
export async function diffZipsHere(
  oldVersion: ZipVersion,
  newVersion: ZipVersion,
  options: DiffOptions = {},
): Promise<DiffResult> {
  const ids = sharedIds();
  const digests = digestZipFiles(oldVersion, newVersion, ids, options.signal);
  // The tables are compared while the validator's rules may still run on the versions' facts.
  const [oldTables, newTables] = await digests.tables;
  const compared = compareTables(oldTables, newTables, options);
  const [a, b] = await digests.digests;
  return finishDiff(a, b, compared, ids, options);
}

const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  try {
    const { diffZipsHere } = await import(workerData.module);
    parentPort.postMessage({ ok: await diffZipsHere(workerData.oldVersion, workerData.newVersion, workerData.options) });
  } catch (err) {${WORKER_ERROR}
  }
})();
`;

const SELF = new URL('./zip-diff.js', import.meta.url);

export function diffZips(
  oldVersion: ZipVersion,
  newVersion: ZipVersion,
  options: DiffOptions = {},
): Promise<DiffResult> {
  const { signal, ...rest } = options;
  if (!existsSync(fileURLToPath(SELF))) return diffZipsHere(oldVersion, newVersion, options);
  const options_: Options = rest;
  return runWorker<DiffResult>(
    WORKER_CODE,
    { module: SELF.href, oldVersion, newVersion, options: options_ },
    signal,
  );
}
