// A table's exact row count in a project, read from the deltas its triggers keep (feed/row-counts.ts)
// instead of counting its rows: a list's total costs the same at 50 rows or 5 million.
import { sql } from 'kysely';
import type { TableDef } from '@ruta/gtfs';
import type { Db } from '../db/connection.js';
import { ROW_COUNT_LOCK } from '../feed/row-counts.js';
import { query } from './sql.js';

/** Delta rows of one table past which a read folds them into one (a read sums them: keep it short). */
const COMPACT_AT = 32;

export async function tableRowCount(db: Db, table: TableDef, projectId: number): Promise<number> {
  const [row] = await query<{ n: number; deltas: number }>(
    db,
    `SELECT coalesce(sum(n), 0)::bigint AS n, count(*)::int AS deltas
     FROM gtfs_row_counts WHERE project_id = $1 AND table_name = $2`,
    [projectId, table.sqlName],
  );
  if ((row?.deltas ?? 0) > COMPACT_AT) await compact(db, table, projectId);
  return Number(row?.n ?? 0);
}

/**
 * Replaces the table's delta rows by their sum. Rows of writers not yet committed are unseen, so they
 * stay and still count. Skipped while another compaction or an import holds the project's lock.
 */
async function compact(db: Db, table: TableDef, projectId: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const { rows } = await sql<{ locked: boolean }>`
      SELECT pg_try_advisory_xact_lock(${ROW_COUNT_LOCK}, ${projectId}::int) AS locked`.execute(tx);
    if (!rows[0]?.locked) return;
    await sql`
      WITH d AS (DELETE FROM gtfs_row_counts WHERE project_id = ${projectId} AND table_name = ${table.sqlName}
                 RETURNING n)
      INSERT INTO gtfs_row_counts (project_id, table_name, n)
      SELECT ${projectId}, ${table.sqlName}, sum(n) FROM d HAVING count(*) > 0`.execute(tx);
  });
}
