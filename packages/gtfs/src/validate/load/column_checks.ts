// One column's checks, resolved once per file from its schema field (parser, invalid-value notice,
// format, enum values, range, sign, id and mixed-case checks) so the row loop in cells.ts stays tight.
import type { FieldDef } from '../../schema/dsl.js';
import { parserFor, type Invalid, type Value } from '../../values.js';
import { FIELDS } from '../rules/fields.js';
import { ByteCache } from './byte-cache.js';
import { byteParserFor, type ByteParser } from './byte-values.js';
import { isValidCurrency, isValidEmail, isValidLanguage, isValidTimezone, isValidUrl } from './formats.js';

export type CellNotice = typeof FIELDS.invalid_date;

const INVALID_CODE: Partial<Record<FieldDef['kind'], CellNotice>> = {
  date: FIELDS.invalid_date,
  time: FIELDS.invalid_time,
  color: FIELDS.invalid_color,
  integer: FIELDS.invalid_integer,
  enum: FIELDS.invalid_integer,
  float: FIELDS.invalid_float,
  latitude: FIELDS.invalid_float,
  longitude: FIELDS.invalid_float,
  currency_amount: FIELDS.invalid_float,
};

const FORMAT_CHECK: Partial<Record<FieldDef['kind'], [CellNotice, (v: string) => boolean]>> = {
  url: [FIELDS.invalid_url, isValidUrl],
  email: [FIELDS.invalid_email, isValidEmail],
  timezone: [FIELDS.invalid_timezone, isValidTimezone],
  language: [FIELDS.invalid_language_code, isValidLanguage],
  currency_code: [FIELDS.invalid_currency, isValidCurrency],
};

export function printableAscii(v: string): boolean {
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

export interface Col {
  cell: number;
  fi: number;
  field: FieldDef;
  parse: (t: string) => Value | Invalid;
  invalidCode: CellNotice | undefined;
  format: [CellNotice, (v: string) => boolean] | undefined;
  enumValues: Set<number> | undefined;
  /** The enum's values as bits when they are all integers from 0 to 30 (most GTFS enums), else 0. */
  enumBits: number;
  min: number;
  max: number;
  sign: FieldDef['sign'];
  isId: boolean;
  mixedCase: boolean;
  /** How MobilityData names the broken range in number_out_of_range (`non-negative integer`, ...). */
  rangeText: string;
  /**
   * Raw cells already found clean (no notice: no surrounding space, line break or bad character, a
   * valid value in range), with their value: every check is a function of the raw text alone, and
   * stop_times repeat their times, stop ids and sequences millions of times. Dropped when a column
   * repeats too little to pay for the lookups.
   */
  seen: Map<string, Value> | undefined;
  /** The last clean cell met and its value: trip ids and flags repeat from row to row. */
  last: string;
  lastValue: Value;
  lookups: number;
  misses: number;
  /** Numeric kinds: the value of a plain cell read from its bytes (NaN when not plain). */
  byteParse: ByteParser | undefined;
  /** Text kinds: the clean cells met as bytes (byte-rows.ts), with their value. */
  bytes: ByteCache;
}

const SEEN_MAX = 1 << 16;

/** Keeps a clean cell's value; gives the cache up when most lookups miss. */
export function remember(c: Col, raw: string, v: Value): void {
  const seen = c.seen!;
  // After 4,096 misses, a column that missed more often than it hit holds mostly distinct values.
  if (++c.misses === 4096 && c.misses * 2 > c.lookups) {
    c.seen = undefined;
    return;
  }
  // Whether a line break or a replacement char is reported depends on the file, not the cell alone.
  if (/[\n\r\uFFFD]/.test(raw)) return;
  c.last = raw;
  c.lastValue = v;
  if (seen.size < SEEN_MAX) seen.set(raw, v);
}

/** The checks of each header column the schema knows (a repeated column counts once). */
export function compileColumns(fields: readonly FieldDef[], columns: string[]): Col[] {
  const cols: Col[] = [];
  columns.forEach((name, cell) => {
    const fi = fields.findIndex((f) => f.name === name);
    if (fi < 0 || cols.some((c) => c.fi === fi)) return;
    const field = fields[fi]!;
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
      enumBits: smallEnumBits(field.options?.map((o) => o.value)),
      min,
      max,
      sign: field.sign,
      isId: field.kind === 'id',
      mixedCase: field.mixedCase,
      rangeText: rangeText(field),
      seen: new Map(),
      last: '',
      lastValue: null,
      lookups: 0,
      misses: 0,
      byteParse: byteParserFor(field.kind),
      bytes: new ByteCache(),
    });
  });
  return cols;
}

function smallEnumBits(values: readonly number[] | undefined): number {
  let bits = 0;
  for (const v of values ?? []) {
    if ((v | 0) !== v || v < 0 || v > 30) return 0;
    bits |= 1 << v;
  }
  return bits;
}

/** A number the column's enum does not list (unexpected_enum_value); false for a column without one. */
export function notInEnum(c: Col, v: number): boolean {
  if (c.enumBits !== 0) return !((v | 0) === v && v >= 0 && v <= 30 && ((c.enumBits >>> v) & 1) === 1);
  return c.enumValues !== undefined && !c.enumValues.has(v);
}

/** A number outside the field's range or sign (number_out_of_range). */
export const outOfRange = (c: Col, v: number): boolean =>
  v < c.min || v > c.max || (!!c.sign && !signOk(c.sign, v));

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
