// A table file read as readTable reads it and encoded as COPY text (write/copy-text.ts), batch by
// batch; its bytes come from the zip or, through chunkEntry, as chunks from elsewhere (the server's
// import sends a big file's inflated bytes to a worker thread, so the parse and the encoding run off
// the thread that talks to the database).
import { Readable } from 'node:stream';
import type { TableDef } from '../schema-entry.js';
import { copyText, type CopyText } from '../write/copy-text.js';
import type { GtfsReadWarning } from './errors.js';
import { readTable } from './table.js';
import type { GtfsEntry } from './zip.js';

export interface CopyTextBatch {
  /** The file's columns as its header names them. */
  columns: string[];
  /** What the text's fields are (CopyText.sqlColumns). */
  sqlColumns: string[];
  /** Rows in `text` (0 for the first batch of an empty file). */
  rows: number;
  text: string;
}

/** A table entry whose bytes are `chunks` (read once). An error thrown by them is the zip's. */
export function chunkEntry(
  file: { table: TableDef; name: string; path: string },
  chunks: AsyncIterable<Buffer>,
): GtfsEntry {
  return {
    ...file,
    kind: 'table',
    uncompressedSize: 0,
    compressedSize: 0,
    open: async () => Readable.from(chunks),
    readBytes: () => Promise.reject(new Error(`${file.name}: its bytes are streamed`)),
  };
}

/** The COPY text of a table entry's rows, `prefix` leading each line (copyText). */
export async function* copyTextOfTable(
  entry: GtfsEntry,
  prefix: string,
  warnings: GtfsReadWarning[],
): AsyncGenerator<CopyTextBatch> {
  let encoder: CopyText | undefined;
  for await (const batch of readTable(entry, { warnings, batchSize: 5000 })) {
    encoder ??= copyText(batch.header, prefix);
    yield {
      columns: batch.header.columns,
      sqlColumns: encoder.sqlColumns,
      rows: batch.rows.length,
      text: encoder.encode(batch.rows),
    };
  }
}
