// Streams one zip entry as raw CSV cells with their csvRowNumber (the physical line where the row
// starts; header = 1, as MobilityData counts). The validator needs the raw text (whitespace, new
// lines, bad characters) that the editing row model normalises away, so it reads cells itself, with
// the package's CSV parser and the same encoding rules as read/table.ts.
import { CsvError, CsvParser } from '../../read/csv.js';
import { sniffEncoding } from '../../read/encoding.js';
import type { GtfsEntry } from '../../read/zip.js';

export interface RowSink {
  header(columns: string[]): void;
  row(cells: string[], csvRowNumber: number): void;
}

export interface StreamResult {
  /** Set when the parser could not finish the file (an unclosed quote). */
  parseError?: { message: string; line: number };
  /** The text had U+FFFD (invalid UTF-8 or a literal replacement char): cells are then checked. */
  hasReplacementChar: boolean;
  /** The text had a double quote: only quoted cells can hold a line break, so cells are then checked. */
  hasQuote?: boolean;
  encoding: string;
}

export class Aborted extends Error {
  constructor() {
    super('validation cancelled');
    this.name = 'AbortError';
  }
}

export function checkSignal(signal?: AbortSignal): void {
  if (signal?.aborted) throw new Aborted();
}

export async function streamRows(
  entry: GtfsEntry,
  sink: RowSink,
  signal?: AbortSignal,
  result: StreamResult = { hasReplacementChar: false, encoding: 'utf-8' },
): Promise<StreamResult> {
  const parser = new CsvParser();
  let decoder: TextDecoder | undefined;
  let headerSeen = false;
  const onRow = (cells: string[], line: number) => {
    if (!headerSeen) {
      // A file starting with blank lines: MobilityData's parser skips them too.
      if (cells.length === 1 && cells[0]!.trim() === '') return;
      headerSeen = true;
      sink.header(cells);
      return;
    }
    sink.row(cells, line);
  };
  const push = (text: string) => {
    if (text.includes('\0')) text = text.replace(/\0/g, '');
    if (!result.hasReplacementChar && text.includes('\uFFFD')) result.hasReplacementChar = true;
    if (!result.hasQuote && text.includes('"')) result.hasQuote = true;
    parser.push(text, onRow);
  };
  try {
    for await (const chunk of await entry.open()) {
      checkSignal(signal);
      const bytes = chunk as Buffer;
      if (!decoder) {
        result.encoding = sniffEncoding(bytes);
        // ignoreBOM false: the decoder drops a leading BOM.
        decoder = new TextDecoder(result.encoding);
      }
      push(decoder.decode(bytes, { stream: true }));
    }
    if (decoder) push(decoder.decode());
    parser.end(onRow);
  } catch (err) {
    if (err instanceof CsvError) result.parseError = { message: err.message, line: err.line };
    else throw err;
  }
  if (!headerSeen) sink.header([]);
  return result;
}
