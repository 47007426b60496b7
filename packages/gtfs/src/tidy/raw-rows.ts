// A GTFS file as rows of cell text, exactly as written (no value parsing), so the clean-up can change
// a few cells and write every other one back unchanged.
import type { Readable } from 'node:stream';
import { CsvParser } from '../read/csv.js';
import { sniffEncoding } from '../read/encoding.js';

/** Batches of rows of the file's cells; the first row of the first batch is the header. */
export async function* rawRows(open: () => Promise<Readable>): AsyncGenerator<string[][]> {
  const parser = new CsvParser();
  let decoder: TextDecoder | undefined;
  let batch: string[][] = [];
  const onRow = (cells: string[]) => {
    if (cells.length === 1 && cells[0]!.trim() === '') return;
    batch.push(cells);
  };
  for await (const chunk of await open()) {
    const bytes = chunk as Buffer;
    decoder ??= new TextDecoder(sniffEncoding(bytes));
    parser.push(decoder.decode(bytes, { stream: true }), onRow);
    if (batch.length >= 5000) {
      yield batch;
      batch = [];
    }
  }
  if (decoder) parser.push(decoder.decode(), onRow);
  parser.end(onRow);
  yield batch;
}

/** Column positions by trimmed header name. */
export function columnIndex(header: readonly string[]): Map<string, number> {
  return new Map(header.map((c, i) => [c.trim(), i]));
}

/** Each row of a file (after its header) with a reader of its trimmed cells by column name. */
export async function* namedRows(
  open: () => Promise<Readable>,
): AsyncGenerator<{ header: string[]; cells: string[]; get: (column: string) => string }> {
  let header: string[] | undefined;
  let index = new Map<string, number>();
  for await (const batch of rawRows(open))
    for (const cells of batch) {
      if (!header) {
        header = cells;
        index = columnIndex(cells);
        continue;
      }
      const get = (column: string) => {
        const i = index.get(column);
        return i === undefined ? '' : (cells[i] ?? '').trim();
      };
      yield { header, cells, get };
    }
}
