// Sorting names as people read them (src/tables/collation.ts): the collations ruta_en, ruta_es (ICU,
// by language) and ruta_en_natural, ruta_es_natural (the same with digit runs compared as numbers),
// and for the tables the grid sorts at scale (stops, trips) an index per collated column and language,
// `(column COLLATE c, id)`, so a sorted page is an index scan whichever way it runs. A PostgreSQL
// built without ICU gets the four names as copies of "C" (code-point order): sorting then works as
// before rather than failing.
import { sql, type Kysely } from 'kysely';
import { stops, trips, type TableDef } from '@ruta/gtfs';
import { gtfsTableName, ident } from '../feed/sql-schema.js';
import { collatedIndexColumns, ICU_LOCALES } from '../tables/collation.js';

const SORTED: readonly TableDef[] = [stops, trips];

function indexes(): { name: string; sql: string }[] {
  return SORTED.flatMap((t) =>
    collatedIndexColumns(t).map((c) => {
      const name = `${gtfsTableName(t)}_by_${c.field}_${c.language}`;
      return {
        name,
        sql: `CREATE INDEX IF NOT EXISTS ${ident(name)} ON ${ident(gtfsTableName(t))} (${c.sql}, id)`,
      };
    }),
  );
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM pg_collation WHERE collprovider = 'i'`.execute(db);
  const icu = (rows[0]?.n ?? 0) > 0;
  for (const [name, locale] of Object.entries(ICU_LOCALES)) {
    const definition = icu ? `(provider = icu, locale = '${locale}')` : `FROM "C"`;
    await sql.raw(`CREATE COLLATION IF NOT EXISTS ${ident(name)} ${definition}`).execute(db);
  }
  for (const index of indexes()) await sql.raw(index.sql).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of indexes()) await sql.raw(`DROP INDEX IF EXISTS ${ident(index.name)}`).execute(db);
  for (const name of Object.keys(ICU_LOCALES))
    await sql.raw(`DROP COLLATION IF EXISTS ${ident(name)}`).execute(db);
}
