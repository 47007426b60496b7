// Reads and writes of the table routes that are not rows of one table: ids by key, shape ids, the
// project's first feed info row and its copy in projects.feedinfo.
import type { Db } from '../db/connection.js';
import type { TableDef } from '@ruta/gtfs';
import type { DbRow } from './codec.js';
import { FEED_INFO, RESOURCES } from './resources.js';
import { query, selectList, tableIdent } from './sql.js';

/** `{"key|parts": id}` for every row of `table`, the first row of a repeated key winning. */
export async function rowIdsByKey(
  db: Db,
  table: TableDef,
  projectId: number,
): Promise<Record<string, number>> {
  const keys = table.key.map((k) => `${tableIdent(table)}.${JSON.stringify(k)}`);
  const rows = await query<{ k: string | null; id: number }>(
    db,
    `SELECT concat_ws('|', ${keys.join(', ')}) AS k, id FROM ${tableIdent(table)} WHERE project_id = $1 ORDER BY id`,
    [projectId],
  );
  const out: Record<string, number> = {};
  for (const r of rows) if (r.k !== null && !(r.k in out)) out[r.k] = r.id;
  return out;
}

/** `{shape_id: id}`: a shape's id is the smallest id of its points. */
export async function shapeIdsById(db: Db, projectId: number): Promise<Record<string, number>> {
  const rows = await query<{ shape_id: string; id: number }>(
    db,
    `SELECT shape_id, min(id) AS id FROM ${tableIdent(RESOURCES.shapes)} WHERE project_id = $1 AND shape_id IS NOT NULL GROUP BY shape_id`,
    [projectId],
  );
  return Object.fromEntries(rows.map((r) => [r.shape_id, r.id]));
}

/** The project's feed info row (the first, should an import have brought several). */
export async function firstFeedInfo(db: Db, projectId: number): Promise<DbRow | undefined> {
  const [row] = await query<DbRow>(
    db,
    `SELECT ${selectList(FEED_INFO)} FROM ${tableIdent(FEED_INFO)} WHERE project_id = $1 ORDER BY id LIMIT 1`,
    [projectId],
  );
  return row;
}

/** The copy of the feed info the project list shows (projects.feedinfo). */
export async function saveProjectFeedInfo(
  db: Db,
  projectId: number,
  info: Record<string, unknown> | null,
): Promise<void> {
  await query(db, 'UPDATE projects SET feedinfo = $2 WHERE id = $1', [
    projectId,
    info ? JSON.stringify(info) : null,
  ]);
}
