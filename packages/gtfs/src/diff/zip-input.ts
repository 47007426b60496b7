// readDiffInput: one version of a feed from a GTFS zip, every CSV file (`.txt`) as a table of cells
// keyed by its GTFS key, other files by name only.
import type { Readable } from 'node:stream';
import { CsvError, CsvParser } from '../read/csv.js';
import { sniffEncoding } from '../read/encoding.js';
import { GtfsReadError } from '../read/errors.js';
import { openGtfsZip, type GtfsEntry, type ZipSource } from '../read/zip.js';
import type { DiffTable, ZipDiffSide } from './types.js';

const isBlank = (cells: string[]) => cells.length === 1 && cells[0]!.trim() === '';

/** The entry's rows as cell batches (one per chunk read); the header row comes first. */
async function* csvRows(entry: GtfsEntry, stop?: () => boolean): AsyncGenerator<string[][]> {
  const parser = new CsvParser();
  let decoder: TextDecoder | undefined;
  let batch: string[][] = [];
  const onRow = (cells: string[]) => {
    if (!isBlank(cells)) batch.push(cells);
  };
  const push = (text: string) => parser.push(text.includes('\0') ? text.replace(/\0/g, '') : text, onRow);
  const stream: Readable = await entry.open();
  try {
    for await (const chunk of stream) {
      const bytes = chunk as Buffer;
      // A BOM decides the encoding; the decoder drops it (ignoreBOM is false).
      decoder ??= new TextDecoder(sniffEncoding(bytes));
      push(decoder.decode(bytes, { stream: true }));
      if (batch.length) {
        yield batch;
        batch = [];
        if (stop?.()) return;
      }
    }
    if (decoder) push(decoder.decode());
    parser.end(onRow);
  } catch (err) {
    if (err instanceof CsvError)
      throw new GtfsReadError('csv_unclosed_quote', err.message, { file: entry.name, line: err.line });
    throw err;
  } finally {
    stream.destroy();
  }
  if (batch.length) yield batch;
}

async function header(entry: GtfsEntry): Promise<string[]> {
  let found: string[] = [];
  for await (const batch of csvRows(entry, () => true)) {
    found = batch[0]!.map((c) => c.trim());
    break;
  }
  return found;
}

async function* dataRows(entry: GtfsEntry): AsyncGenerator<string[][]> {
  let first = true;
  for await (const batch of csvRows(entry)) {
    if (first) {
      first = false;
      batch.shift();
      if (!batch.length) continue;
    }
    yield batch;
  }
}

/** A version read from a zip (a path, the bytes or a range source). Close it once the diff is done. */
export async function readDiffInput(source: ZipSource): Promise<ZipDiffSide> {
  const zip = await openGtfsZip(source);
  try {
    const tables: Record<string, DiffTable> = {};
    const otherFiles: string[] = [];
    for (const entry of zip.entries) {
      if (!entry.name.toLowerCase().endsWith('.txt')) {
        otherFiles.push(entry.name);
        continue;
      }
      const cells = dataRows(entry);
      tables[entry.name] = {
        columns: await header(entry),
        cells,
        bytes: entry.uncompressedSize,
        // The same rows as records, for a caller that reads `rows` itself.
        rows: {
          async *[Symbol.asyncIterator]() {
            const columns = tables[entry.name]!.columns;
            for await (const batch of cells)
              yield batch.map((c) => ({
                values: Object.fromEntries(columns.map((name, i) => [name, c[i] ?? ''])),
              }));
          },
        },
      };
    }
    return { tables, otherFiles, close: () => zip.close() };
  } catch (err) {
    zip.close();
    throw err;
  }
}
