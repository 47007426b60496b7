// Reverting a batch writes a new batch that puts the before values back: rows it inserted are
// deleted, rows it deleted are inserted again (with their ids, so their history goes on), updated
// fields get their old values. A row some later batch changed is a conflict: it is named, and the
// caller reverts the other rows (`rest`) or nothing. So is a row whose revert would break the feed
// (revert-plan.ts, through the gate every write ends in). The batch's rows are undone newest first,
// in runs of one table and operation, each run one statement.
import { TABLES_BY_NAME, type TableDef } from '@ruta/gtfs';
import type { Query } from '../files/store.js';
import { ident } from '../feed/sql-schema.js';
import { tableIdent } from '../tables/sql.js';
import { describeBatch, openBatch } from '../changes/batch.js';
import type { GateProblem } from '../tables/gate.js';
import { withLabels, type ChangeRow } from './store.js';

/**
 * A row of the batch the revert leaves as it is: `changed` by a later batch (named), or one whose
 * revert would break the feed (the gate's kinds, gate-checks.ts: its `key` taken again, a
 * `reference` to a row that is gone, a value still `in_use` by later rows, a field rule), or a
 * reference that `follows` a rename the revert leaves as it is.
 */
export interface Conflict {
  kind: 'changed' | GateProblem['kind'] | 'follows';
  table: string;
  row_id: number;
  label: string | null;
  batch_id: number | null;
  user: { id: number; name: string } | null;
  at: string | null;
  field: string | null;
  value: string | null;
  /** The rule's words (in the request's language), for a gate conflict. */
  message: string | null;
}

/** Rows of the batch that a later batch changed, with that later change. */
export async function revertConflicts(q: Query, projectId: number, batchId: number): Promise<Conflict[]> {
  const rows = await q<{
    table: string;
    row_id: number;
    batch_id: number;
    at: Date;
    user_id: number | null;
    user_name: string | null;
    before: unknown;
    after: unknown;
  }>(
    `SELECT DISTINCT ON (c.table_name, c.row_id) c.table_name AS "table", c.row_id::int AS row_id,
            l.batch_id::int AS batch_id, b.created_at AS at, b.user_id::int AS user_id,
            coalesce(nullif(trim(u.name || ' ' || u.last_name), ''), u.username) AS user_name, c.before, c.after
       FROM change_rows c
       JOIN change_rows l ON l.project_id = c.project_id AND l.table_name = c.table_name AND l.row_id = c.row_id
                         AND l.batch_id > c.batch_id
       JOIN change_batches b ON b.id = l.batch_id LEFT JOIN users u ON u.id = b.user_id
      WHERE c.batch_id = $1 AND c.project_id = $2
      ORDER BY c.table_name, c.row_id, l.batch_id DESC`,
    [batchId, projectId],
  );
  const labelled = await withLabels(q, projectId, rows);
  return labelled.map((r) => ({
    kind: 'changed' as const,
    table: r.table,
    row_id: r.row_id,
    label: r.label,
    batch_id: r.batch_id,
    user: r.user_id === null ? null : { id: r.user_id, name: r.user_name ?? '' },
    at: r.at.toISOString(),
    field: null,
    value: null,
    message: null,
  }));
}

/** Restores the batch's rows but `skip` ("table:rowId"); answers the new batch's id and rows restored. */
export async function applyRevert(
  q: Query,
  projectId: number,
  batchId: number,
  skip: ReadonlySet<string>,
): Promise<{ batchId: number; rows: number; tables: TableDef[] }> {
  const newBatch = await openBatch(q, projectId);
  const rows = (
    await q<ChangeRow>(
      `SELECT c.id::int AS id, c.table_name AS "table", c.row_id::int AS row_id, c.op, c.before, c.after
         FROM change_rows c WHERE c.batch_id = $1 AND c.project_id = $2 ORDER BY c.id DESC`,
      [batchId, projectId],
    )
  ).filter((r) => !skip.has(`${r.table}:${r.row_id}`));
  const tables = new Set<TableDef>();
  let run: ChangeRow[] = [];
  const flush = async () => {
    if (!run.length) return;
    const table = TABLES_BY_NAME.get(run[0]!.table)!;
    tables.add(table);
    await undo(q, projectId, table, run[0]!.op, run);
    run = [];
  };
  for (const r of rows) {
    if (run.length && (run[0]!.table !== r.table || run[0]!.op !== r.op)) await flush();
    run.push(r);
  }
  await flush();
  await describeBatch(q, 'reverted', { batch: batchId });
  await q(`UPDATE change_batches SET reverts_batch_id = $1 WHERE id = $2`, [batchId, newBatch]);
  return { batchId: newBatch, rows: rows.length, tables: [...tables] };
}

async function undo(q: Query, projectId: number, table: TableDef, op: ChangeRow['op'], rows: ChangeRow[]) {
  const T = tableIdent(table);
  const ids = rows.map((r) => r.row_id);
  if (op === 'insert') {
    await q(`DELETE FROM ${T} WHERE project_id = $1 AND id = ANY($2::bigint[])`, [projectId, ids]);
    return;
  }
  const data = [...table.fields.map((f) => ident(f.sqlName)), 'invalid', 'extras'];
  const values = JSON.stringify(rows.map((r) => ({ ...r.before, id: r.row_id })));
  if (op === 'delete') {
    await q(
      `INSERT INTO ${T} (id, project_id, ${data.join(', ')})
       SELECT r.id, $1, ${data.map((c) => `r.${c}`).join(', ')}
         FROM jsonb_populate_recordset(NULL::${T}, $2::jsonb) r ORDER BY r.id`,
      [projectId, values],
    );
    return;
  }
  // Only the fields the batch changed go back; the others keep what they are now.
  await q(
    `UPDATE ${T} t SET ${data
      .map(
        (c) =>
          `${c} = CASE WHEN x.b ? ${literal(c)} THEN (jsonb_populate_record(NULL::${T}, x.b)).${c} ELSE t.${c} END`,
      )
      .join(', ')}, version = t.version + 1
       FROM jsonb_to_recordset($2::jsonb) AS x(id bigint, b jsonb)
      WHERE t.project_id = $1 AND t.id = x.id`,
    [projectId, JSON.stringify(rows.map((r) => ({ id: r.row_id, b: r.before })))],
  );
}

/** The column name as a string literal (names come from the schema, checked SQL-safe). */
const literal = (quoted: string) => `'${quoted.slice(1, -1)}'`;
