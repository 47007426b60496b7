// The feed's invariants in SQL, for tests that drive writes: every key of a table unique within the
// project, every reference (the schema's `references`, as the API checks them) resolved.
import { sql } from 'kysely';
import { TABLES } from '@ruta/gtfs';
import type { Db } from '../../src/db/connection.js';
import { ident } from '../../src/feed/sql-schema.js';
import { REFS } from '../../src/tables/checks.js';
import { tableIdent } from '../../src/tables/sql.js';

/** What breaks the project's feed: "stops: stop_id K1 twice", "stop_times.stop_id N1: no row". */
export async function feedBreaks(db: Db, projectId: number): Promise<string[]> {
  const found: string[] = [];
  for (const table of TABLES) {
    if (!table.key.length) continue;
    const cols = table.key.map((k) => ident(table.fieldsByName.get(k)!.sqlName));
    const { rows } = await sql<{ key: string; n: number }>`${sql.raw(
      `SELECT concat_ws(' · ', ${cols.join(', ')}) AS key, count(*)::int AS n FROM ${tableIdent(table)}
        WHERE project_id = ${Number(projectId)} GROUP BY ${cols.join(', ')} HAVING count(*) > 1`,
    )}`.execute(db);
    for (const r of rows) found.push(`${table.name}: ${table.key.join(', ')} ${r.key} ${r.n} times`);
  }
  for (const ref of REFS) {
    const c = ident(ref.field.sqlName);
    const missing = ref.targets
      .map(
        (t) =>
          `NOT EXISTS (SELECT 1 FROM ${tableIdent(t.table)} x WHERE x.project_id = r.project_id AND x.${ident(t.field.sqlName)} = r.${c})`,
      )
      .join(' AND ');
    const { rows } = await sql<{ value: string }>`${sql.raw(
      `SELECT DISTINCT r.${c} AS value FROM ${tableIdent(ref.from)} r
        WHERE r.project_id = ${Number(projectId)} AND r.${c} IS NOT NULL AND ${missing}`,
    )}`.execute(db);
    for (const r of rows) found.push(`${ref.from.name}.${ref.field.name} ${r.value}: no row`);
  }
  return found;
}
