// One task in a worker thread of eval'd code that imports a compiled module of this package: the
// answer it posts, its reader errors rebuilt as GtfsReadError (so callers tell them as in one thread),
// and the thread ended when the caller aborts.
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { WORKER_READ_ERROR, workerError, type WorkerFailure } from '../read/worker-error.js';

/** What the worker posts: `{ ok }` or `{ error }` (see WORKER_ERROR), after any `{ part }`. */
interface Answer<T> {
  ok?: T;
  error?: WorkerFailure;
  part?: unknown;
}

/**
 * The worker code's catch clause: a reader error keeps its code and parts (the sentence without the
 * "file line N: " the message starts with).
 */
export const WORKER_ERROR = `${WORKER_READ_ERROR}
    parentPort.postMessage({ error: { message: String((err && err.stack) || err), read } });`;

export function runWorker<T>(
  code: string,
  workerData: unknown,
  signal: AbortSignal | undefined,
  resourceLimits?: ResourceLimits,
  /** Told each part of the answer the worker posts before the answer itself. */
  onPart?: (part: unknown) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(code, { eval: true, workerData, resourceLimits });
    const abort = () => void worker.terminate();
    signal?.addEventListener('abort', abort, { once: true });
    const settle = () => signal?.removeEventListener('abort', abort);
    const onMessage = (msg: Answer<T>) => {
      if (msg.part !== undefined) return onPart?.(msg.part);
      worker.off('message', onMessage);
      settle();
      void worker.terminate();
      if (msg.ok !== undefined) return resolve(msg.ok);
      reject(workerError(msg.error));
    };
    worker.on('message', onMessage);
    worker.once('error', (err) => {
      settle();
      reject(err);
    });
    worker.once('exit', (exit) => {
      settle();
      reject(
        signal?.aborted
          ? (signal.reason ?? new Error('aborted'))
          : new Error(`worker exited with code ${exit}`),
      );
    });
  });
}
