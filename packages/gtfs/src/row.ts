// The row model: every byte that matters survives import then export.
import type { FieldDef, TableDef } from './schema/dsl.js';
import { Invalid, parserFor, trimCell, type Value } from './values.js';

/**
 * One row of a known GTFS table.
 * - `values`: every known column present in the file, typed (see values.ts); null when empty or invalid.
 * - `invalid`: the original text of cells that did not parse (`GGZZ00`, `2020-13-45`), by field name.
 * - `extras`: cells of columns GTFS does not define, by column name, as text.
 */
export interface GtfsRow {
  values: Record<string, Value>;
  invalid: Record<string, string> | null;
  extras: Record<string, string> | null;
}

/** What a file's header said, needed to read its rows and to write the file back alike. */
export interface TableHeader {
  table: TableDef;
  /** The file's path inside the zip. */
  path: string;
  /** Column names in file order, trimmed. */
  columns: string[];
  /** Columns GTFS does not define for this file (kept in `extras`). */
  unknownColumns: string[];
  /** Required fields (presence `required`) absent from the header. */
  missingRequired: string[];
}

interface Column {
  name: string;
  field: FieldDef | undefined;
  parse: ((text: string) => Value | Invalid) | undefined;
}

export function describeHeader(table: TableDef, path: string, columns: string[]): TableHeader {
  return {
    table,
    path,
    columns,
    unknownColumns: columns.filter((c) => !table.fieldsByName.has(c)),
    missingRequired: table.fields
      .filter((f) => f.presence === 'required' && !columns.includes(f.name))
      .map((f) => f.name),
  };
}

/** Builds rows from cell arrays; resolves each column's parser once. */
export class RowBuilder {
  private readonly cols: Column[];
  constructor(readonly header: TableHeader) {
    this.cols = header.columns.map((name) => {
      const field = header.table.fieldsByName.get(name);
      return { name, field, parse: field ? parserFor(field.kind) : undefined };
    });
  }

  /** `cells` may be shorter (missing cells are empty) or longer (see `surplusKey`) than the header. */
  build(cells: readonly string[]): GtfsRow {
    const values: Record<string, Value> = {};
    let invalid: Record<string, string> | null = null;
    let extras: Record<string, string> | null = null;
    const cols = this.cols;
    for (let i = 0; i < cols.length; i++) {
      const col = cols[i]!;
      const raw = cells[i] ?? '';
      if (col.parse === undefined) {
        (extras ??= {})[col.name] = raw;
        continue;
      }
      const t = trimCell(raw);
      if (t === '') {
        values[col.name] = null;
        continue;
      }
      const v = col.parse(t);
      if (v instanceof Invalid) {
        values[col.name] = null;
        (invalid ??= {})[col.name] = raw;
      } else {
        values[col.name] = v;
      }
    }
    for (let i = cols.length; i < cells.length; i++) {
      if (cells[i] !== '') (extras ??= {})[surplusKey(i)] = cells[i]!;
    }
    return { values, invalid, extras };
  }
}

/** Extras key of a non-empty cell beyond the header (0-based index); it is not written back as a column. */
export function surplusKey(index: number): string {
  return `(column ${index + 1})`;
}
