// The feed's invariants in SQL, for tests that drive writes: every key of a table unique within the
// project, every reference (the schema's `references`, as the API checks them) resolved. One
// statement, so a test can ask after every step.
import { sql } from 'kysely';
import { TABLES } from '@ruta/gtfs';
import type { Db } from '../../src/db/connection.js';
import { ident } from '../../src/feed/sql-schema.js';
import { REFS } from '../../src/tables/checks.js';
import { heldNowhere } from '../../src/tables/gate-checks.js';
import { tableIdent } from '../../src/tables/sql.js';

const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;

const DUPLICATES = TABLES.filter((t) => t.key.length).map((table) => {
  const cols = table.key.map((k) => ident(table.fieldsByName.get(k)!.sqlName));
  return `SELECT ${literal(`${table.name}: ${table.key.join(', ')} `)} || concat_ws(' · ', ${cols.join(', ')}) || ' ' || count(*) || ' times'
    FROM ${tableIdent(table)} WHERE project_id = $1 GROUP BY ${cols.join(', ')} HAVING count(*) > 1`;
});

const DANGLING = REFS.map((ref) => {
  const c = ident(ref.field.sqlName);
  return `SELECT DISTINCT ${literal(`${ref.from.name}.${ref.field.name} `)} || r.${c} || ': no row'
    FROM ${tableIdent(ref.from)} r WHERE r.project_id = $1 AND r.${c} IS NOT NULL AND ${heldNowhere(ref, `r.${c}`)}`;
});

/** One statement over project $1 answering a `problem` per break. */
export const FEED_BREAKS_SQL = `SELECT * FROM (${[...DUPLICATES, ...DANGLING].map((s) => `(${s})`).join('\nUNION ALL\n')}) b(problem)`;

/** What breaks the project's feed: "stops: stop_id K1 2 times", "stop_times.stop_id N1: no row". */
export async function feedBreaks(db: Db, projectId: number): Promise<string[]> {
  const text = FEED_BREAKS_SQL.replace(/\$1/g, String(Math.trunc(projectId)));
  const { rows } = await sql<{ problem: string }>`${sql.raw(text)}`.execute(db);
  return rows.map((r) => r.problem);
}
