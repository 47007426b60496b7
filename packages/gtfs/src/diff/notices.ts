// Validator errors of each version, by notice code: from a report a caller already has, or by
// running the validator (in a worker thread when compiled, so it runs beside the diff on another core).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { validateFeed, type JsonReport } from '../validate/index.js';
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
    const { validateFeed } = await import(workerData.module);
    const now = workerData.now ? new Date(workerData.now) : undefined;
    const out = [];
    for (const file of workerData.files) {
      const v = await validateFeed(file, { now });
      const counts = {};
      for (const n of v.report.notices) if (n.severity === 'ERROR') counts[n.code] = n.totalNotices;
      out.push(counts);
    }
    parentPort.postMessage({ ok: out });
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
    for (const f of files) out.push(errorNoticeCounts((await validateFeed(f, { now })).report));
    return out;
  }
  // One worker a version, at the same time: each holds one validated feed (a few hundred MB).
  const each = files.map((file) =>
    runWorker<Record<string, number>[]>(
      WORKER_CODE,
      { module: VALIDATOR.href, files: [file], now: now?.getTime() },
      undefined,
    ),
  );
  return (await Promise.all(each)).flat();
}
