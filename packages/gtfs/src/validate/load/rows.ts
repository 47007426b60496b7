// Streams one zip entry as raw CSV cells with their csvRowNumber (the physical line where the row
// starts; header = 1, as MobilityData counts). The validator needs the raw text (whitespace, new
// lines, bad characters) that the editing row model normalises away, so it reads cells itself, with
// the package's CSV parser and the same encoding rules as read/table.ts. A sink that takes rows as
// bytes gets UTF-8 text's unquoted rows that way (byte-rows.ts), the rest as text.
import { CsvError, CsvParser, type RowHandler } from '../../read/csv.js';
import { sniffEncoding } from '../../read/encoding.js';
import type { GtfsEntry } from '../../read/zip.js';
import { ByteRows, rowTexts, type ByteRowHandler } from './byte-rows.js';

export interface RowSink {
  header(columns: string[]): void;
  row(cells: string[], csvRowNumber: number): void;
  /** A data row as cell byte ranges of `buf` (byte-rows.ts); the cells are those `row` would get. */
  rowBytes?: ByteRowHandler;
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

/** Decodes and parses text from a row start: NUL characters dropped, the text's marks noted. */
class TextRows {
  private readonly parser: CsvParser;
  private readonly decoder: TextDecoder;

  constructor(
    encoding: string,
    /** Past the file's start a BOM is a character (the byte path dropped the file's own). */
    midFile: boolean,
    line: number,
    private readonly onRow: RowHandler,
    private readonly result: StreamResult,
  ) {
    this.parser = new CsvParser(line);
    // ignoreBOM false: the decoder drops a leading BOM.
    this.decoder = new TextDecoder(encoding, { ignoreBOM: midFile });
  }

  push(bytes: Buffer): void {
    this.text(this.decoder.decode(bytes, { stream: true }));
  }

  end(): void {
    this.text(this.decoder.decode());
    this.parser.end(this.onRow);
  }

  private text(text: string): void {
    const result = this.result;
    if (text.includes('\0')) text = text.replace(/\0/g, '');
    if (!result.hasReplacementChar && text.includes('\uFFFD')) result.hasReplacementChar = true;
    if (!result.hasQuote && text.includes('"')) result.hasQuote = true;
    this.parser.push(text, this.onRow);
  }
}

export async function streamRows(
  entry: GtfsEntry,
  sink: RowSink,
  signal?: AbortSignal,
  result: StreamResult = { hasReplacementChar: false, encoding: 'utf-8' },
): Promise<StreamResult> {
  let headerSeen = false;
  const onText: RowHandler = (cells, line) => {
    if (!headerSeen) {
      // A file starting with blank lines: MobilityData's parser skips them too.
      if (cells.length === 1 && cells[0]!.trim() === '') return;
      headerSeen = true;
      sink.header(cells);
      return;
    }
    sink.row(cells, line);
  };
  const onBytes: ByteRowHandler = (buf, starts, ends, n, line) => {
    if (headerSeen) sink.rowBytes!(buf, starts, ends, n, line);
    else onText(rowTexts(buf, starts, ends, n), line);
  };
  let bytes: ByteRows | undefined;
  let text: TextRows | undefined;
  try {
    for await (const chunk of await entry.open()) {
      checkSignal(signal);
      const b = chunk as Buffer;
      if (!bytes && !text) {
        result.encoding = sniffEncoding(b);
        if (result.encoding === 'utf-8' && sink.rowBytes) bytes = new ByteRows(onBytes);
        else text = new TextRows(result.encoding, false, 1, onText, result);
      }
      if (text) {
        text.push(b);
        continue;
      }
      const left = bytes!.push(b);
      if (left) {
        // A quote or a NUL: the text path reads the rest of the file.
        text = new TextRows('utf-8', true, bytes!.line, onText, result);
        text.push(left);
      }
    }
    if (text) text.end();
    else bytes?.end();
  } catch (err) {
    if (err instanceof CsvError) result.parseError = { message: err.message, line: err.line };
    else throw err;
  }
  if (!headerSeen) sink.header([]);
  return result;
}
