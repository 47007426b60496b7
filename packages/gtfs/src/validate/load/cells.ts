// Generic per-row rules derived from the schema, run while a file streams: row length, empty rows,
// cell text (new lines, bad characters, surrounding spaces), types and formats, ranges and signs,
// enum values, required and conditionally required/forbidden fields. Each column's checks are
// resolved once per file so the hot loop over millions of stop_times cells stays tight.
import { conditionHolds } from '../../schema/conditions.js';
import { mustHaveValue, type Condition, type FieldDef, type TableDef } from '../../schema/dsl.js';
import { Invalid, parserFor, trimCell, type Value } from '../../values.js';
import { emission, type Notice, type PresenceNotice } from '../notice.js';
import type { NoticeContainer } from '../notices.js';
import { flexRowRule } from '../rules/flex_stop_times.js';
import { isValidCurrency, isValidEmail, isValidLanguage, isValidTimezone, isValidUrl } from './formats.js';
import { emptyRow, invalidRowLength, newLineInValue } from '../rules/csv.js';
import {
  invalidCharacter,
  invalidColor,
  invalidCurrency,
  invalidDate,
  invalidEmail,
  invalidFloat,
  invalidInteger,
  invalidLanguageCode,
  invalidTime,
  invalidTimezone,
  invalidUrl,
  leadingOrTrailingWhitespaces,
  missingRecommendedField,
  missingRequiredField,
  mixedCaseRecommendedField,
  nonAsciiOrNonPrintableChar,
  numberOutOfRange,
  unexpectedEnumValue,
} from '../rules/fields.js';

type CellNotice = typeof invalidDate;

const INVALID_CODE: Partial<Record<FieldDef['kind'], CellNotice>> = {
  date: invalidDate,
  time: invalidTime,
  color: invalidColor,
  integer: invalidInteger,
  enum: invalidInteger,
  float: invalidFloat,
  latitude: invalidFloat,
  longitude: invalidFloat,
  currency_amount: invalidFloat,
};

const FORMAT_CHECK: Partial<Record<FieldDef['kind'], [CellNotice, (v: string) => boolean]>> = {
  url: [invalidUrl, isValidUrl],
  email: [invalidEmail, isValidEmail],
  timezone: [invalidTimezone, isValidTimezone],
  language: [invalidLanguageCode, isValidLanguage],
  currency_code: [invalidCurrency, isValidCurrency],
};

function printableAscii(v: string): boolean {
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (c < 0x20 || c > 0x7e) return false;
  }
  return true;
}

/** A customer-facing text that is all capitals or all lower case (words of 2+ letters only). */
export function isNotMixedCase(v: string): boolean {
  const words = v.split(/[\s\-/]+/).filter((w) => /\p{L}{2,}/u.test(w) && !/\d/.test(w));
  if (words.length === 0) return false;
  const upper = words.every((w) => w === w.toUpperCase() && w !== w.toLowerCase());
  const lower = words.every((w) => w === w.toLowerCase() && w !== w.toUpperCase());
  // A single short upper-case word is usually an abbreviation ("MAX", "BART").
  if (upper && words.length === 1 && words[0]!.length <= 4) return false;
  return upper || lower;
}

interface Col {
  cell: number;
  fi: number;
  field: FieldDef;
  parse: (t: string) => Value | Invalid;
  invalidCode: CellNotice | undefined;
  format: [CellNotice, (v: string) => boolean] | undefined;
  enumValues: Set<number> | undefined;
  min: number;
  max: number;
  sign: FieldDef['sign'];
  isId: boolean;
  mixedCase: boolean;
  /** How MobilityData names the broken range in number_out_of_range (`non-negative integer`, ...). */
  rangeText: string;
}

export interface RowChecker {
  /** Fills `out` (indexed like table.fields) and reports notices; false when the row is skipped. */
  check(cells: string[], row: number, out: Value[]): boolean;
  /** Per field index: the column exists in the header. */
  readonly present: boolean[];
}

type Evaluator = (out: Value[]) => boolean;

function compileCondition(table: TableDef, c: Condition): Evaluator {
  const at = new Map(table.fields.map((f, i) => [f.name, i]));
  return (o) => conditionHolds(c, (name) => o[at.get(name) ?? -1]);
}

interface CondRule {
  fi: number;
  when: Evaluator;
  kind: 'required' | 'forbidden';
  /** The rule's specific notice for this field, if it has one (see PresenceNotice). */
  notice: PresenceNotice | undefined;
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
  const cols: Col[] = [];
  columns.forEach((name, cell) => {
    const fi = table.fields.findIndex((f) => f.name === name);
    if (fi < 0 || cols.some((c) => c.fi === fi)) return;
    const field = table.fields[fi]!;
    const [min, max] =
      field.kind === 'latitude'
        ? [-90, 90]
        : field.kind === 'longitude'
          ? [-180, 180]
          : [-Infinity, Infinity];
    cols.push({
      cell,
      fi,
      field,
      parse: parserFor(field.kind),
      invalidCode: INVALID_CODE[field.kind],
      format: FORMAT_CHECK[field.kind],
      enumValues: field.options ? new Set(field.options.map((o) => o.value)) : undefined,
      min,
      max,
      sign: field.sign,
      isId: field.kind === 'id',
      mixedCase: field.mixedCase,
      rangeText: rangeText(field),
    });
  });
  const required = table.fields
    .map((f, fi) => ({ f, fi }))
    .filter(({ f, fi }) => mustHaveValue(f) && present[fi]);
  const recommended = table.fields
    .map((f, fi) => ({ f, fi }))
    .filter(({ f }) => f.presence === 'recommended');
  const conds: CondRule[] = [];
  table.fields.forEach((f, fi) => {
    const notice = opts.presence?.[`${table.name}.${f.name}`];
    if (f.requiredWhen)
      conds.push({ fi, when: compileCondition(table, f.requiredWhen), kind: 'required', notice });
    if (f.forbiddenWhen)
      conds.push({ fi, when: compileCondition(table, f.forbiddenWhen), kind: 'forbidden', notice });
  });
  const fieldIndex = new Map(table.fields.map((f, i) => [f.name, i]));
  const invalid = new Uint8Array(table.fields.length);
  const headerCount = columns.length;
  const rowRule = flexRowRule(table, notices, opts.hasBookingRules ?? false);

  return {
    present,
    check(cells, row, out) {
      if (cells.length === 1 && cells[0] === '') return false; // a blank line: skipped, as MobilityData does
      // A line of spaces only is an empty row; a row of empty cells is read like any other row.
      if (cells.length === 1 && trimCell(cells[0]!) === '') {
        notices.add(emptyRow, { filename: file, csvRowNumber: row });
        return false;
      }
      if (cells.length !== headerCount) {
        notices.add(invalidRowLength, {
          filename: file,
          csvRowNumber: row,
          rowLength: cells.length,
          headerCount,
        });
        return false;
      }
      out.fill(null);
      invalid.fill(0);
      const checkChars = opts.checkReplacementChar();
      const checkNewLines = opts.checkNewLines?.() ?? true;
      for (let k = 0; k < cols.length; k++) {
        const c = cols[k]!;
        const raw = cells[c.cell]!;
        if (raw.length === 0) continue;
        const fieldName = c.field.name;
        if (checkNewLines && (raw.indexOf('\n') >= 0 || raw.indexOf('\r') >= 0))
          notices.add(newLineInValue, { filename: file, csvRowNumber: row, fieldName, fieldValue: raw });
        if (checkChars && raw.indexOf('\uFFFD') >= 0)
          notices.add(invalidCharacter, { filename: file, csvRowNumber: row, fieldName, fieldValue: raw });
        const t = trimCell(raw);
        if (t.length !== raw.length) {
          if (t === '') continue;
          notices.add(leadingOrTrailingWhitespaces, {
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
          continue;
        }
        if (typeof v === 'number') {
          if (v < c.min || v > c.max || (c.sign && !signOk(c.sign, v))) {
            notices.add(numberOutOfRange, {
              filename: file,
              csvRowNumber: row,
              fieldName,
              fieldType: c.rangeText,
              fieldValue: v,
            });
          }
          if (c.enumValues && !c.enumValues.has(v))
            notices.add(unexpectedEnumValue, {
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
            notices.add(nonAsciiOrNonPrintableChar, {
              filename: file,
              csvRowNumber: row,
              columnName: fieldName,
              fieldValue: v,
            });
          } else if (c.mixedCase && isNotMixedCase(v)) {
            notices.add(mixedCaseRecommendedField, {
              filename: file,
              fieldName,
              fieldValue: v,
              csvRowNumber: row,
            });
          }
        }
        out[c.fi] = v;
      }
      for (const { f, fi } of required)
        if (out[fi] === null && !invalid[fi])
          notices.add(missingRequiredField, { filename: file, csvRowNumber: row, fieldName: f.name });
      for (const { f, fi } of recommended)
        if (out[fi] === null && !invalid[fi])
          notices.add(missingRecommendedField, { filename: file, csvRowNumber: row, fieldName: f.name });
      let reported: Set<Notice> | undefined;
      for (let k = 0; k < conds.length; k++) {
        const c = conds[k]!;
        const has = out[c.fi] !== null || invalid[c.fi] === 1;
        if ((c.kind === 'required' ? has : !has) || !c.when(out)) continue;
        let n = c.notice?.(c.kind, (name) => out[fieldIndex.get(name)!] ?? null, row);
        if (n === undefined && c.kind === 'required')
          n = emission(missingRequiredField, {
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
      return true;
    },
  };
}

function rangeText(field: FieldDef): string {
  if (field.kind === 'latitude') return 'latitude within [-90, 90]';
  if (field.kind === 'longitude') return 'longitude within [-180, 180]';
  const type = field.kind === 'currency_amount' ? 'decimal' : field.kind === 'float' ? 'float' : 'integer';
  const sign =
    field.sign === 'non_negative'
      ? 'non-negative '
      : field.sign === 'positive'
        ? 'positive '
        : field.sign === 'non_zero'
          ? 'non-zero '
          : '';
  return sign + type;
}

function signOk(sign: NonNullable<FieldDef['sign']>, v: number): boolean {
  return sign === 'non_negative' ? v >= 0 : sign === 'positive' ? v > 0 : v !== 0;
}
