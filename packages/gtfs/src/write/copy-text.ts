// Rows of the row model → PostgreSQL COPY text format, one encoder per file header. Here rather than
// in the server so that a worker thread can parse and encode a big file with this package alone.
// Text format: columns separated by tabs, rows by \n, NULL as \N, and backslash, tab, CR and LF
// escaped with a backslash (https://www.postgresql.org/docs/current/sql-copy.html#id-1.9.3.55.9.2).
import type { FieldDef } from '../schema/dsl.js';
import type { GtfsRow, TableHeader } from '../row.js';
import type { Value } from '../values.js';

const NEEDS_ESCAPE = /[\\\t\n\r]/;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

export function copyEscape(text: string): string {
  return NEEDS_ESCAPE.test(text) ? text.replace(/[\\\t\n\r]/g, (c) => ESCAPES[c]!) : text;
}

const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

/**
 * How a typed value goes into its column: its COPY text, or `undefined` when the value parsed but
 * does not fit the column (an integer beyond 32 bits, the year 0000 that PostgreSQL dates lack); such
 * a value is kept as text in `invalid` instead, like any other unparseable cell.
 */
type Cell = (value: Exclude<Value, null>) => string | undefined;

const textCell: Cell = (v) => copyEscape(String(v));
const numberCell: Cell = (v) => String(v);
const int32Cell: Cell = (v) =>
  typeof v === 'number' && v >= INT32_MIN && v <= INT32_MAX ? String(v) : undefined;
const dateCell: Cell = (v) => (typeof v === 'string' && !v.startsWith('0000') ? v : undefined);

function cellOf(field: FieldDef): Cell {
  switch (field.kind) {
    case 'integer':
    case 'enum':
      return int32Cell;
    case 'time':
    case 'float':
    case 'latitude':
    case 'longitude':
    case 'currency_amount':
      return numberCell;
    case 'date':
      return dateCell;
    default:
      return textCell;
  }
}

/** The GTFS text of a value that did not fit its column, as the file had it (canonical form). */
function originalText(field: FieldDef, value: Exclude<Value, null>): string {
  return field.kind === 'date' ? String(value).replace(/-/g, '') : String(value);
}

export interface CopyText {
  /** The SQL columns of the file's known fields, in the order `encode` writes them. */
  sqlColumns: string[];
  /**
   * The COPY text of `rows` (each line ends with \n): `prefix` (the leading columns' text, e.g. the
   * project id), the known fields, then `invalid` and `extras` as JSON.
   */
  encode(rows: readonly GtfsRow[]): string;
}

export function copyText(header: TableHeader, prefix: string): CopyText {
  const fields = header.columns
    .map((c) => header.table.fieldsByName.get(c))
    .filter((f): f is FieldDef => f !== undefined);
  const names = fields.map((f) => f.name);
  const cells = fields.map(cellOf);
  const n = fields.length;
  return {
    sqlColumns: fields.map((f) => f.sqlName),
    encode(rows) {
      let out = '';
      for (const row of rows) {
        const values = row.values;
        let invalid = row.invalid;
        let line = prefix;
        for (let i = 0; i < n; i++) {
          const v = values[names[i]!];
          if (v === null || v === undefined) {
            line += '\t\\N';
            continue;
          }
          const text = cells[i]!(v);
          if (text === undefined) {
            invalid = { ...invalid, [names[i]!]: originalText(fields[i]!, v) };
            line += '\t\\N';
          } else line += '\t' + text;
        }
        line += invalid ? '\t' + copyEscape(JSON.stringify(invalid)) : '\t\\N';
        line += row.extras ? '\t' + copyEscape(JSON.stringify(row.extras)) + '\n' : '\t\\N\n';
        out += line;
      }
      return out;
    },
  };
}
