// Typed values for each field kind: parse GTFS text into a value the database can sort and compute
// with, and format it back to canonical GTFS text. Text that does not parse is never dropped: the
// caller keeps it in the row's `invalid` map (see row.ts) and writes it back unchanged.
import type { FieldDef, FieldKind } from './schema/dsl.js';

/** A typed value: strings for text-like kinds and dates (`YYYY-MM-DD`), numbers for the rest. */
export type Value = string | number | null;

/** The marker for text that is not a valid value of its kind; `text` is the original, untouched. */
export class Invalid {
  constructor(readonly text: string) {}
}

type Parser = (text: string) => Value | Invalid;

const INTEGER = /^[+-]?\d+$/;
const FLOAT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const COLOR = /^[0-9A-Fa-f]{6}$/;

const asString: Parser = (t) => t;

function parseInteger(t: string): Value | Invalid {
  if (!INTEGER.test(t)) return new Invalid(t);
  const n = Number(t);
  return Number.isSafeInteger(n) ? n : new Invalid(t);
}

function parseFloatValue(t: string): Value | Invalid {
  if (!FLOAT.test(t)) return new Invalid(t);
  const n = Number(t);
  return Number.isFinite(n) ? n : new Invalid(t);
}

function parseColor(t: string): Value | Invalid {
  return COLOR.test(t) ? t.toUpperCase() : new Invalid(t);
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** `YYYYMMDD` → `YYYY-MM-DD`, checking that the day exists. */
function parseDate(t: string): Value | Invalid {
  if (t.length !== 8) return new Invalid(t);
  for (let i = 0; i < 8; i++) {
    const c = t.charCodeAt(i);
    if (c < 48 || c > 57) return new Invalid(t);
  }
  const y = Number(t.slice(0, 4));
  const m = Number(t.slice(4, 6));
  const d = Number(t.slice(6, 8));
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const max = m === 2 && !leap ? 28 : (DAYS_IN_MONTH[m - 1] ?? 0);
  if (m < 1 || m > 12 || d < 1 || d > max) return new Invalid(t);
  return `${t.slice(0, 4)}-${t.slice(4, 6)}-${t.slice(6, 8)}`;
}

/** `H:MM:SS` or `HH:MM:SS` (hours may exceed 24) → seconds since the service day's noon minus 12h. */
function parseTime(t: string): Value | Invalid {
  const n = t.length;
  // Hours: 1 to 3 digits, then ":MM:SS".
  if (n < 7 || n > 9 || t.charCodeAt(n - 3) !== 58 || t.charCodeAt(n - 6) !== 58) return new Invalid(t);
  let h = 0;
  for (let i = 0; i < n - 6; i++) {
    const c = t.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return new Invalid(t);
    h = h * 10 + c;
  }
  const m1 = t.charCodeAt(n - 5) - 48;
  const m2 = t.charCodeAt(n - 4) - 48;
  const s1 = t.charCodeAt(n - 2) - 48;
  const s2 = t.charCodeAt(n - 1) - 48;
  if (m1 < 0 || m1 > 5 || m2 < 0 || m2 > 9 || s1 < 0 || s1 > 5 || s2 < 0 || s2 > 9) return new Invalid(t);
  return h * 3600 + (m1 * 10 + m2) * 60 + s1 * 10 + s2;
}

const PARSERS: Record<FieldKind, Parser> = {
  id: asString,
  text: asString,
  url: asString,
  email: asString,
  phone: asString,
  timezone: asString,
  language: asString,
  currency_code: asString,
  currency_amount: parseFloatValue,
  color: parseColor,
  date: parseDate,
  time: parseTime,
  integer: parseInteger,
  float: parseFloatValue,
  latitude: parseFloatValue,
  longitude: parseFloatValue,
  enum: parseInteger,
};

/** The parser of a kind, for hot loops that resolve it once per column. */
export function parserFor(kind: FieldKind): Parser {
  return PARSERS[kind];
}

/**
 * Parse one cell. Leading and trailing whitespace is removed first (GTFS: "extra spaces should be
 * removed"); empty text is null. Range, sign and enum membership are the validator's job, so `-200`
 * latitude or route_type `99` parse as numbers.
 */
export function parseValue(field: Pick<FieldDef, 'kind'>, text: string): Value | Invalid {
  const t = trimCell(text);
  return t === '' ? null : PARSERS[field.kind](t);
}

/** Trim only when needed: most cells have no surrounding whitespace. */
/** Whether trimCell trims this byte of an ASCII cell (String#trim's ASCII whitespace). */
export const isTrimmedByte = (c: number): boolean => c === 32 || (c >= 9 && c <= 13);

export function trimCell(text: string): string {
  const n = text.length;
  if (n === 0) return text;
  return text.charCodeAt(0) <= 32 || text.charCodeAt(n - 1) <= 32 ? text.trim() : text;
}

function pad2(n: number): string {
  return n < 10 ? '0' + n : String(n);
}

/** Seconds → `HH:MM:SS` (at least two hour digits). */
export function formatTime(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return pad2(h) + ':' + pad2(m) + ':' + pad2(s);
}

function formatNumber(n: number): string {
  const s = String(n);
  // GTFS floats are plain decimals; avoid `1e-7` for tiny values.
  return s.includes('e') ? n.toFixed(20).replace(/\.?0+$/, '') : s;
}

/** Canonical GTFS text of a typed value (`null` → empty). */
export function formatValue(field: Pick<FieldDef, 'kind'>, value: Value): string {
  if (value === null) return '';
  switch (field.kind) {
    case 'date':
      return typeof value === 'string' ? value.replace(/-/g, '') : String(value);
    case 'time':
      return typeof value === 'number' ? formatTime(value) : value;
    case 'color':
      return typeof value === 'string' ? value.toUpperCase() : String(value);
    default:
      return typeof value === 'number' ? formatNumber(value) : value;
  }
}
