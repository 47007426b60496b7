// One table of a project as GTFS CSV text, streamed: the same reader and row formatter as the build
// (build/read-rows.ts, RowFormatter of @ruta/gtfs), so a table downloads exactly as it is exported.
import { connectClient } from '../db/connection.js';
import { RowFormatter, type TableDef } from '@ruta/gtfs';
import { beginSnapshot, columnsOf, readRows } from '../build/read-rows.js';

export async function* tableCsv(
  databaseUrl: string,
  projectId: number,
  table: TableDef,
): AsyncGenerator<string> {
  const client = await connectClient(databaseUrl);
  try {
    await beginSnapshot(client);
    const columns = await columnsOf(client, projectId, table);
    const formatter = new RowFormatter(table, columns);
    yield formatter.header();
    for await (const rows of readRows(client, projectId, table, columns)) yield formatter.rows(rows);
    await client.query('COMMIT');
  } finally {
    await client.end().catch(() => undefined);
  }
}
