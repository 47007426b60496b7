// The project's data as the clean-up plans over it (a TidyInput): the rows of the tables it may change
// as GTFS text, each shape's points as one fingerprint, and how often each referenced id is named.
// Only references to what tidy merges or removes are counted (stop_times.stop_id, not trip_id).
import type { Db } from '../db/connection.js';
import {
  ENTITY_TABLES,
  formatValue,
  ROW_TABLES,
  ShapeFingerprints,
  shapes,
  TABLES,
  TABLES_BY_NAME,
  type RowTable,
  type TextRow,
  type TidyInput,
  type Value,
} from '@ruta/gtfs';
import { ident } from '../feed/sql-schema.js';
import { query, selectList, tableIdent } from '../tables/sql.js';

const TIDY_TABLES = new Set(Object.values(ENTITY_TABLES).flatMap((e) => e.tables));

/**
 * The project's last change: its newest change batch (every write makes one), or "0". A preview is
 * applied only while it is the same. `except` leaves out the caller's own batch.
 */
export async function projectFingerprint(
  db: Db,
  projectId: number,
  except?: number,
): Promise<string | undefined> {
  const rows = await query<{ fp: string }>(
    db,
    `SELECT coalesce(max(id), 0)::text AS fp FROM change_batches WHERE project_id = $1 AND id IS DISTINCT FROM $2`,
    [projectId, except ?? null],
  );
  return rows[0]?.fp;
}

async function textRows(db: Db, projectId: number, name: RowTable): Promise<TextRow[]> {
  const table = TABLES_BY_NAME.get(name)!;
  const rows = await query<Record<string, unknown>>(
    db,
    `SELECT ${selectList(table)} FROM ${tableIdent(table)} WHERE project_id = $1 ORDER BY id`,
    [projectId],
  );
  return rows.map((r) => {
    const invalid = (r.invalid ?? {}) as Record<string, string>;
    return Object.fromEntries(
      table.fields.map((f) => [
        f.name,
        (invalid[f.name] ?? formatValue(f, (r[f.sqlName] as Value) ?? null)).trim(),
      ]),
    );
  });
}

async function shapeFingerprints(db: Db, projectId: number): Promise<Map<string, string>> {
  const points = new ShapeFingerprints();
  const rows = await query<Record<string, string | number | null>>(
    db,
    `SELECT shape_id, shape_pt_sequence, shape_pt_lat, shape_pt_lon, shape_dist_traveled
       FROM ${tableIdent(shapes)} WHERE project_id = $1`,
    [projectId],
  );
  const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));
  for (const r of rows)
    points.add(
      text(r.shape_id),
      text(r.shape_pt_sequence),
      text(r.shape_pt_lat),
      text(r.shape_pt_lon),
      text(r.shape_dist_traveled),
    );
  return points.done();
}

async function referenceCounts(db: Db, projectId: number): Promise<TidyInput['references']> {
  const counts: TidyInput['references'] = new Map();
  for (const table of TABLES)
    for (const f of table.fields) {
      const targets = f.references.filter((r) => TIDY_TABLES.has(r.table));
      if (!targets.length) continue;
      const col = ident(f.sqlName);
      const rows = await query<{ v: string; n: number }>(
        db,
        `SELECT ${col}::text AS v, count(*)::int AS n FROM ${tableIdent(table)}
          WHERE project_id = $1 AND ${col} IS NOT NULL AND ${col}::text <> '' GROUP BY ${col}`,
        [projectId],
      );
      for (const r of targets) {
        const key = `${r.table}.${r.field}`;
        const m = counts.get(key) ?? counts.set(key, new Map()).get(key)!;
        for (const { v, n } of rows) m.set(v, (m.get(v) ?? 0) + n);
      }
    }
  return counts;
}

export async function readProjectInput(db: Db, projectId: number): Promise<TidyInput> {
  const rows = {} as Record<RowTable, TextRow[]>;
  for (const name of ROW_TABLES) rows[name] = await textRows(db, projectId, name);
  const fareRules = await query<{ n: number }>(
    db,
    `SELECT count(*)::int AS n FROM ${tableIdent(TABLES_BY_NAME.get('fare_rules')!)} WHERE project_id = $1`,
    [projectId],
  );
  return {
    rows,
    shapes: await shapeFingerprints(db, projectId),
    references: await referenceCounts(db, projectId),
    fareRules: fareRules[0]?.n ?? 0,
  };
}
