// Streams one file of the zip: header checks, the generic per-row rules (cells.ts) and the row's store.
import type { PresenceNotice } from '../notice.js';
import type { TableDef } from '../../schema/dsl.js';
import type { GtfsEntry } from '../../read/zip.js';
import type { Value } from '../../values.js';
import type { NoticeContainer } from '../notices.js';
import { compileRowChecker } from './cells.js';
import { checkSignal, streamRows } from './rows.js';
import { storeFor } from './stores.js';
import type { LoadedFeed, RawRow, TableInfo } from './loaded.js';
import { CSV } from '../rules/csv.js';
import { rowTexts, type ByteRowHandler } from './byte-rows.js';

/**
 * Another reader of the same rows (the feed diff's digest), so a file is inflated and parsed once for
 * both: every data row as the validator gets it, as text cells or as cell byte ranges.
 */
export interface RowTap {
  text(cells: readonly string[]): void;
  bytes: ByteRowHandler;
  /** The file could not be parsed to its end. */
  failed(error: { message: string; line: number }): void;
}

/** A tap for the file with this trimmed header, or none. */
export type RowTaps = (file: string, columns: readonly string[]) => RowTap | undefined;

export interface ReadOptions {
  signal?: AbortSignal;
  /** The rules' notices for conditional presence (rules/index.ts's PRESENCE); without them a broken
   * condition is the generic missing_required_field. Passed in because the rules read LoadedFeed. */
  presence?: Readonly<Record<string, PresenceNotice>>;
  tap?: RowTaps;
  /**
   * The zip's file, to read a big stop_times.txt on two threads (stop-times-split.ts; not with a tap):
   * from `minBytes` on (default SPLIT_MIN_BYTES).
   */
  twoThreads?: { zip: string; minBytes?: number };
}

/** A part of a file cut in two (cut.ts): its lines are numbered from `lineOffset` + 2 on. */
export interface FilePart {
  /** The second part, read behind a copy of the header: the first part reported the header. */
  rest: boolean;
  lineOffset: number;
}

/** Rows whose length sizes a big table's columns. */
const SAMPLE_ROWS = 1000;

export async function loadTable(
  feed: LoadedFeed,
  def: TableDef,
  entry: GtfsEntry,
  info: TableInfo,
  notices: NoticeContainer,
  { signal, presence, tap }: ReadOptions,
  part?: FilePart,
): Promise<number> {
  // Answers its data lines; with a part, the caller checks for an empty file (checkEmptyFile).
  const off = part?.lineOffset ?? 0;
  let rowTap: RowTap | undefined;
  const file = def.file;
  const store = storeFor(feed, def);
  const out: Value[] = new Array<Value>(def.fields.length).fill(null);
  let checker: ReturnType<typeof compileRowChecker> | undefined;
  let hasBadChars = false;
  let rowsSinceCheck = 0;
  let dataLines = 0;
  const state = { hasReplacementChar: false, hasQuote: false, encoding: 'utf-8' };
  const columnar = def.name === 'stop_times' ? feed.stopTimes : def.name === 'shapes' ? feed.shapes : null;
  let sampledChars = 0;
  let hasQuote = false;
  // From the first rows' length, the file's rows (5% to spare; the columns still grow if short).
  const sample = () => {
    if (dataLines === SAMPLE_ROWS)
      columnar!.presize(Math.ceil(((entry.uncompressedSize / sampledChars) * SAMPLE_ROWS * 21) / 20));
  };
  const everyBatch = () => {
    if (++rowsSinceCheck >= 4096) {
      rowsSinceCheck = 0;
      checkSignal(signal);
    }
  };
  const textRow = (cells: string[], row: number, badChars: boolean, quote: boolean) => {
    if (!checker) return;
    if (cells.length > 1 || cells[0] !== '') dataLines++;
    if (columnar && dataLines <= SAMPLE_ROWS) {
      for (const c of cells) sampledChars += c.length + 1; // the cell and its comma or line end
      sample();
    }
    everyBatch();
    hasBadChars = badChars;
    hasQuote = quote;
    if (!checker.check(cells, row, out)) return;
    info.rowCount++;
    store(out, row);
  };
  const result = await streamRows(
    entry,
    {
      header(cells) {
        const columns = cells.map((c) => c.trim());
        info.columns = columns;
        rowTap = tap?.(file, columns);
        if (columns.length === 0 || part?.rest) return checkRows();
        columns.forEach((c, i) => {
          if (c === '') notices.add(CSV.empty_column_name, { filename: file, index: i });
          else {
            const first = columns.indexOf(c);
            if (first !== i)
              notices.add(CSV.duplicated_column, {
                filename: file,
                fieldName: c,
                firstIndex: first,
                secondIndex: i,
              });
            else if (!def.fieldsByName.has(c))
              notices.add(CSV.unknown_column, { filename: file, fieldName: c, index: i });
          }
        });
        for (const f of def.fields)
          if (f.presence === 'required' && !columns.includes(f.name))
            notices.add(CSV.missing_required_column, { filename: file, fieldName: f.name });
        checkRows();
      },
      row(cells, row) {
        rowTap?.text(cells);
        // The stream marks replacement chars and quotes per chunk; look once per row.
        textRow(cells, row + off, state.hasReplacementChar, !!state.hasQuote);
      },
      rowBytes(buf, starts, ends, n, row) {
        rowTap?.bytes(buf, starts, ends, n, row);
        if (!checker) return;
        // Blank lines, empty rows and rows of the wrong length go the text way (they are rare); an
        // unquoted cell has no line break, and a bad byte decodes to U+FFFD, so look for that.
        if (n === 1 || n !== checker.headerCount)
          return textRow(rowTexts(buf, starts, ends, n), row + off, true, false);
        dataLines++;
        if (columnar && dataLines <= SAMPLE_ROWS) {
          sampledChars += ends[n - 1]! - starts[0]! + 1;
          sample();
        }
        everyBatch();
        checker.checkBytes(buf, starts, ends, row + off, out);
        info.rowCount++;
        store(out, row + off, checker.hits);
      },
    },
    signal,
    state,
  );
  if (result.parseError) {
    rowTap?.failed(result.parseError);
    info.parseFailed = true;
    notices.add(CSV.csv_parsing_failed, {
      filename: file,
      lineIndex: result.parseError.line + off,
      message: result.parseError.message,
    });
  }
  if (!part) checkEmptyFile(def, info, dataLines, notices);
  return dataLines;

  function checkRows(): void {
    const columns = info.columns;
    if (columns.length === 0) return;
    checker = compileRowChecker(def, columns, notices, {
      checkReplacementChar: () => hasBadChars,
      checkNewLines: () => hasQuote,
      hasBookingRules: feed.files.includes('booking_rules.txt'),
      presence,
    });
  }
}

/** A file without a header, or a required one without data rows. */
export function checkEmptyFile(
  def: TableDef,
  info: TableInfo,
  dataLines: number,
  notices: NoticeContainer,
): void {
  if (info.columns.length === 0 || (dataLines === 0 && def.presence === 'required'))
    notices.add(CSV.empty_file, { filename: def.file });
}

export async function loadRaw(entry: GtfsEntry, signal?: AbortSignal): Promise<RawRow[]> {
  let columns: string[] = [];
  const rows: RawRow[] = [];
  await streamRows(
    entry,
    {
      header: (cells) => (columns = cells.map((c) => c.trim())),
      row(cells, row) {
        if (cells.length === 1 && cells[0] === '') return;
        const r: Record<string, string | number> = { _row: row };
        columns.forEach((c, i) => (r[c] = (cells[i] ?? '').trim()));
        rows.push(r as RawRow);
      },
    },
    signal,
  );
  return rows;
}
