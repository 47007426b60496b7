// Validator errors of each version, by notice code: from a report a caller already has, or by
// running the validator's error rules (in a worker thread each when compiled).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { validationErrorCounts, type JsonReport } from '../validate/index.js';
import { runWorker, WORKER_ERROR } from './run-worker.js';

/** A validation report's notices of severity ERROR, count by code. */
export function errorNoticeCounts(report: Pick<JsonReport, 'notices'>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const n of report.notices) if (n.severity === 'ERROR') out[n.code] = n.totalNotices;
  return out;
}

function dateOf(today: string | undefined): Date | undefined {
  return today ? new Date(+today.slice(0, 4), +today.slice(5, 7) - 1, +today.slice(8, 10)) : undefined;
}

const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  try {
    const { validationErrorCounts } = await import(workerData.module);
    const now = workerData.now ? new Date(workerData.now) : undefined;
    parentPort.postMessage({ ok: await validationErrorCounts(workerData.file, { now }) });
  } catch (err) {${WORKER_ERROR}
  }
})();
`;

const VALIDATOR = new URL('../validate/index.js', import.meta.url);

/**
 * Validates each zip and returns its error counts by code. Compiled, each runs in a worker thread of
 * its own; from sources (the test runner) there is no compiled module to load there, so they run in
 * this thread, one after the other.
 */
export async function validateForDiff(
  files: readonly string[],
  today?: string,
): Promise<Record<string, number>[]> {
  const now = dateOf(today);
  if (!existsSync(fileURLToPath(VALIDATOR))) {
    const out = [];
    for (const f of files) out.push(await validationErrorCounts(f, { now }));
    return out;
  }
  // One worker a version, at the same time: each holds one validated feed (a few hundred MB).
  const each = files.map((file) =>
    runWorker<Record<string, number>>(
      WORKER_CODE,
      { module: VALIDATOR.href, file, now: now?.getTime() },
      undefined,
    ),
  );
  return Promise.all(each);
}
