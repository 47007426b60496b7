// CSV text of rows: canonical values, invalid text and extras written back in their columns.
import type { FieldDef, TableDef } from '../schema/dsl.js';
import type { GtfsRow } from '../row.js';
import { formatValue } from '../values.js';

/** Line end of written files: LF (GTFS accepts CRLF or LF; LF is the smaller and the common one). */
export const EOL = '\n';

const NEEDS_QUOTES = /[",\r\n]/;

/** Quote a cell only when it must be (comma, quote or line break), doubling inner quotes. */
export function csvCell(text: string): string {
  return NEEDS_QUOTES.test(text) ? '"' + text.replace(/"/g, '""') + '"' : text;
}

export function csvLine(cells: readonly string[]): string {
  return cells.map(csvCell).join(',') + EOL;
}

type CellWriter = (row: GtfsRow) => string;

function cellWriter(name: string, field: FieldDef | undefined): CellWriter {
  if (!field) return (row) => row.extras?.[name] ?? '';
  return (row) => {
    const bad = row.invalid?.[name];
    return bad !== undefined ? bad : formatValue(field, row.values[name] ?? null);
  };
}

/** Formats rows of one table into CSV text for a fixed column list. */
export class RowFormatter {
  private readonly writers: CellWriter[];
  constructor(
    table: TableDef,
    readonly columns: readonly string[],
  ) {
    this.writers = columns.map((c) => cellWriter(c, table.fieldsByName.get(c)));
  }

  header(): string {
    return csvLine(this.columns);
  }

  rows(rows: readonly GtfsRow[]): string {
    let out = '';
    const w = this.writers;
    for (const row of rows) {
      let line = '';
      for (let i = 0; i < w.length; i++) {
        if (i) line += ',';
        line += csvCell(w[i]!(row));
      }
      out += line + EOL;
    }
    return out;
  }
}

/**
 * The columns to write: the file's original order (unknown columns in their place), then GTFS fields
 * that were not in the original file but now hold data (`filled`), in the schema's order.
 */
export function exportColumns(
  table: TableDef,
  original: readonly string[] | undefined,
  filled: Iterable<string>,
): string[] {
  const cols = [...(original ?? [])];
  const have = new Set(cols);
  const want = new Set(filled);
  if (!original?.length) for (const f of table.fields) if (f.presence === 'required') want.add(f.name);
  for (const f of table.fields) if (want.has(f.name) && !have.has(f.name)) cols.push(f.name);
  return cols;
}
