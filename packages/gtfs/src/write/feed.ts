// Writing a feed to a zip with yazl, streaming: each table's rows come as an (async) iterable of
// batches, so the server can pipe them from the database without holding a table in memory.
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import type { TableDef } from '../schema/dsl.js';
import type { GtfsRow } from '../row.js';
import { exportColumns, RowFormatter } from './csv.js';

export interface TableOutput {
  table: TableDef;
  /** Column order to write (e.g. the imported file's, see exportColumns). Default: required fields
   * plus every field that has a value in the first batch, in schema order. */
  columns?: readonly string[];
  rows: AsyncIterable<readonly GtfsRow[]> | Iterable<readonly GtfsRow[]>;
}

export interface RawFileOutput {
  /** Name inside the zip. */
  name: string;
  /** The bytes, unchanged, or a function opening a stream of them. */
  data: Buffer | (() => Promise<Readable> | Readable);
}

export interface FeedOutput {
  tables: Iterable<TableOutput> | AsyncIterable<TableOutput>;
  files?: Iterable<RawFileOutput> | AsyncIterable<RawFileOutput>;
}

export interface WriteFeedOptions {
  /** Deflate level of every entry, 0-9 (zlib's default, 6, unless set): a build trades size for time. */
  compressionLevel?: number;
}

async function* tableText(t: TableOutput): AsyncGenerator<Buffer> {
  let formatter: RowFormatter | undefined;
  const start = (first: readonly GtfsRow[]) => {
    const filled = new Set<string>();
    if (!t.columns)
      for (const row of first) for (const [k, v] of Object.entries(row.values)) if (v !== null) filled.add(k);
    formatter = new RowFormatter(t.table, t.columns ?? exportColumns(t.table, undefined, filled));
    return formatter.header();
  };
  for await (const batch of t.rows) {
    let text = formatter ? '' : start(batch);
    text += formatter!.rows(batch);
    yield Buffer.from(text, 'utf8');
  }
  if (!formatter) yield Buffer.from(start([]), 'utf8');
}

/**
 * Write the feed as a zip to `out` (a file stream, an HTTP response...). Resolves when all is written;
 * rejects (never crashes the process) when a table's rows or a file's stream fail.
 */
export async function writeFeed(
  feed: FeedOutput,
  out: Writable,
  { compressionLevel = 6 }: WriteFeedOptions = {},
): Promise<void> {
  const zip = new yazl.ZipFile();
  // yazl pipes each input stream without listening for its errors, and reports its own as an 'error'
  // event: both would be uncaught. Route them to the output stream so the pipeline rejects.
  const output = zip.outputStream as Readable;
  const fail = (err: Error) => output.destroy(err);
  zip.on('error', fail);
  const done = pipeline(output, out);
  // Fixed times keep the zip of the same feed identical from one export to the next.
  const mtime = new Date('2000-01-01T00:00:00Z');
  const addStream = (stream: Readable, name: string) => {
    stream.on('error', fail);
    zip.addReadStream(stream, name, { mtime, compressionLevel });
  };
  try {
    for await (const t of feed.tables) addStream(Readable.from(tableText(t)), t.table.file);
    for await (const f of feed.files ?? []) {
      if (Buffer.isBuffer(f.data)) zip.addBuffer(f.data, f.name, { mtime, compressionLevel });
      else addStream(await f.data(), f.name);
    }
  } catch (err) {
    fail(err as Error);
    await done.catch(() => undefined);
    throw err;
  }
  zip.end();
  await done;
}
