// GET tables/: per GTFS table, its entries and the error/warning counts of the latest validation.
import type { Db } from '../db/connection.js';
import { EDITOR_ORDER, entityKeyOf, type TableDef } from '@ruta/gtfs';
import type { Project } from '../db/schema.js';
import { query, tableIdent } from './sql.js';
import { tableRowCount } from './row-count.js';

interface Counts {
  error_number: number;
  warning_number: number;
}

/** The table's counts in the stored validation (`gtfs_validation.tables`, written by build/validate.ts). */
function validationCounts(validation: unknown, table: TableDef): Counts {
  const tables = (validation as { tables?: Record<string, Partial<Counts>> } | null)?.tables;
  const c = tables?.[table.name];
  return { error_number: c?.error_number ?? 0, warning_number: c?.warning_number ?? 0 };
}

export async function tableSummary(db: Db, project: Project) {
  const counts = await Promise.all(
    EDITOR_ORDER.map(async (table) => {
      // Entries of a table whose entity spans rows (a shape's points) are counted; rows are kept.
      const entity = entityKeyOf(table);
      const entries = entity
        ? ((
            await query<{ n: number }>(
              db,
              `SELECT count(DISTINCT ${JSON.stringify(entity)})::int AS n FROM ${tableIdent(table)} WHERE project_id = $1`,
              [project.id],
            )
          )[0]?.n ?? 0)
        : await tableRowCount(db, table, project.id);
      return [table.name, { entries, ...validationCounts(project.gtfs_validation, table) }] as const;
    }),
  );
  return Object.fromEntries(counts);
}
