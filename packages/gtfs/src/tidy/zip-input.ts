// Reading a GTFS zip into a TidyInput in one streaming pass per file: the few tables tidy may change
// are kept as rows, shapes as fingerprints, and every other row only adds to the reference counts
// (2.4 million stop_times are counted, never held).
import type { TableDef } from '../schema/dsl.js';
import type { GtfsZip } from '../read/zip.js';
import { columnIndex, rawRows } from './raw-rows.js';
import {
  ROW_TABLES,
  ShapeFingerprints,
  type ReferenceCounts,
  type RowTable,
  type TextRow,
  type TidyInput,
} from './input.js';

const isRowTable = (name: string): name is RowTable => (ROW_TABLES as readonly string[]).includes(name);

/** For each referencing column of the header, its position and the counts it adds to. */
function referenceColumns(table: TableDef, index: Map<string, number>, counts: ReferenceCounts) {
  return table.fields.flatMap((f) => {
    const column = index.get(f.name);
    if (column === undefined || !f.references.length) return [];
    const targets = f.references.map((r) => {
      const key = `${r.table}.${r.field}`;
      let m = counts.get(key);
      if (!m) counts.set(key, (m = new Map()));
      return m;
    });
    return [{ column, targets }];
  });
}

export async function readTidyInput(zip: GtfsZip): Promise<TidyInput> {
  const rows = Object.fromEntries(ROW_TABLES.map((t) => [t, [] as TextRow[]])) as Record<RowTable, TextRow[]>;
  const shapes = new ShapeFingerprints();
  const references: ReferenceCounts = new Map();
  let fareRules = 0;
  for (const entry of zip.entries) {
    const table = entry.table;
    if (entry.kind !== 'table' || !table) continue;
    const keep = isRowTable(table.name) ? rows[table.name] : undefined;
    let header: string[] | undefined;
    let refs: ReturnType<typeof referenceColumns> = [];
    let shapeColumns: number[] = [];
    for await (const batch of rawRows(entry.open))
      for (const cells of batch) {
        if (!header) {
          header = cells.map((c) => c.trim());
          const index = columnIndex(header);
          refs = referenceColumns(table, index, references);
          shapeColumns = [
            'shape_id',
            'shape_pt_sequence',
            'shape_pt_lat',
            'shape_pt_lon',
            'shape_dist_traveled',
          ].map((c) => index.get(c) ?? -1);
          continue;
        }
        for (const { column, targets } of refs) {
          const v = cells[column]?.trim();
          if (v) for (const m of targets) m.set(v, (m.get(v) ?? 0) + 1);
        }
        if (keep) keep.push(Object.fromEntries(header.map((c, i) => [c, (cells[i] ?? '').trim()])));
        else if (table.name === 'shapes') {
          const [id, seq, lat, lon, dist] = shapeColumns.map((i) => (cells[i] ?? '').trim()) as [
            string,
            string,
            string,
            string,
            string,
          ];
          shapes.add(id, seq, lat, lon, dist);
        } else if (table.name === 'fare_rules') fareRules++;
      }
  }
  return { rows, shapes: shapes.done(), references, fareRules };
}
