// A table's CSV text straight from PostgreSQL: COPY ... TO STDOUT (FORMAT csv) of a SELECT whose
// cells are already canonical GTFS text (sql-text.ts), in file order. Node only forwards the bytes:
// no row objects, no formatting; PostgreSQL does that work on the other core.
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { csvLine, type FieldDef, type TableDef } from '@ruta/gtfs';
import { gtfsTableName, ident } from '../feed/sql-schema.js';
import { cellSql } from './sql-text.js';

/**
 * The COPY statement of a table's rows for `columns`. COPY takes no parameters, so the project id is
 * inlined (checked to be an integer). CSV quoting is PostgreSQL's, which quotes the same cells as
 * RowFormatter (comma, quote, CR, LF), except a lone `\.` in a one-column file (quoted, same value).
 */
export function copyTableSql(
  table: TableDef,
  columns: readonly string[],
  projectId: number,
  ids?: readonly [number, number],
): string {
  const ints = ids ? [projectId, ...ids] : [projectId];
  if (!ints.every(Number.isSafeInteger)) throw new Error(`bad COPY bounds ${ints.join(', ')}`);
  const cells = columns.map((c) => cellSql(c, table.fieldsByName.get(c) as FieldDef | undefined));
  const range = ids ? ` AND id >= ${ids[0]} AND id < ${ids[1]}` : '';
  return `COPY (SELECT ${cells.join(', ')} FROM ${ident(gtfsTableName(table))}
    WHERE project_id = ${projectId}${range} ORDER BY id) TO STDOUT (FORMAT csv)`;
}

/** Ids per COPY when a table is read in ranges: ~13 MB of CSV text held per range read ahead. */
export const RANGE_IDS = 250_000;

/** Id ranges [from, to) covering the table's rows, RANGE_IDS ids each (ids are dense after an import). */
async function idRanges(
  client: pg.ClientBase,
  projectId: number,
  table: TableDef,
  size: number,
): Promise<[number, number][]> {
  const { rows } = await client.query<{ lo: string | null; hi: string | null }>(
    `SELECT min(id) AS lo, max(id) AS hi FROM ${ident(gtfsTableName(table))} WHERE project_id = $1`,
    [projectId],
  );
  if (rows[0]?.lo == null) return [];
  const lo = Number(rows[0].lo);
  const hi = Number(rows[0].hi) + 1;
  const ranges: [number, number][] = [];
  for (let from = lo; from < hi; from += size) ranges.push([from, Math.min(from + size, hi)]);
  return ranges;
}

async function collect(client: pg.ClientBase, sql: string): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of client.query(copyTo(sql))) chunks.push(chunk as Buffer);
  return chunks;
}

/**
 * The table's file: header line, then the rows as PostgreSQL writes them. With a `helper` connection
 * in the same snapshot, a big table is read in id ranges by both connections in turn, each range read
 * whole while the previous one is written: formatting in SQL is the export's heaviest work, and this
 * puts it on two cores.
 */
export async function* tableBytes(
  client: pg.ClientBase,
  projectId: number,
  table: TableDef,
  columns: readonly string[],
  helper?: pg.ClientBase,
  rangeIds = RANGE_IDS,
): AsyncGenerator<Buffer> {
  yield Buffer.from(csvLine(columns), 'utf8');
  const ranges = helper ? await idRanges(client, projectId, table, rangeIds) : [];
  if (ranges.length < 2) {
    for await (const chunk of client.query(copyTo(copyTableSql(table, columns, projectId))))
      yield chunk as Buffer;
    return;
  }
  const clients = [client, helper!];
  const read = (i: number) => collect(clients[i % 2]!, copyTableSql(table, columns, projectId, ranges[i]));
  // Stopped early, the export drops both connections, which ends the read ahead.
  let next: Promise<Buffer[]> | undefined = read(0);
  for (let i = 0; next; i++) {
    const current: Promise<Buffer[]> = next;
    next = i + 1 < ranges.length ? read(i + 1) : undefined;
    next?.catch(() => undefined); // handled: awaited next turn, or dropped when stopped early
    for (const chunk of await current) yield chunk;
  }
}
