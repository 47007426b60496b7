// The history triggers of each GTFS table (see migrations/0012-history.ts): one statement-level
// trigger per operation, since a transition table exists only for the operations that have it.
// Created by the start-up table sync, which adds them to tables that lack them.
import { sql, type Kysely } from 'kysely';
import { TABLES, type TableDef } from '@ruta/gtfs';
import { gtfsTableName, ident } from './sql-schema.js';

const OPERATIONS = [
  { op: 'INSERT', suffix: 'ins', referencing: 'NEW TABLE AS new_rows' },
  { op: 'UPDATE', suffix: 'upd', referencing: 'OLD TABLE AS old_rows NEW TABLE AS new_rows' },
  { op: 'DELETE', suffix: 'del', referencing: 'OLD TABLE AS old_rows' },
] as const;

const triggerName = (table: TableDef, suffix: string) => `${gtfsTableName(table)}_history_${suffix}`;

function triggersSql(table: TableDef): { name: string; sql: string }[] {
  return OPERATIONS.map(({ op, suffix, referencing }) => ({
    name: triggerName(table, suffix),
    sql: `CREATE TRIGGER ${ident(triggerName(table, suffix))} AFTER ${op} ON ${ident(gtfsTableName(table))}
      REFERENCING ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION ruta_record_changes()`,
  }));
}

/** CREATE TRIGGER statements for the history triggers the GTFS tables lack. */
export async function missingHistoryTriggers(
  db: Kysely<unknown>,
  tables: readonly TableDef[] = TABLES,
): Promise<string[]> {
  const { rows } = await sql<{ tgname: string }>`
    SELECT tgname FROM pg_trigger WHERE tgname LIKE 'gtfs\\_%\\_history\\_%'`.execute(db);
  const have = new Set(rows.map((r) => r.tgname));
  return tables.flatMap((t) =>
    triggersSql(t)
      .filter((s) => !have.has(s.name))
      .map((s) => s.sql),
  );
}
