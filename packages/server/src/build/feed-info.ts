// feed_info.txt as a build writes it for a project made in Ruta: the cells the planner left empty are
// filled from what the project already knows, at each build, so they follow the calendars; nothing is
// stored, and a value the planner typed is written as typed. A project imported from a file is
// written as it is (its feed info is the producer's).
import type pg from 'pg';
import { csvLine, TABLES, type TableDef } from '@ruta/gtfs';
import { columnsOf } from './read-rows.js';
import { cellSql } from './sql-text.js';

const FEED_INFO = TABLES.find((t) => t.name === 'feed_info') as TableDef;

/** Empty feed_info cells and where their value comes from (canonical GTFS text, or null). */
const KNOWN_SQL: Record<string, string> = {
  // The calendars' first and last day, a date added by calendar_dates included.
  feed_start_date: `(SELECT to_char(min(d), 'YYYYMMDD') FROM (
      SELECT start_date AS d FROM gtfs_calendar WHERE project_id = $1
      UNION ALL SELECT date FROM gtfs_calendar_dates WHERE project_id = $1 AND exception_type = 1) days)`,
  feed_end_date: `(SELECT to_char(max(d), 'YYYYMMDD') FROM (
      SELECT end_date AS d FROM gtfs_calendar WHERE project_id = $1
      UNION ALL SELECT date FROM gtfs_calendar_dates WHERE project_id = $1 AND exception_type = 1) days)`,
  // The build's day: a new version each day the feed is built.
  feed_version: `to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD')`,
  // The agency's e-mail, else the project owner's account.
  feed_contact_email: `coalesce(
      (SELECT agency_email FROM gtfs_agency WHERE project_id = $1 AND agency_email IS NOT NULL ORDER BY id LIMIT 1),
      (SELECT u.email FROM projects p JOIN users u ON u.id = p.owner_id WHERE p.id = $1))`,
  // The publisher is usually the (first) agency.
  feed_publisher_name: `(SELECT agency_name FROM gtfs_agency WHERE project_id = $1 ORDER BY id LIMIT 1)`,
  feed_publisher_url: `(SELECT agency_url FROM gtfs_agency WHERE project_id = $1 ORDER BY id LIMIT 1)`,
  feed_lang: `(SELECT agency_lang FROM gtfs_agency WHERE project_id = $1 ORDER BY id LIMIT 1)`,
};

/** The required fields: without them all, no row is made for a project that has none. */
const REQUIRED = ['feed_publisher_name', 'feed_publisher_url', 'feed_lang'];

/** Whether the project was made in Ruta (an empty project), not imported from a file. */
async function madeInRuta(client: pg.ClientBase, projectId: number): Promise<boolean> {
  const { rows } = await client.query<{ status: string }>(
    'SELECT creation_status AS status FROM projects WHERE id = $1',
    [projectId],
  );
  return rows[0]?.status === 'empty';
}

async function knownValues(client: pg.ClientBase, projectId: number): Promise<Record<string, string | null>> {
  const names = Object.keys(KNOWN_SQL);
  const { rows } = await client.query<Record<string, string | null>>(
    `SELECT ${names.map((n) => `${KNOWN_SQL[n]} AS ${n}`).join(', ')}`,
    [projectId],
  );
  return rows[0]!;
}

/** The project's feed_info rows as text cells of `columns`, in file order. */
async function storedRows(client: pg.ClientBase, projectId: number, columns: string[]): Promise<string[][]> {
  const cells = columns.map((c) => cellSql(c, FEED_INFO.fieldsByName.get(c)));
  const { rows } = await client.query<(string | null)[]>({
    text: `SELECT ${cells.join(', ')} FROM gtfs_feed_info WHERE project_id = $1 ORDER BY id`,
    values: [projectId],
    rowMode: 'array',
  });
  return rows.map((row) => row.map((cell) => cell ?? ''));
}

/**
 * The feed_info file of a project made in Ruta, with its empty cells filled (above); null for an
 * imported project, whose table is written as stored. A project without feed info gets one row when
 * its agency gives the publisher's name, website and language.
 */
export async function filledFeedInfo(client: pg.ClientBase, projectId: number): Promise<Buffer | null> {
  if (!(await madeInRuta(client, projectId))) return null;
  const known = await knownValues(client, projectId);
  const columns = await columnsOf(client, projectId, FEED_INFO);
  for (const name of Object.keys(known)) if (known[name] && !columns.includes(name)) columns.push(name);
  const order = FEED_INFO.fields.map((f) => f.name);
  const rank = (c: string) => (order.includes(c) ? order.indexOf(c) : order.length);
  columns.sort((a, b) => rank(a) - rank(b));
  let rows = await storedRows(client, projectId, columns);
  if (!rows.length) {
    if (!REQUIRED.every((name) => known[name])) return null;
    rows = [columns.map(() => '')];
  }
  const filled = rows.map((row) => row.map((cell, i) => (cell === '' ? (known[columns[i]!] ?? '') : cell)));
  return Buffer.from([columns, ...filled].map(csvLine).join(''), 'utf8');
}
