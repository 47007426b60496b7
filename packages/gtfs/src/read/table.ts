// Streaming one GTFS table out of the zip: bytes → text (UTF-8, or UTF-16 converted) → CSV rows →
// the row model, yielded in batches so a whole file's rows are never held at once.
import { CsvError, CsvParser } from './csv.js';
import { GtfsReadError, WARNING_EXAMPLES, type GtfsReadWarning, type GtfsReadWarningCode } from './errors.js';
import { sniffEncoding } from './encoding.js';
import type { GtfsEntry } from './zip.js';
import { describeHeader, RowBuilder, type GtfsRow, type TableHeader } from '../row.js';

export interface ReadTableOptions {
  /** Rows per batch (approximate: a batch closes after the chunk that fills it). Default 5,000. */
  batchSize?: number;
  /** Warnings of this file are appended here, one per code with a count. */
  warnings?: GtfsReadWarning[];
}

export interface TableBatch {
  header: TableHeader;
  rows: GtfsRow[];
}

const REPLACEMENT = Buffer.from([0xef, 0xbf, 0xbd]);

function countOf(s: string, ch: string): number {
  let n = 0;
  for (let i = s.indexOf(ch); i >= 0; i = s.indexOf(ch, i + 1)) n++;
  return n;
}

function countBytes(b: Buffer, seq: Buffer): number {
  let n = 0;
  for (let i = b.indexOf(seq); i >= 0; i = b.indexOf(seq, i + 1)) n++;
  return n;
}

/** Read a table entry (kind `table`) as batches of rows; the first batch always comes, even for an empty file. */
export async function* readTable(entry: GtfsEntry, opts: ReadTableOptions = {}): AsyncGenerator<TableBatch> {
  const table = entry.table;
  if (!table) throw new Error(`${entry.name} is not a GTFS table Ruta edits`);
  const batchSize = opts.batchSize ?? 5000;
  const file = entry.name;
  const found = new Map<GtfsReadWarningCode, GtfsReadWarning>();
  const warn = (code: GtfsReadWarningCode, message: string, line?: number) => {
    const w = found.get(code);
    if (w) {
      w.count++;
      if (line !== undefined && w.lines!.length < WARNING_EXAMPLES) w.lines!.push(line);
    } else found.set(code, { code, message, file, line, lines: line === undefined ? [] : [line], count: 1 });
  };

  let header: TableHeader | undefined;
  let builder: RowBuilder | undefined;
  let batch: GtfsRow[] = [];
  const onRow = (cells: string[], line: number) => {
    if (cells.length === 1 && cells[0]!.trim() === '') {
      warn('empty_lines_skipped', 'empty lines were skipped', line);
      return;
    }
    if (!builder) {
      const columns = cells.map((c) => c.trim());
      if (columns.some((c, i) => c !== cells[i]))
        warn('header_whitespace_trimmed', 'spaces around column names were removed', line);
      const dup = columns.find((c, i) => columns.indexOf(c) !== i);
      if (dup !== undefined)
        throw new GtfsReadError('duplicate_column', `the column "${dup}" appears twice in the header`, {
          file,
          line,
          params: { column: dup },
        });
      header = describeHeader(table, entry.path, columns);
      builder = new RowBuilder(header);
      return;
    }
    const n = header!.columns.length;
    if (cells.length < n)
      warn(
        'row_too_short',
        `rows have fewer cells than the header (${n}); the missing cells are read as empty`,
        line,
      );
    else if (cells.length > n)
      warn(
        'row_too_long',
        `rows have more cells than the header (${n}); empty extra cells are dropped, others kept in extras as "(column N)" (no column to write them back in)`,
        line,
      );
    batch.push(builder.build(cells));
  };

  const parser = new CsvParser();
  let decoder: TextDecoder | undefined;
  let lastLine = 0;
  const trackLine = (cells: string[], line: number) => {
    lastLine = line;
    onRow(cells, line);
  };
  try {
    for await (const chunk of await entry.open()) {
      const bytes = chunk as Buffer;
      if (!decoder) {
        const encoding = sniffEncoding(bytes);
        if (encoding !== 'utf-8')
          warn('converted_utf16', `the file is ${encoding.toUpperCase()}; converted to UTF-8`);
        decoder = new TextDecoder(encoding);
      }
      let text = decoder.decode(bytes, { stream: true });
      text = clean(text, bytes, decoder.encoding, warn, lastLine);
      parser.push(text, trackLine);
      if (batch.length >= batchSize && header) {
        yield { header, rows: batch };
        batch = [];
      }
    }
    if (decoder)
      parser.push(clean(decoder.decode(), Buffer.alloc(0), decoder.encoding, warn, lastLine), trackLine);
    parser.end(trackLine);
  } catch (err) {
    if (err instanceof CsvError)
      throw new GtfsReadError('csv_unclosed_quote', err.message, { file, line: err.line });
    if (err instanceof GtfsReadError) throw err;
    throw new GtfsReadError('corrupt_zip', 'cannot be read from the zip', {
      file,
      detail: (err as Error).message,
    });
  }
  header ??= describeHeader(table, entry.path, []);
  opts.warnings?.push(...found.values());
  yield { header, rows: batch };
}

/** Remove NUL characters and note replaced invalid UTF-8, each with a warning (never silently). */
function clean(
  text: string,
  bytes: Buffer,
  encoding: string,
  warn: (code: GtfsReadWarningCode, message: string, line?: number) => void,
  line: number,
): string {
  if (text.includes('\0')) {
    warn('nul_removed', 'NUL characters were removed', line + 1);
    text = text.replace(/\0/g, '');
  }
  if (
    encoding === 'utf-8' &&
    text.includes('\uFFFD') &&
    countOf(text, '\uFFFD') > countBytes(bytes, REPLACEMENT)
  )
    // The chunk starts on the line after the last row parsed; count its line breaks up to the byte.
    warn(
      'invalid_utf8_replaced',
      'invalid UTF-8 bytes were replaced by U+FFFD (�)',
      line + 1 + countOf(text.slice(0, text.indexOf('\uFFFD')), '\n'),
    );
  return text;
}
