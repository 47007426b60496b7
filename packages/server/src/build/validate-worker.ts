// Runs validateFeed in a worker thread: the validator is CPU-bound for seconds on big feeds, and in
// the server's own thread it would stall every request (and a Cancel) until a rule finished. Cancel
// terminates the worker, which stops it at once whatever it is doing.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ValidationResult } from '@ruta/gtfs';

export type WorkerValidation = Pick<ValidationResult, 'counts' | 'perFile' | 'durationMs'>;

/** The worker's code, evaluated as CommonJS: it imports @ruta/gtfs by the URL the parent resolved. */
const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs/promises');
(async () => {
  try {
    const { validateFeed } = await import(workerData.gtfs);
    const v = await validateFeed(workerData.zip, { lang: workerData.lang, inputName: 'gtfs.zip' });
    await fs.writeFile(workerData.reportFile, JSON.stringify(v.report));
    await fs.writeFile(workerData.htmlFile, v.html);
    parentPort.postMessage({ ok: { counts: v.counts, perFile: v.perFile, durationMs: v.durationMs } });
  } catch (err) {
    parentPort.postMessage({ error: String((err && err.stack) || err) });
  }
})();
`;

const gtfsUrl = pathToFileURL(createRequire(import.meta.url).resolve('@ruta/gtfs')).href;

/** Validates `zip` in a worker, writing report.json to `reportFile` and the HTML report to
 * `htmlFile`; rejects with the abort reason. */
export function validateInWorker(
  zip: string,
  opts: { lang: 'en' | 'es'; reportFile: string; htmlFile: string; signal: AbortSignal },
): Promise<WorkerValidation> {
  const { signal } = opts;
  signal.throwIfAborted();
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_CODE, {
      eval: true,
      workerData: {
        gtfs: gtfsUrl,
        zip,
        lang: opts.lang,
        reportFile: opts.reportFile,
        htmlFile: opts.htmlFile,
      },
    });
    const onAbort = () => {
      void worker.terminate();
      reject(signal.reason as Error);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    const done = () => signal.removeEventListener('abort', onAbort);
    worker.once('message', (msg: { ok?: WorkerValidation; error?: string }) => {
      done();
      void worker.terminate();
      if (msg.ok) resolve(msg.ok);
      else reject(new Error(`validator: ${msg.error ?? 'failed'}`));
    });
    worker.once('error', (err) => {
      done();
      reject(err);
    });
    worker.once('exit', (code) => {
      done();
      // Only reached without a message: a crash (e.g. out of memory) or a terminate after abort.
      reject(signal.aborted ? (signal.reason as Error) : new Error(`validator exited with code ${code}`));
    });
  });
}
