// stop_times.txt read on two threads: a worker (split-worker.ts) inflates it, posts the bytes up to a
// line end near the middle, and reads the rest itself while this thread loads the other tables and
// the first part. On the 2.4M-row feed stop_times is 95% of the bytes, so this is what a second core
// can take. From sources (the test runner) there is no compiled worker module: one thread then.
import { existsSync } from 'node:fs';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { WORKER_READ_ERROR, workerError, type WorkerFailure } from '../../read/worker-error.js';
import type { GtfsEntry } from '../../read/zip.js';
import { Aborted } from './rows.js';
import type { PartMessage, RestPart, SplitJob } from './split-types.js';

/** Below this size one thread reads stop_times: a worker's start costs more than it saves. */
export const SPLIT_MIN_BYTES = 16 * 1024 * 1024;

const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  try {
    const { readSecondPart } = await import(workerData.module);
    let consumed = 0;
    parentPort.on('message', (m) => (consumed = m.consumed));
    const post = (m, t) => parentPort.postMessage(m, t);
    const { data, transfer } = await readSecondPart(workerData.job, post, () => consumed);
    parentPort.postMessage({ ok: data }, transfer);
  } catch (err) {${WORKER_READ_ERROR}
    // The error's own message, name and code: the caller sees what one thread would have thrown.
    parentPort.postMessage({ error: { message: String((err && err.message) || err), name: err && err.name,
      code: err && err.code, read } });
  }
})();
`;

const SELF = new URL('./split-worker.js', import.meta.url);

export interface StopTimesSplit {
  /** The bytes up to the cut (the whole file when it could not be cut), as an entry to read. */
  first: GtfsEntry;
  /** The worker's part, or null when the file was not cut. */
  rest: Promise<RestPart | null>;
  /** Ends the worker (when this thread stops early). */
  stop(): void;
}

/** Starts the worker for this entry of the zip file `zip`, or answers undefined (one thread). */
export function splitStopTimes(
  zip: string,
  entry: GtfsEntry,
  signal: AbortSignal | undefined,
  minBytes = SPLIT_MIN_BYTES,
): StopTimesSplit | undefined {
  if (entry.uncompressedSize < minBytes || !existsSync(fileURLToPath(SELF))) return undefined;
  const job: SplitJob = { zip };
  const worker = new Worker(WORKER_CODE, { eval: true, workerData: { module: SELF.href, job } });
  // Tells the worker how far this thread has read, for where it cuts.
  const chunks = new ChunkQueue((consumed) => worker.postMessage({ consumed }));
  let settle!: { resolve(r: RestPart | null): void; reject(e: Error): void };
  const rest = new Promise<RestPart | null>((resolve, reject) => (settle = { resolve, reject }));
  // Awaited only once the first part is read: a failure before then is the first part's to throw.
  rest.catch(() => undefined);
  let failed = false;
  // The first failure is the one to tell ('exit' follows an 'error').
  const fail = (err: Error) => {
    if (failed) return;
    failed = true;
    chunks.fail(err);
    settle.reject(err);
    void worker.terminate();
  };
  const abort = () => fail(new Aborted());
  signal?.addEventListener('abort', abort, { once: true });
  worker.on('message', (msg: PartMessage | { ok: RestPart | null } | { error: WorkerFailure }) => {
    if ('chunk' in msg) chunks.push(Buffer.from(msg.chunk));
    else if ('end' in msg) chunks.end();
    else if ('error' in msg) fail(workerError(msg.error));
    else {
      signal?.removeEventListener('abort', abort);
      settle.resolve(msg.ok);
      void worker.terminate();
    }
  });
  worker.once('error', fail);
  worker.once('exit', (code) => fail(new Error(`the stop_times worker exited with code ${code}`)));
  const first: GtfsEntry = { ...entry, open: async () => Readable.from(chunks.read()) };
  return {
    first,
    rest,
    stop: () => {
      signal?.removeEventListener('abort', abort);
      void worker.terminate();
    },
  };
}

/** The worker's chunks, read as they come. */
class ChunkQueue {
  private readonly queue: Buffer[] = [];
  private consumed = 0;

  constructor(private readonly onTaken: (bytes: number) => void) {}

  private done = false;
  private error: Error | undefined;
  private wake: (() => void) | undefined;

  push(b: Buffer): void {
    this.queue.push(b);
    this.notify();
  }

  end(): void {
    this.done = true;
    this.notify();
  }

  /** Fails the reader, unless it has all its chunks already. */
  fail(err: Error): void {
    if (this.done) return;
    this.error = err;
    this.notify();
  }

  async *read(): AsyncGenerator<Buffer> {
    for (;;) {
      // Chunks before a failure: the rows before it are read, as in one thread.
      const next = this.queue.shift();
      if (next) {
        yield next;
        this.consumed += next.length;
        if (!this.done) this.onTaken(this.consumed);
      } else if (this.error) throw this.error;
      else if (this.done) return;
      else await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }

  private notify(): void {
    const wake = this.wake;
    this.wake = undefined;
    wake?.();
  }
}
