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
export function copyTableSql(table: TableDef, columns: readonly string[], projectId: number): string {
  if (!Number.isSafeInteger(projectId)) throw new Error(`bad project id ${projectId}`);
  const cells = columns.map((c) => cellSql(c, table.fieldsByName.get(c) as FieldDef | undefined));
  return `COPY (SELECT ${cells.join(', ')} FROM ${ident(gtfsTableName(table))}
    WHERE project_id = ${projectId} ORDER BY id) TO STDOUT (FORMAT csv)`;
}

/** The table's file: header line, then the rows as PostgreSQL writes them. */
export async function* tableBytes(
  client: pg.ClientBase,
  projectId: number,
  table: TableDef,
  columns: readonly string[],
): AsyncGenerator<Buffer> {
  yield Buffer.from(csvLine(columns), 'utf8');
  const copy = client.query(copyTo(copyTableSql(table, columns, projectId)));
  for await (const chunk of copy) yield chunk as Buffer;
}
