// GET tables/: per GTFS table, its entries and the error/warning counts of the latest validation.
import { TABLES_BY_NAME, type TableDef } from '@ruta/gtfs';
import type { Project } from '../db/schema.js';
import { query, tableIdent, type Q } from './sql.js';

/** The tables of the summary, in SPEC §3's order. */
const SUMMARY = [
  'agency',
  'calendar',
  'calendar_dates',
  'stops',
  'routes',
  'shapes',
  'trips',
  'stop_times',
  'frequencies',
  'fare_attributes',
  'fare_rules',
  'transfers',
  'pathways',
  'levels',
  'feed_info',
].map((n) => TABLES_BY_NAME.get(n)!);

interface Counts {
  error_number: number;
  warning_number: number;
}

/**
 * Per-file counts of the stored validation, by file name (`stops.txt`) or table name, as
 * `{errors, warnings}` or `{error_number, warning_number}`, under `per_file` or `perFile`.
 */
function validationCounts(validation: unknown, table: TableDef): Counts {
  const v = (validation ?? {}) as Record<string, unknown>;
  const perFile = (v.per_file ?? v.perFile ?? v.tables ?? {}) as Record<string, Record<string, unknown>>;
  const c = perFile[table.file] ?? perFile[table.name] ?? {};
  const num = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : 0);
  return {
    error_number: num(c.error_number ?? c.errors),
    warning_number: num(c.warning_number ?? c.warnings),
  };
}

export async function tableSummary(db: Q, project: Project) {
  const counts = await Promise.all(
    SUMMARY.map(async (table) => {
      const what = table.name === 'shapes' ? 'count(DISTINCT shape_id)' : 'count(*)';
      const [row] = await query<{ n: number }>(
        db,
        `SELECT ${what}::int AS n FROM ${tableIdent(table)} WHERE project_id = $1`,
        [project.id],
      );
      return [
        table.name,
        { entries: row?.n ?? 0, ...validationCounts(project.gtfs_validation, table) },
      ] as const;
    }),
  );
  return Object.fromEntries(counts);
}
