// Generic per-row rules derived from the schema, run while a file streams: row length, empty rows,
// cell text (new lines, bad characters, surrounding spaces), types and formats, ranges and signs,
// enum values, required and conditionally required/forbidden fields. Each column's checks are
// resolved once per file so the hot loop over millions of stop_times cells stays tight.
import { mustHaveValue, type TableDef } from '../../schema/dsl.js';
import { Invalid, isTrimmedByte, trimCell, type Value } from '../../values.js';
import { emission, type Notice, type PresenceNotice } from '../notice.js';
import type { NoticeContainer } from '../notices.js';
import { flexRowRule } from '../rules/flex_stop_times.js';
import { CSV } from '../rules/csv.js';
import { FIELDS } from '../rules/fields.js';
import {
  compileColumns,
  isNotMixedCase,
  notInEnum,
  outOfRange,
  printableAscii,
  remember,
  type Col,
} from './column_checks.js';
import { compilePresence } from './presence.js';
import { cellText } from './byte-rows.js';

export interface RowChecker {
  /**
   * Fills `out` (indexed like table.fields; all null before the first row, then reused) and reports
   * notices; false when the row is skipped.
   */
  check(cells: string[], row: number, out: Value[]): boolean;
  /**
   * The same for a row of unquoted UTF-8 cells as byte ranges of `buf` (byte-rows.ts), with as many
   * cells as the header has columns: a cell is found among the column's clean ones by its bytes.
   */
  checkBytes(buf: Buffer, starts: Int32Array, ends: Int32Array, row: number, out: Value[]): void;
  /**
   * Per field index, after checkBytes: the entry of the column's byte cache its cell was found at
   * (the same entry, the same value), else -1; a store may remember what it made of an entry's value.
   */
  readonly hits: Int32Array;
  /** Per field index: the column exists in the header. */
  readonly present: boolean[];
  readonly headerCount: number;
}

export function compileRowChecker(
  table: TableDef,
  columns: string[],
  notices: NoticeContainer,
  opts: {
    checkReplacementChar: () => boolean;
    checkNewLines?: () => boolean;
    hasBookingRules?: boolean;
    /** The rules' notices for conditional presence, by `table.field`. */
    presence?: Readonly<Record<string, PresenceNotice>>;
  },
): RowChecker {
  const file = table.file;
  const present = table.fields.map((f) => columns.includes(f.name));
  const cols = compileColumns(table.fields, columns);
  // The fields whose empty cell is a notice: required ones (when their column is there) and recommended ones.
  const expected = table.fields.flatMap((f, fi) =>
    mustHaveValue(f) && present[fi]
      ? [{ f, fi, notice: FIELDS.missing_required_field }]
      : f.presence === 'recommended'
        ? [{ f, fi, notice: FIELDS.missing_recommended_field }]
        : [],
  );
  const conds = compilePresence(table, opts.presence, columns);
  const fieldIndex = new Map(table.fields.map((f, i) => [f.name, i]));
  const invalid = new Uint8Array(table.fields.length);
  const hits = new Int32Array(table.fields.length).fill(-1);
  const headerCount = columns.length;
  const rowRule = flexRowRule(table, notices, opts.hasBookingRules ?? false);
  const errorsOnly = notices.options.errorsOnly ?? false;

  /** The full checks of one non-empty cell: sets out[c.fi] (and invalid[c.fi]), reports notices. */
  const checkCell = (
    c: Col,
    raw: string,
    row: number,
    out: Value[],
    checkNewLines: boolean,
    checkChars: boolean,
  ): void => {
    const fieldName = c.field.name;
    if (checkNewLines && (raw.indexOf('\n') >= 0 || raw.indexOf('\r') >= 0))
      notices.add(CSV.new_line_in_value, { filename: file, csvRowNumber: row, fieldName, fieldValue: raw });
    if (checkChars && raw.indexOf('\uFFFD') >= 0)
      notices.add(FIELDS.invalid_character, {
        filename: file,
        csvRowNumber: row,
        fieldName,
        fieldValue: raw,
      });
    const t = trimCell(raw);
    if (t.length !== raw.length) {
      if (t === '') return;
      notices.add(FIELDS.leading_or_trailing_whitespaces, {
        filename: file,
        csvRowNumber: row,
        fieldName,
        fieldValue: raw,
      });
    }
    const v = c.parse(t);
    if (v instanceof Invalid) {
      invalid[c.fi] = 1;
      if (c.invalidCode)
        notices.add(c.invalidCode, { filename: file, csvRowNumber: row, fieldName, fieldValue: raw });
      return;
    }
    if (typeof v === 'number') {
      if (outOfRange(c, v)) {
        notices.add(FIELDS.number_out_of_range, {
          filename: file,
          csvRowNumber: row,
          fieldName,
          fieldType: c.rangeText,
          fieldValue: v,
        });
      }
      if (notInEnum(c, v))
        notices.add(FIELDS.unexpected_enum_value, {
          filename: file,
          csvRowNumber: row,
          fieldName,
          fieldValue: v,
        });
    } else if (typeof v === 'string') {
      if (c.format && !c.format[1](v)) {
        invalid[c.fi] = 1;
        notices.add(c.format[0], { filename: file, csvRowNumber: row, fieldName, fieldValue: v });
      } else if (c.isId && !printableAscii(v)) {
        notices.add(FIELDS.non_ascii_or_non_printable_char, {
          filename: file,
          csvRowNumber: row,
          columnName: fieldName,
          fieldValue: v,
        });
      } else if (c.mixedCase && isNotMixedCase(v)) {
        notices.add(FIELDS.mixed_case_recommended_field, {
          filename: file,
          fieldName,
          fieldValue: v,
          csvRowNumber: row,
        });
      }
    }
    out[c.fi] = v;
  };

  /** The row-level checks once its cells are read: missing values, conditional presence, Flex. */
  const finishRow = (row: number, out: Value[]): void => {
    for (let k = 0; k < expected.length; k++) {
      const { f, fi, notice } = expected[k]!;
      if (out[fi] === null && !invalid[fi])
        notices.add(notice, { filename: file, csvRowNumber: row, fieldName: f.name });
    }
    let reported: Set<Notice> | undefined;
    for (let k = 0; k < conds.length; k++) {
      const c = conds[k]!;
      const has = out[c.fi] !== null || invalid[c.fi] === 1;
      if ((c.kind === 'required' ? has : !has) || !c.when(out)) continue;
      let n = c.notice?.(c.kind, (name) => out[fieldIndex.get(name)!] ?? null, row);
      if (n === undefined && c.kind === 'required')
        n = emission(FIELDS.missing_required_field, {
          filename: file,
          csvRowNumber: row,
          fieldName: table.fields[c.fi]!.name,
        });
      // One notice per row and code (stop_lat and stop_lon both missing is one stop_without_location).
      if (n && !reported?.has(n[0])) {
        (reported ??= new Set()).add(n[0]);
        notices.add(n[0], n[1]);
      }
    }
    rowRule?.(out, row);
  };

  return {
    present,
    headerCount,
    hits,
    check(cells, row, out) {
      if (cells.length === 1 && cells[0] === '') return false; // a blank line: skipped, as MobilityData does
      // A line of spaces only is an empty row; a row of empty cells is read like any other row.
      if (cells.length === 1 && trimCell(cells[0]!) === '') {
        notices.add(CSV.empty_row, { filename: file, csvRowNumber: row });
        return false;
      }
      if (cells.length !== headerCount) {
        notices.add(CSV.invalid_row_length, {
          filename: file,
          csvRowNumber: row,
          rowLength: cells.length,
          headerCount,
        });
        return false;
      }
      const checkChars = opts.checkReplacementChar();
      const checkNewLines = opts.checkNewLines?.() ?? true;
      for (let k = 0; k < cols.length; k++) {
        const c = cols[k]!;
        // Only header columns are ever written, so resetting them clears the previous row.
        out[c.fi] = null;
        invalid[c.fi] = 0;
        const raw = cells[c.cell]!;
        if (raw.length === 0) continue;
        if (raw === c.last) {
          out[c.fi] = c.lastValue;
          continue;
        }
        if (c.seen !== undefined) {
          c.lookups++;
          const known = c.seen.get(raw);
          if (known !== undefined) {
            out[c.fi] = c.lastValue = known;
            c.last = raw;
            continue;
          }
        }
        const before = notices.added;
        checkCell(c, raw, row, out, checkNewLines, checkChars);
        const v = out[c.fi]!;
        if (c.seen && notices.added === before && invalid[c.fi] === 0 && v !== null) remember(c, raw, v);
      }
      finishRow(row, out);
      return true;
    },
    checkBytes(buf, starts, ends, row, out) {
      for (let k = 0; k < cols.length; k++) {
        const c = cols[k]!;
        out[c.fi] = null;
        invalid[c.fi] = 0;
        hits[c.fi] = -1;
        const s = starts[c.cell]!;
        const e = ends[c.cell]!;
        if (s === e) continue;
        const cache = c.bytes;
        if (c.byteParse) {
          // A plain number in range and among the enum's values is clean: no notice.
          let v = c.byteParse(buf, s, e);
          if (v !== v && errorsOnly) {
            // Spaces around it only warn (leading_or_trailing_whitespaces), as checkCell trims them.
            let a = s;
            let b = e;
            while (a < b && isTrimmedByte(buf[a]!)) a++;
            while (b > a && isTrimmedByte(buf[b - 1]!)) b--;
            if (a === b) continue; // spaces only: an empty cell
            if (a !== s || b !== e) v = c.byteParse(buf, a, b);
          }
          if (v === v && !outOfRange(c, v) && !notInEnum(c, v)) {
            out[c.fi] = v;
            continue;
          }
        } else {
          const hit = cache.find(buf, s, e);
          if (hit >= 0) {
            out[c.fi] = cache.value(hit);
            hits[c.fi] = hit;
            continue;
          }
        }
        const before = notices.added;
        // Unquoted cells hold no line break; a bad byte decodes to U+FFFD, reported by its check.
        checkCell(c, cellText(buf, s, e), row, out, false, true);
        const v = out[c.fi]!;
        if (!c.byteParse && notices.added === before && invalid[c.fi] === 0 && v !== null)
          cache.add(buf, s, e, v);
      }
      finishRow(row, out);
    },
  };
}
