// What the clean-up needs to know of a feed, the same whether it comes from a zip (the CLI) or from
// the database (the editor): the rows of the tables it may change, a fingerprint per shape, and how
// often each referenced value is used.
import type { TableDef } from '../schema/dsl.js';

/** A row as GTFS text (trimmed cells) by column name; a column the file lacks reads as ''. */
export type TextRow = Readonly<Record<string, string | undefined>>;

export type RowTable =
  'stops' | 'calendar' | 'calendar_dates' | 'routes' | 'agency' | 'fare_attributes' | 'transfers';

export const ROW_TABLES: readonly RowTable[] = [
  'stops',
  'calendar',
  'calendar_dates',
  'routes',
  'agency',
  'fare_attributes',
  'transfers',
];

export interface TidyInput {
  rows: Record<RowTable, readonly TextRow[]>;
  /** shape_id → its points as one comparable text (see ShapeFingerprints). */
  shapes: ReadonlyMap<string, string>;
  /** `table.field` (the referenced side) → how many rows name each value, over every declared reference. */
  references: ReferenceCounts;
  /** Rows of fare_rules.txt: without any, every fare applies to the whole feed and none is unused. */
  fareRules: number;
}

export type ReferenceCounts = Map<string, Map<string, number>>;

export const cell = (row: TextRow, field: string): string => row[field] ?? '';

/** Adds one row's references to the counts: each referencing field, under each table.field it names. */
export function countReferences(
  counts: ReferenceCounts,
  table: TableDef,
  value: (field: string) => string,
  by = 1,
): void {
  for (const f of table.fields) {
    if (!f.references.length) continue;
    const v = value(f.name);
    if (v === '') continue;
    for (const r of f.references) {
      const key = `${r.table}.${r.field}`;
      let m = counts.get(key);
      if (!m) counts.set(key, (m = new Map()));
      m.set(v, (m.get(v) ?? 0) + by);
    }
  }
}

export const referenceCount = (counts: ReferenceCounts, target: string, value: string): number =>
  counts.get(target)?.get(value) ?? 0;

/**
 * Collects shape points and gives each shape one text of its points in sequence order, coordinates
 * to 1e-6° and distances as numbers, so identical shapes have equal fingerprints.
 */
export class ShapeFingerprints {
  private readonly points = new Map<string, [number, string][]>();

  add(shapeId: string, sequence: string, lat: string, lon: string, dist: string): void {
    const point = `${round6(lat)},${round6(lon)},${dist === '' ? '' : Number(dist)}`;
    let list = this.points.get(shapeId);
    if (!list) this.points.set(shapeId, (list = []));
    list.push([Number(sequence), point]);
  }

  done(): Map<string, string> {
    const out = new Map<string, string>();
    for (const [id, list] of this.points) {
      list.sort((a, b) => a[0] - b[0]);
      out.set(id, list.map((p) => p[1]).join(';'));
    }
    return out;
  }
}

function round6(text: string): string {
  const n = Number(text);
  return text === '' || !Number.isFinite(n) ? `?${text}` : n.toFixed(6);
}
