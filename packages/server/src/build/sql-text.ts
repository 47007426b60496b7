// PostgreSQL expressions that give a cell's canonical GTFS text, so the export can let COPY write the
// CSV and Node only copies bytes. The canonical form itself belongs to @ruta/gtfs (`formatValue`):
// each expression here mirrors it for one column type, and test/build/sql-text.test.ts checks them
// against formatValue on edge values. An expression is NULL for an empty cell, so COPY's CSV writes
// it unquoted (a non-NULL '' would be written as "").
import type { FieldDef, FieldKind } from '@ruta/gtfs';
import { ident } from '../feed/sql-schema.js';

/** A SQL string literal (standard_conforming_strings: only quotes are special). */
export const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** formatTime: HH:MM:SS, at least two hour digits; negative seconds (never parsed, but possible
 * through SQL) mirror JS's floor division and pad2 (`n < 10` → '0' + n). to_char of HHMMSS as one
 * number is the cheapest form (about half the cost of three lpad), for hours below 100. */
function timeSql(c: string): string {
  const hhmmss = `to_char(${c} / 3600 * 10000 + ${c} % 3600 / 60 * 100 + ${c} % 60, 'FM00":"00":"00')`;
  const long = `(${c} / 3600)::text || ':' || lpad((${c} % 3600 / 60)::text, 2, '0') || ':' || lpad((${c} % 60)::text, 2, '0')`;
  const negative = `'0' || floor(${c} / 3600.0)::bigint::text || ':0' || floor(${c} % 3600 / 60.0)::bigint::text
    || ':0' || (${c} % 60)::text`;
  return `CASE WHEN ${c} >= 0 AND ${c} < 360000 THEN ${hhmmss} WHEN ${c} >= 0 THEN ${long} ELSE ${negative} END`;
}

/**
 * formatNumber of a double: JS `String(n)`, or `toFixed(20)` without trailing zeros when that has an
 * exponent. Below 2^53 PostgreSQL's float8 text has the same shortest round-trip digits as JS, but switches to
 * exponent form outside [1e-4, 1e15) where JS does outside [1e-6, 1e21); this lays those digits out
 * the JS way. Below 1e-6, toFixed(20) rounds the exact binary value, which is recomputed from the
 * double's bits (mantissa · 2^-k, rounded half up to 20 decimals; 0 when k > 125 since then
 * mantissa · 10^20 < 2^120 < 2^(k-1)).
 */
function floatSql(c: string): string {
  const s = `${c}::text`;
  const sign = `CASE WHEN ${c} < 0 THEN '-' ELSE '' END`;
  const mantissa = `split_part(ltrim(${s}, '-'), 'e', 1)`;
  const digits = `replace(${mantissa}, '.', '')`;
  const e = `split_part(${s}, 'e', 2)::int`; // value = d.ddd × 10^e
  const plain = `${sign} || CASE
      WHEN ${e} < 0 THEN '0.' || repeat('0', -${e} - 1) || ${digits}
      WHEN length(${digits}) <= ${e} + 1 THEN ${digits} || repeat('0', ${e} + 1 - length(${digits}))
      ELSE left(${digits}, ${e} + 1) || '.' || substr(${digits}, ${e} + 2) END`;
  const bits = `('x' || encode(float8send(${c}), 'hex'))::bit(64)::bigint`;
  const exp = `((${bits} >> 52) & 2047)`;
  const m = `((${bits} & 4503599627370495) + CASE WHEN ${exp} = 0 THEN 0 ELSE 4503599627370496 END)::numeric`;
  // Tiny: the double is m / 2^k exactly.
  const k = `CASE WHEN ${exp} = 0 THEN 1074 ELSE 1075 - ${exp} END`;
  const n = `(${m} * 100000000000000000000)`;
  const p = `power(2::numeric, ${k})`;
  const fixed20 = `CASE WHEN ${k} > 125 THEN 0 ELSE div(${n}, ${p}) + CASE WHEN 2 * mod(${n}, ${p}) >= ${p} THEN 1 ELSE 0 END END`;
  const tiny = `${sign} || regexp_replace('0.' || lpad(${fixed20}::text, 20, '0'), '\\.?0+$', '')`;
  // Huge (≥ 2^53, an integer m · 2^(exp-1075)): JS's shortest digits accept a decimal exactly halfway
  // between two doubles when it reads back as the even one, where PostgreSQL prints one digit more.
  // The shortest rounding of the integer that reads back as the same double is JS's. (Rounding to
  // 10^j is never a tie that reads back: that needs a spacing ≥ 10^j, so ≥ j+1 factors 2 in the
  // value, while a value ending in 5·10^(j-1) has j-1.)
  const whole = `(${m} * power(2::numeric, ${exp} - 1075))`;
  const shortest = `(SELECT r FROM generate_series(310, 0, -1) j, round(${whole}, -j) r WHERE CASE WHEN r < 1.7976931348623158e308 THEN r::float8 = abs(${c}) ELSE false END LIMIT 1)::text`;
  const huge = `${sign} || CASE WHEN abs(${c}) < 1e21 THEN ${shortest} ELSE regexp_replace(
      left(${shortest}, 1) || rtrim('.' || substr(rtrim(${shortest}, '0'), 2), '.') || 'e+' || (length(${shortest}) - 1)::text,
      '\\.?0+$', '') END`;
  // PostgreSQL writes [1e-4, 1e15) without exponent: checked by value, not by looking for an 'e'
  // in the text, to convert each value once.
  return `CASE WHEN abs(${c}) >= 1e-4::float8 AND abs(${c}) < 1e15::float8 THEN ${s}
    WHEN ${c} = 0 THEN '0'
    WHEN abs(${c}) >= 9007199254740992 THEN ${huge}
    WHEN strpos(${s}, 'e') = 0 THEN ${s}
    WHEN ${e} >= -6 THEN ${plain}
    ELSE ${tiny} END`;
}

const BY_KIND: Partial<Record<FieldKind, (c: string) => string>> = {
  color: (c) => `upper(${c})`,
  date: (c) => `to_char(${c}, 'YYYYMMDD')`,
  time: timeSql,
  integer: (c) => `${c}::text`,
  enum: (c) => `${c}::text`,
  float: floatSql,
  latitude: floatSql,
  longitude: floatSql,
  currency_amount: floatSql,
};

/** The canonical text of a typed column (NULL when NULL), by its field's kind. */
export function valueTextSql(kind: FieldKind, column: string): string {
  return BY_KIND[kind]?.(column) ?? column;
}

/**
 * One CSV cell of a column, as RowFormatter writes it: a field's invalid text if any, else its
 * canonical value; a column the schema does not know comes from `extras`. NULL when empty.
 */
export function cellSql(name: string, field: FieldDef | undefined): string {
  const text = field
    ? `COALESCE(invalid ->> ${literal(name)}, ${valueTextSql(field.kind, ident(field.sqlName))})`
    : `extras ->> ${literal(name)}`;
  return `NULLIF(${text}, '')`;
}
