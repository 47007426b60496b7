// The exact row count of each project's GTFS tables, kept by triggers (src/feed/row-counts.ts), so a
// list's total is a sum of a few delta rows instead of a count(*) that grows with the table. The
// triggers are created here for the tables of this day (later tables get them from the start-up
// sync, empty), and each project's current counts are written as their first deltas, in this
// transaction: creating a trigger locks its table against writers, so no write falls between the
// count and the trigger.
import { sql, type Kysely } from 'kysely';
import { TABLES } from '@ruta/gtfs';
import { gtfsTableName, ident } from '../feed/sql-schema.js';
import { ROW_COUNTS_TABLE_SQL, missingCountTriggers } from '../feed/row-counts.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(ROW_COUNTS_TABLE_SQL).execute(db);
  const triggers = await missingCountTriggers(db);
  for (const statement of triggers) await sql.raw(statement).execute(db);
  const { rows } = await sql<{ relname: string }>`
    SELECT relname FROM pg_class WHERE relkind = 'p' AND relname = ANY(${TABLES.map(gtfsTableName)}::text[])
      AND relnamespace = current_schema()::regnamespace`.execute(db);
  const present = new Set(rows.map((r) => r.relname));
  for (const table of TABLES.filter((t) => present.has(gtfsTableName(t))))
    await sql
      .raw(
        `INSERT INTO gtfs_row_counts (project_id, table_name, n)
         SELECT project_id, '${table.sqlName}', count(*) FROM ${ident(gtfsTableName(table))}
         WHERE project_id IN (SELECT id FROM projects) GROUP BY project_id`,
      )
      .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES)
    for (const suffix of ['ins', 'del'])
      await sql
        .raw(
          `DROP TRIGGER IF EXISTS ${ident(`${gtfsTableName(table)}_count_${suffix}`)} ON ${ident(gtfsTableName(table))}`,
        )
        .execute(db);
  await sql`DROP TABLE IF EXISTS gtfs_row_counts`.execute(db);
  await sql`DROP FUNCTION IF EXISTS ruta_count_rows()`.execute(db);
}
