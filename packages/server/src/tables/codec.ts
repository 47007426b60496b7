// Row values between JSON and the database, by field kind (docs/api.md "Row JSON"). Reading uses the
// @ruta/gtfs parsers, so the API accepts exactly what a GTFS file may hold, plus the JSON forms
// (numbers, booleans for yes/no fields, YYYY-MM-DD dates) and times without seconds (HH:MM).
import {
  formatTime,
  Invalid,
  parseClock,
  parseValue,
  type FieldDef,
  type TableDef,
  type Value,
} from '@ruta/gtfs';
import { isBooleanField } from './resources.js';
import type { TableMessageKey } from './messages.js';

/** A row as read from its table (see selectList): typed columns plus bookkeeping. */
export type DbRow = Record<string, unknown> & {
  id: number;
  version: number;
  invalid: Record<string, string> | null;
};

export type JsonRow = Record<string, unknown>;

const TYPE_ERROR: Partial<Record<FieldDef['kind'], TableMessageKey>> = {
  integer: 'not_integer',
  enum: 'not_integer',
  float: 'not_number',
  latitude: 'not_number',
  longitude: 'not_number',
  currency_amount: 'not_number',
  date: 'invalid_date',
  time: 'invalid_time',
  color: 'invalid_color',
};

/** JSON value of one typed column value. */
export function toJson(table: TableDef, field: FieldDef, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (field.kind === 'time') return typeof value === 'number' ? formatTime(value) : value;
  if (isBooleanField(table, field.name) && (value === 0 || value === 1)) return value === 1;
  return value;
}

/** The row as the API answers it: id, version, every field, and the invalid marker. */
export function rowJson(table: TableDef, row: DbRow): JsonRow {
  const out: JsonRow = { id: row.id, version: row.version };
  const invalid = row.invalid && Object.keys(row.invalid).length ? row.invalid : null;
  for (const f of table.fields) {
    const bad = invalid?.[f.name];
    out[f.name] = bad !== undefined ? bad : toJson(table, f, row[f.sqlName]);
  }
  out.invalid = invalid;
  return out;
}

/** A JSON input value → the typed value, or the message key of a type error. */
export function fromJson(
  table: TableDef,
  field: FieldDef,
  input: unknown,
): { value: Value } | { error: TableMessageKey } {
  if (input === null || input === undefined) return { value: null };
  // Only the yes/no fields take true and false; for a count or a code a boolean is a client's mistake.
  if (typeof input === 'boolean') {
    if (isBooleanField(table, field.name)) return { value: input ? 1 : 0 };
    return { error: TYPE_ERROR[field.kind] ?? 'not_text' };
  }
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { error: TYPE_ERROR[field.kind] ?? 'not_text' };
    if (field.kind === 'integer' || field.kind === 'enum')
      return Number.isSafeInteger(input) ? { value: input } : { error: 'not_integer' };
    if (['float', 'latitude', 'longitude', 'currency_amount'].includes(field.kind)) return { value: input };
    // Ids and texts typed as numbers by a client ("agency_id": 1) are their decimal text.
    if (TYPE_ERROR[field.kind] === undefined) return { value: String(input) };
    return { error: TYPE_ERROR[field.kind]! };
  }
  if (typeof input !== 'string') return { error: TYPE_ERROR[field.kind] ?? 'not_text' };
  let text = input.trim();
  if (text === '') return { value: null };
  if (field.kind === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(text)) text = text.replace(/-/g, '');
  // Times as people write them: HH:MM and H:MM are on the minute (the timetable's reading).
  if (field.kind === 'time') {
    const seconds = parseClock(text);
    return typeof seconds === 'number' ? { value: seconds } : { error: 'invalid_time' };
  }
  if (field.kind === 'enum' && isBooleanField(table, field.name)) {
    if (text === 'true') return { value: 1 };
    if (text === 'false') return { value: 0 };
  }
  const parsed = parseValue(field, text);
  if (parsed instanceof Invalid) return { error: TYPE_ERROR[field.kind] ?? 'not_text' };
  return { value: parsed };
}
