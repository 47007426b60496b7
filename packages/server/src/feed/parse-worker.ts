// Parses a big table file and encodes its COPY text in a worker thread (copyTextOfTable of
// @ruta/gtfs), while this thread inflates the zip and feeds PostgreSQL: the parse allocates an object
// per row, and in the server's thread its garbage collection (a third of the import's CPU in a
// profile of the 2.4M-row feed) competed with the COPY and with every request. The worker gets a
// young generation large enough that most of those objects die without being copied.
// Bounded memory: at most WINDOW chunks wait for the worker and MAX_PENDING bytes of text for the COPY.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  GtfsReadError,
  type CopyTextBatch,
  type GtfsEntry,
  type GtfsReadErrorCode,
  type GtfsReadWarning,
} from '@ruta/gtfs';

/** Files at least this large (uncompressed) are parsed in a worker; smaller ones are not worth its start. */
export const WORKER_MIN_BYTES = 4 << 20;
const WINDOW = 8;
const MAX_PENDING = 8 << 20;
/** The worker's young generation (MB): 16 MB (V8's default) spent 33 % of the parse in GC, 64 MB 15 %. */
const YOUNG_GENERATION_MB = 96;

/** The worker's code, evaluated as CommonJS: it imports @ruta/gtfs by the URL the parent resolved. */
const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const queue = [];
let wake;
parentPort.on('message', (m) => {
  queue.push(m);
  if (wake) wake();
});
async function* chunks() {
  for (;;) {
    while (queue.length === 0) await new Promise((r) => (wake = r));
    wake = undefined;
    const m = queue.shift();
    if (m === null) return;
    if (m.fail !== undefined) throw new Error(m.fail);
    parentPort.postMessage({ ack: true });
    yield Buffer.from(m.buffer, m.byteOffset, m.byteLength);
  }
}
(async () => {
  const warnings = [];
  try {
    const gtfs = await import(workerData.gtfs);
    const table = gtfs.TABLES.find((t) => t.name === workerData.table);
    const entry = gtfs.chunkEntry({ table, name: workerData.name, path: workerData.path }, chunks());
    for await (const b of gtfs.copyTextOfTable(entry, workerData.prefix, warnings)) {
      const bytes = new TextEncoder().encode(b.text);
      parentPort.postMessage({ batch: { ...b, text: '' }, bytes }, [bytes.buffer]);
    }
    parentPort.postMessage({ done: warnings });
  } catch (err) {
    parentPort.postMessage(
      err && err.name === 'GtfsReadError'
        ? { readError: { code: err.code, message: err.message, file: err.file, line: err.line, params: err.params, detail: err.detail } }
        : { error: String((err && err.stack) || err) },
    );
  }
})();
`;

const gtfsUrl = pathToFileURL(createRequire(import.meta.url).resolve('@ruta/gtfs')).href;

interface ReadErrorFields {
  code: GtfsReadErrorCode;
  message: string;
  file?: string;
  line?: number;
  params: Record<string, string | number>;
  detail?: string;
}

type Message =
  | { ack: true }
  | { batch: CopyTextBatch; bytes: Uint8Array }
  | { done: GtfsReadWarning[] }
  | { readError: ReadErrorFields }
  | { error: string }
  | { crash: Error }
  | { exit: number };

/** The worker's GtfsReadError, as this thread's (same code, sentence, file, line, params). */
function readError(e: ReadErrorFields): GtfsReadError {
  const lead = e.file ? `${e.file}${e.line ? ` line ${e.line}` : ''}: ` : '';
  const sentence = e.message.startsWith(lead) ? e.message.slice(lead.length) : e.message;
  return new GtfsReadError(e.code, sentence, {
    file: e.file,
    line: e.line,
    params: e.params,
    detail: e.detail,
  });
}

/** copyTextOfTable of `entry`, run in a worker; batches carry the text as UTF-8 bytes. */
export async function* copyTextInWorker(
  entry: GtfsEntry,
  prefix: string,
  warnings: GtfsReadWarning[],
): AsyncGenerator<Omit<CopyTextBatch, 'text'> & { text: Buffer }> {
  const worker = new Worker(WORKER_CODE, {
    eval: true,
    workerData: { gtfs: gtfsUrl, table: entry.table!.name, name: entry.name, path: entry.path, prefix },
    resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
  });
  const inbox: Message[] = [];
  let inflight = 0;
  let pending = 0;
  let stopped = false;
  let wakeFeeder: (() => void) | undefined;
  let wakeReader: (() => void) | undefined;
  const poke = () => {
    wakeFeeder?.();
    wakeReader?.();
  };
  worker.on('message', (m: Message) => {
    if ('ack' in m) inflight--;
    else {
      if ('bytes' in m) pending += m.bytes.byteLength;
      inbox.push(m);
    }
    poke();
  });
  worker.on('error', (crash) => (inbox.push({ crash }), poke()));
  worker.on('exit', (exit) => (inbox.push({ exit }), poke()));

  // The zip's side: inflated chunks to the worker, no more than it and the COPY keep up with.
  const feeding = (async () => {
    try {
      for await (const chunk of await entry.open()) {
        while (!stopped && (inflight >= WINDOW || pending > MAX_PENDING))
          await new Promise<void>((r) => (wakeFeeder = r));
        if (stopped) return;
        inflight++;
        worker.postMessage(chunk);
      }
      worker.postMessage(null);
    } catch (err) {
      // The worker's reader reports it as readTable reports a zip that cannot be read.
      if (!stopped) worker.postMessage({ fail: (err as Error).message });
    }
  })();

  try {
    for (;;) {
      while (inbox.length === 0) await new Promise<void>((r) => (wakeReader = r));
      const m = inbox.shift()!;
      if ('bytes' in m) {
        pending -= m.bytes.byteLength;
        wakeFeeder?.();
        yield { ...m.batch, text: Buffer.from(m.bytes.buffer, m.bytes.byteOffset, m.bytes.byteLength) };
      } else if ('done' in m) {
        warnings.push(...m.done);
        return;
      } else if ('readError' in m) throw readError(m.readError);
      else if ('error' in m) throw new Error(`import parser: ${m.error}`);
      else if ('crash' in m) throw m.crash;
      else if ('exit' in m) throw new Error(`import parser exited with code ${m.exit}`);
    }
  } finally {
    stopped = true;
    wakeFeeder?.();
    await feeding;
    await worker.terminate();
  }
}
