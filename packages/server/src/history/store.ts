// Reading the history: batches (filtered, paged), a batch's rows, a row's changes, the last change of
// grid rows. A row is named for people by its key values (stop_id…), read from the row as it is now,
// or from its last values when it is gone.
import { TABLES_BY_NAME, type TableDef } from '@ruta/gtfs';
import type { Query } from '../files/store.js';
import { tableIdent } from '../tables/sql.js';
import { ident } from '../feed/sql-schema.js';

export interface BatchFilter {
  user?: number;
  table?: string;
  from?: string;
  to?: string;
}

const BATCH_COLUMNS = `b.id::int AS id, b.created_at, b.user_id::int AS user_id,
  nullif(trim(u.name || ' ' || u.last_name), '') AS user_name, u.username, b.source, b.summary_key,
  b.summary_params, b.counts, b.row_count, b.rows_kept, b.reverts_batch_id::int AS reverts,
  (SELECT max(r.id)::int FROM change_batches r WHERE r.reverts_batch_id = b.id) AS reverted_by`;

interface BatchRow {
  id: number;
  created_at: Date;
  user_id: number | null;
  user_name: string | null;
  username: string | null;
  source: string;
  summary_key: string;
  summary_params: Record<string, unknown>;
  counts: Record<string, Record<string, number>>;
  row_count: number;
  rows_kept: boolean;
  reverts: number | null;
  reverted_by: number | null;
}

const userOf = (r: { user_id: number | null; user_name: string | null; username: string | null }) =>
  r.user_id === null ? null : { id: r.user_id, name: r.user_name ?? r.username ?? '' };

function batchJson(r: BatchRow) {
  return {
    id: r.id,
    created_at: r.created_at.toISOString(),
    user: userOf(r),
    source: r.source,
    summary: { key: r.summary_key, params: r.summary_params },
    counts: r.counts,
    row_count: r.row_count,
    rows_kept: r.rows_kept,
    reverts: r.reverts,
    reverted_by: r.reverted_by,
  };
}
export type BatchJson = ReturnType<typeof batchJson>;

function filterSql(projectId: number, f: BatchFilter) {
  const params: unknown[] = [projectId];
  const where = ['b.project_id = $1'];
  const add = (cond: (n: string) => string, v: unknown) => {
    params.push(v);
    where.push(cond(`$${params.length}`));
  };
  if (f.user !== undefined) add((n) => `b.user_id = ${n}`, f.user);
  if (f.table !== undefined) add((n) => `b.counts ? ${n}`, f.table);
  if (f.from !== undefined) add((n) => `b.created_at >= ${n}::date::timestamp AT TIME ZONE 'UTC'`, f.from);
  if (f.to !== undefined) add((n) => `b.created_at < (${n}::date + 1)::timestamp AT TIME ZONE 'UTC'`, f.to);
  return { where: where.join(' AND '), params };
}

export async function listBatches(
  q: Query,
  projectId: number,
  filter: BatchFilter,
  page: { limit: number; offset: number },
): Promise<{ total: number; batches: BatchJson[] }> {
  const { where, params } = filterSql(projectId, filter);
  const [count] = await q<{ n: number }>(
    `SELECT count(*)::int AS n FROM change_batches b WHERE ${where}`,
    params,
  );
  const rows = await q<BatchRow>(
    `SELECT ${BATCH_COLUMNS} FROM change_batches b LEFT JOIN users u ON u.id = b.user_id
      WHERE ${where} ORDER BY b.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
    params,
  );
  return { total: count?.n ?? 0, batches: await withRowSummaries(q, projectId, rows.map(batchJson)) };
}

export async function findBatch(
  q: Query,
  projectId: number,
  batchId: number,
): Promise<BatchJson | undefined> {
  const rows = await q<BatchRow>(
    `SELECT ${BATCH_COLUMNS} FROM change_batches b LEFT JOIN users u ON u.id = b.user_id
      WHERE b.project_id = $1 AND b.id = $2`,
    [projectId, batchId],
  );
  return rows[0] && (await withRowSummaries(q, projectId, [batchJson(rows[0])]))[0];
}

/** People who wrote in the project, for the Activity screen's filter. */
export async function historyAuthors(q: Query, projectId: number) {
  return q<{ id: number; name: string }>(
    `SELECT u.id::int AS id, coalesce(nullif(trim(u.name || ' ' || u.last_name), ''), u.username) AS name
       FROM users u WHERE u.id IN (SELECT DISTINCT user_id FROM change_batches WHERE project_id = $1)
      ORDER BY 2`,
    [projectId],
  );
}

export interface ChangeRow {
  id: number;
  table: string;
  row_id: number;
  op: 'insert' | 'update' | 'delete';
  label: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const ROW_COLUMNS = `c.id::int AS id, c.table_name AS "table", c.row_id::int AS row_id, c.op, c.before, c.after`;

export async function batchRows(
  q: Query,
  projectId: number,
  batchId: number,
  limit: number,
): Promise<ChangeRow[]> {
  const rows = await q<ChangeRow>(
    `SELECT ${ROW_COLUMNS} FROM change_rows c WHERE c.batch_id = $1 AND c.project_id = $2 ORDER BY c.id LIMIT ${limit}`,
    [batchId, projectId],
  );
  return withLabels(q, projectId, rows);
}

/** A row's changes, newest first, each with its batch. */
export async function rowChanges(q: Query, projectId: number, table: string, rowId: number, limit = 100) {
  const rows = await q<ChangeRow & BatchRow & { batch_id: number }>(
    `SELECT ${ROW_COLUMNS}, c.batch_id::int AS batch_id FROM change_rows c
      WHERE c.project_id = $1 AND c.table_name = $2 AND c.row_id = $3 ORDER BY c.batch_id DESC, c.id DESC LIMIT ${limit}`,
    [projectId, table, rowId],
  );
  const labelled = await withLabels(q, projectId, rows);
  const batches = new Map<number, BatchJson>();
  for (const r of rows)
    if (!batches.has(r.batch_id)) batches.set(r.batch_id, (await findBatch(q, projectId, r.batch_id))!);
  return labelled.map((r, i) => ({ ...r, batch: batches.get(rows[i]!.batch_id)! }));
}

/** The last change of each of `ids`: {rowId: {batch_id, at, user}}. */
export async function lastChanges(q: Query, projectId: number, table: string, ids: number[]) {
  const rows = await q<{ row_id: number; batch_id: number; created_at: Date } & Parameters<typeof userOf>[0]>(
    `SELECT i.row_id::int AS row_id, l.batch_id::int AS batch_id, b.created_at, b.user_id::int AS user_id,
            nullif(trim(u.name || ' ' || u.last_name), '') AS user_name, u.username
       FROM unnest($3::bigint[]) AS i(row_id)
       JOIN LATERAL (SELECT c.batch_id FROM change_rows c
                      WHERE c.project_id = $1 AND c.table_name = $2 AND c.row_id = i.row_id
                      ORDER BY c.batch_id DESC LIMIT 1) l ON true
       JOIN change_batches b ON b.id = l.batch_id LEFT JOIN users u ON u.id = b.user_id`,
    [projectId, table, ids],
  );
  return Object.fromEntries(
    rows.map((r) => [
      String(r.row_id),
      { batch_id: r.batch_id, at: r.created_at.toISOString(), user: userOf(r) },
    ]),
  );
}

const keyLabel = (table: TableDef, values: Record<string, unknown> | null | undefined) => {
  if (!values || !table.key.length) return null;
  const parts = table.key.map((k) => values[k]);
  return parts.every((p) => p === undefined) ? null : parts.map((p) => String(p ?? '')).join(' · ');
};

/** Names rows by their key values: from the row now, else from the values the change kept. */
export async function withLabels<
  R extends { table: string; row_id: number; before: unknown; after: unknown },
>(q: Query, projectId: number, rows: R[]): Promise<(R & { label: string | null })[]> {
  const current = new Map<string, string | null>();
  const byTable = new Map<string, number[]>();
  for (const r of rows) byTable.set(r.table, [...(byTable.get(r.table) ?? []), r.row_id]);
  for (const [name, ids] of byTable) {
    const table = TABLES_BY_NAME.get(name);
    if (!table?.key.length) continue;
    const found = await q<Record<string, unknown> & { id: number }>(
      `SELECT id::int AS id, ${table.key.map((k) => ident(table.fieldsByName.get(k)!.sqlName)).join(', ')}
         FROM ${tableIdent(table)} WHERE project_id = $1 AND id = ANY($2::bigint[])`,
      [projectId, ids],
    );
    for (const f of found) current.set(`${name}:${f.id}`, keyLabel(table, f));
  }
  return rows.map((r) => {
    const table = TABLES_BY_NAME.get(r.table);
    const kept = (r.after ?? r.before) as Record<string, unknown> | null;
    const label = current.get(`${r.table}:${r.row_id}`) ?? (table ? keyLabel(table, kept) : null);
    return { ...r, label };
  });
}

const ROW_SUMMARY = { insert: 'row_inserted', update: 'row_updated', delete: 'row_deleted' } as const;

/**
 * The generic summary ("edited") of a batch of one row says which row and what changed: a stop
 * whose only change is its position was moved.
 */
async function withRowSummaries(q: Query, projectId: number, batches: BatchJson[]): Promise<BatchJson[]> {
  const single = batches.filter((b) => b.summary.key === 'edited' && b.rows_kept && b.row_count === 1);
  if (!single.length) return batches;
  const rows = await q<ChangeRow & { batch_id: number }>(
    `SELECT ${ROW_COLUMNS}, c.batch_id::int AS batch_id FROM change_rows c WHERE c.batch_id = ANY($1::bigint[])`,
    [single.map((b) => b.id)],
  );
  const labelled = await withLabels(q, projectId, rows);
  for (const [i, r] of labelled.entries()) {
    const batch = single.find((b) => b.id === rows[i]!.batch_id)!;
    const fields = Object.keys(r.after ?? r.before ?? {});
    const moved =
      r.table === 'stops' && r.op === 'update' && fields.every((f) => f === 'stop_lat' || f === 'stop_lon');
    batch.summary = {
      key: moved ? 'stop_moved' : ROW_SUMMARY[r.op],
      params: {
        table: r.table,
        label: r.label ?? `#${r.row_id}`,
        fields: r.op === 'update' ? fields.join(', ') : '',
      },
    };
  }
  return batches;
}
