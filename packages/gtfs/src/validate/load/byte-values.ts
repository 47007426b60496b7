// Numbers and times read straight from a cell's bytes, for the common plain forms only: the value
// is the one values.ts's parser gives for the same text, and anything else (a sign `+`, an exponent,
// spaces, more digits than a double holds exactly) answers NaN so the caller checks the text in full.
import type { FieldKind } from '../../schema/dsl.js';

export type ByteParser = (buf: Uint8Array, s: number, e: number) => number;

const ZERO = 48;
const COLON = 58;
const MINUS = 45;
const DOT = 46;
/** Digits of a decimal that make an integer below 2^53, so its double is exact. */
const MAX_DIGITS = 15;
const POW10 = Array.from({ length: MAX_DIGITS + 1 }, (_, i) => 10 ** i);

/** `H:MM:SS` or `HH:MM:SS` (1 to 3 hour digits) as parseTime reads it. */
function timeBytes(buf: Uint8Array, s: number, e: number): number {
  const n = e - s;
  if (n < 7 || n > 9 || buf[e - 3] !== COLON || buf[e - 6] !== COLON) return NaN;
  let h = 0;
  for (let i = s; i < e - 6; i++) {
    const c = buf[i]! - ZERO;
    if (c < 0 || c > 9) return NaN;
    h = h * 10 + c;
  }
  const m1 = buf[e - 5]! - ZERO;
  const m2 = buf[e - 4]! - ZERO;
  const s1 = buf[e - 2]! - ZERO;
  const s2 = buf[e - 1]! - ZERO;
  if (m1 < 0 || m1 > 5 || m2 < 0 || m2 > 9 || s1 < 0 || s1 > 5 || s2 < 0 || s2 > 9) return NaN;
  return h * 3600 + (m1 * 10 + m2) * 60 + s1 * 10 + s2;
}

/** `-?digits`: Number() of the same text (at most 15 digits, a safe integer). */
function integerBytes(buf: Uint8Array, s: number, e: number): number {
  const neg = buf[s] === MINUS;
  const from = neg ? s + 1 : s;
  if (from === e || e - from > MAX_DIGITS) return NaN;
  let m = 0;
  for (let i = from; i < e; i++) {
    const c = buf[i]! - ZERO;
    if (c < 0 || c > 9) return NaN;
    m = m * 10 + c;
  }
  return neg ? -m : m;
}

/**
 * `-?digits[.digits]`: Number() of the same text. With at most 15 digits the digits make an exact
 * double and so does their power of ten, and one division of exact doubles is correctly rounded,
 * as Number() is.
 */
function decimalBytes(buf: Uint8Array, s: number, e: number): number {
  const neg = buf[s] === MINUS;
  let i = neg ? s + 1 : s;
  let m = 0;
  let digits = 0;
  let fraction = -1;
  for (; i < e; i++) {
    const c = buf[i]! - ZERO;
    if (c >= 0 && c <= 9) {
      m = m * 10 + c;
      digits++;
    } else if (c === DOT - ZERO && fraction < 0 && digits > 0) fraction = 0;
    else return NaN;
    if (fraction >= 0 && c !== DOT - ZERO) fraction++;
  }
  if (digits === 0 || digits > MAX_DIGITS) return NaN;
  const v = fraction > 0 ? m / POW10[fraction]! : m;
  return neg ? -v : v;
}

/** The byte reader of a numeric kind; undefined for kinds kept as text. */
export function byteParserFor(kind: FieldKind): ByteParser | undefined {
  switch (kind) {
    case 'time':
      return timeBytes;
    case 'integer':
    case 'enum':
      return integerBytes;
    case 'float':
    case 'latitude':
    case 'longitude':
    case 'currency_amount':
      return decimalBytes;
    default:
      return undefined;
  }
}
