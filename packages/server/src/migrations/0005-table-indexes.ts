// Indexes for the table API (src/tables): every sort and search the grid offers on the big tables,
// the row order of every table, and the reference lookups of delete refusals and rename cascades.
// The tables are partitioned by project (src/feed/partitions.ts), so no index leads with project_id:
// a query on one project reads that project's partition and its indexes. The default order (file
// order) is the primary key (project_id, id).
// - (column, id) for every field of stops and trips: each sortable column, both directions (backward
//   scans), ties broken by id as the list query does.
// - (column) on every referencing field not led by another index (stop_times.stop_id: "this stop is
//   used by N stop times" and stop_id renames without scanning 2M rows).
// - pg_trgm GIN on each table's search expression (src/tables/list.ts), when the extension can be
//   created (the embedded PostgreSQL ships it; a managed one may refuse: search then scans).
import { sql, type Kysely } from 'kysely';
import { stops, trips, type TableDef } from '@ruta/gtfs';
import { gtfsTableName, ident } from '../feed/sql-schema.js';
import { REFS } from '../tables/checks.js';
import { searchExpression } from '../tables/list.js';

const SORTED: readonly TableDef[] = [stops, trips];
const SEARCHED: readonly TableDef[] = [stops, trips];

function indexes(): { name: string; sql: string }[] {
  const out: { name: string; sql: string }[] = [];
  const btree = (table: TableDef, suffix: string, columns: string[]) => {
    const name = `${gtfsTableName(table)}_${suffix}`;
    out.push({
      name,
      sql: `CREATE INDEX IF NOT EXISTS ${ident(name)} ON ${ident(gtfsTableName(table))} (${columns.join(', ')})`,
    });
  };
  for (const t of SORTED) for (const f of t.fields) btree(t, `by_${f.sqlName}`, [ident(f.sqlName), 'id']);
  for (const ref of REFS) {
    const led = ref.from.key[0] === ref.field.name || SORTED.includes(ref.from);
    if (!led) btree(ref.from, `ref_${ref.field.sqlName}`, [ident(ref.field.sqlName)]);
  }
  return out;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of indexes()) await sql.raw(index.sql).execute(db);
  await sql
    .raw(
      `DO $$ BEGIN CREATE EXTENSION IF NOT EXISTS pg_trgm; EXCEPTION WHEN OTHERS THEN RAISE NOTICE 'pg_trgm unavailable: %', SQLERRM; END $$`,
    )
    .execute(db);
  const { rows } = await sql<{
    n: number;
  }>`SELECT count(*)::int AS n FROM pg_extension WHERE extname = 'pg_trgm'`.execute(db);
  if (!rows[0]?.n) return;
  for (const t of SEARCHED)
    await sql
      .raw(
        `CREATE INDEX IF NOT EXISTS ${ident(`${gtfsTableName(t)}_search`)} ON ${ident(gtfsTableName(t))}
         USING gin (${searchExpression(t)} gin_trgm_ops)`,
      )
      .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of SEARCHED)
    await sql.raw(`DROP INDEX IF EXISTS ${ident(`${gtfsTableName(t)}_search`)}`).execute(db);
  for (const index of indexes()) await sql.raw(`DROP INDEX IF EXISTS ${ident(index.name)}`).execute(db);
}
