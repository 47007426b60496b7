// The bad rows of an uploaded CSV file: the checks of each parsed row that need no database, and
// those only the database can make once the rows are in the temporary table (values that do not fit
// their column, keys repeated within the file).
import type pg from 'pg';
import { mustHaveValue, type GtfsRow, type TableDef, type TableHeader } from '@ruta/gtfs';
import { ident } from '../feed/sql-schema.js';
import { invalidMessage, type CsvTranslate } from './messages.js';

/** At most this many bad rows are listed (the count says how many there are). */
const MAX_LISTED = 100;

export interface RowError {
  /** Line of the file where the row starts (the header is line 1), as a spreadsheet numbers it. */
  row: number;
  field: string | null;
  message: string;
  value: string | null;
}

export class ErrorList {
  readonly list: RowError[] = [];
  private readonly rows = new Set<number>();
  add(e: RowError) {
    this.rows.add(e.row);
    if (this.list.length < MAX_LISTED) this.list.push(e);
  }
  get count() {
    return this.rows.size;
  }
}

/** The SQL text of a row's GTFS key under table alias `alias`, comparable as text ('' when keyless). */
export function keySql(table: TableDef, alias: string): string {
  return table.key.length ? `ROW(${table.key.map((k) => `${alias}.${ident(k)}`).join(', ')})::text` : `''`;
}

/** Checks of one parsed row that need no database. */
export function checkRow(
  header: TableHeader,
  row: GtfsRow,
  cells: string[],
  line: number,
  t: CsvTranslate,
  errors: ErrorList,
) {
  for (const [field, text] of Object.entries(row.invalid ?? {}))
    errors.add({
      row: line,
      field,
      message: invalidMessage(t, header.table.fieldsByName.get(field)!.kind),
      value: text,
    });
  for (const f of header.table.fields)
    if (mustHaveValue(f) && row.values[f.name] == null && row.invalid?.[f.name] === undefined)
      errors.add({ row: line, field: f.name, message: t('required'), value: null });
  if (cells.length > header.columns.length && cells.slice(header.columns.length).some((c) => c !== ''))
    errors.add({
      row: line,
      field: null,
      message: t('too_many_cells'),
      value: cells.slice(header.columns.length).join(','),
    });
}

/** Rows of pg_temp.csv_in whose values do not fit their column, or whose key came earlier. */
export async function checkInDatabase(
  client: pg.ClientBase,
  table: TableDef,
  line: (n: number) => number,
  t: CsvTranslate,
  errors: ErrorList,
): Promise<void> {
  const { rows: unfit } = await client.query<{ n: number; invalid: Record<string, string> }>(
    `SELECT n, invalid FROM pg_temp.csv_in WHERE invalid IS NOT NULL ORDER BY n LIMIT ${MAX_LISTED}`,
  );
  for (const r of unfit)
    for (const [field, value] of Object.entries(r.invalid))
      errors.add({
        row: line(r.n),
        field,
        message: invalidMessage(t, table.fieldsByName.get(field)!.kind),
        value,
      });
  const key = (a: string) => keySql(table, a);
  const shown = (a: string) =>
    table.key.length ? `concat_ws(', ', ${table.key.map((k) => `${a}.${ident(k)}`).join(', ')})` : 'NULL';
  const { rows: dups } = await client.query<{ n: number; first: number; value: string | null }>(
    `SELECT n, first, value FROM (
       SELECT n, min(n) OVER (PARTITION BY ${key('c')}) AS first, ${shown('c')} AS value FROM pg_temp.csv_in c
     ) d WHERE n > first ORDER BY n LIMIT ${MAX_LISTED}`,
  );
  for (const d of dups)
    errors.add({
      row: line(d.n),
      field: table.key.length === 1 ? table.key[0]! : null,
      message: table.key.length
        ? t('duplicate_key', { fields: table.key.join(', '), row: line(d.first) })
        : t('one_row'),
      value: d.value,
    });
}
