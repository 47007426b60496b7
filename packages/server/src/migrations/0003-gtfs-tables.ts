// The GTFS tables, generated from the @ruta/gtfs schema (see src/feed/sql-schema.ts for the layout and
// the type mapping). Fields the schema gains later are added at start-up by src/feed/sync-tables.ts,
// so this migration never needs editing when a GTFS field is added.
import { sql, type Kysely } from 'kysely';
import { TABLES } from '@ruta/gtfs';
import { createAllSql, gtfsTableName } from '../feed/sql-schema.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of createAllSql()) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['gtfs_import_attempts', 'gtfs_extra_files', 'gtfs_files', ...TABLES.map(gtfsTableName)])
    await sql.raw(`DROP TABLE IF EXISTS "${name}"`).execute(db);
}
