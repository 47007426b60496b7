// The gate's checks (gate.ts), each one SQL statement over the rows the transaction's change batch
// touched (`change_rows`, joined by row id): linear in what changed, never a scan of a whole table.
// Only what the batch introduced counts: a key the batch set, a reference it set, a value it held
// that others still use. An imported feed's own duplicates and dangling references stay the
// validator's findings, as they are for a direct write.
import { mustHaveValue, TABLES_BY_NAME, type TableDef } from '@ruta/gtfs';
import type { Query } from '../files/store.js';
import { ident } from '../feed/sql-schema.js';
import { REFS } from './checks.js';
import { tableIdent } from './sql.js';

/** A row the batch wrote that would break the feed. `row_id` is a row of the batch. */
export interface GateProblem {
  table: string;
  row_id: number;
  /** key: the key is taken; reference: points at nothing; in_use: others use a value it removed; value: a field's rule. */
  kind: 'key' | 'reference' | 'in_use' | 'value';
  field: string;
  value: string | null;
  /** in_use: the tables and counts of the rows using it; value: the rule's message. */
  detail?: string;
}

/**
 * Rows of the batch that changed `columns` of `table` (inserted, or updated in one of them). A batch
 * too large to keep its rows (over 100,000, a CSV replace of a big table) rewrote the table: all of
 * its rows count.
 */
const touching = (table: TableDef, columns: readonly string[], kept: boolean) =>
  kept
    ? `SELECT DISTINCT c.row_id FROM change_rows c
        WHERE c.batch_id = $2 AND c.project_id = $1 AND c.table_name = $3
          AND (c.op = 'insert' OR (c.op = 'update' AND c.after ?| ARRAY[${columns.map((c) => `'${c}'`).join(', ')}]::text[]))`
    : `SELECT a.id AS row_id FROM ${tableIdent(table)} a WHERE a.project_id = $1 AND $2::bigint > 0 AND $3::text <> ''`;

/** Where the checks look: the batch, and whether it kept its rows. */
export interface GateScope {
  projectId: number;
  batchId: number;
  kept: boolean;
}

/** What the batch did to one table: a check runs only where it could find something. */
export interface TableShape {
  inserted: boolean;
  deleted: boolean;
  /** Columns some update changed. */
  updated: ReadonlySet<string>;
}
const EVERYTHING: TableShape = { inserted: true, deleted: true, updated: new Set() };
const changes = (shape: TableShape, columns: readonly string[]) =>
  shape.inserted || columns.some((c) => shape.updated.has(c));

/** SQL true when no target of `ref` in project $1 holds `value` (an SQL expression). */
export const heldNowhere = (ref: (typeof REFS)[number], value: string) =>
  ref.targets
    .map(
      (t) =>
        `NOT EXISTS (SELECT 1 FROM ${tableIdent(t.table)} x WHERE x.project_id = $1 AND x.${ident(t.field.sqlName)} = ${value})`,
    )
    .join(' AND ');

const col = (table: TableDef, field: string) => table.fieldsByName.get(field)!.sqlName;

/** Rows the batch keyed (inserted, or a key field updated) whose key another row of the project holds. */
export async function keyProblems(
  q: Query,
  scope: GateScope,
  table: TableDef,
  shape: TableShape,
): Promise<GateProblem[]> {
  if (
    !table.key.length ||
    !changes(
      shape,
      table.key.map((k) => col(table, k)),
    )
  )
    return [];
  const T = tableIdent(table);
  const same = table.key
    .map((k) => {
      const c = ident(col(table, k));
      return mustHaveValue(table.fieldsByName.get(k)!)
        ? `o.${c} = t.${c}`
        : `o.${c} IS NOT DISTINCT FROM t.${c}`;
    })
    .join(' AND ');
  const rows = await q<Record<string, unknown> & { row_id: number }>(
    `SELECT t.id::int AS row_id, ${table.key.map((k) => `t.${ident(col(table, k))}::text AS ${ident(k)}`).join(', ')}
       FROM ${T} t JOIN (${touching(
         table,
         table.key.map((k) => col(table, k)),
         scope.kept,
       )}) c ON c.row_id = t.id
      WHERE t.project_id = $1 AND EXISTS (SELECT 1 FROM ${T} o WHERE o.project_id = $1 AND o.id <> t.id AND ${same})
      ORDER BY t.id LIMIT 100`,
    [scope.projectId, scope.batchId, table.name],
  );
  return rows.map((r) => ({
    table: table.name,
    row_id: r.row_id,
    kind: 'key',
    field: table.key.join(', '),
    value: table.key.map((k) => String(r[k] ?? '')).join(' · '),
  }));
}

/** Rows of the batch whose reference (set by the batch) points at no row. */
export async function referenceProblems(
  q: Query,
  scope: GateScope,
  table: TableDef,
  shape: TableShape,
): Promise<GateProblem[]> {
  const problems: GateProblem[] = [];
  for (const ref of REFS) {
    if (ref.from !== table || !changes(shape, [ref.field.sqlName])) continue;
    const c = ident(ref.field.sqlName);
    const rows = await q<{ row_id: number; value: string }>(
      `SELECT r.id::int AS row_id, r.${c} AS value
         FROM ${tableIdent(table)} r JOIN (${touching(table, [ref.field.sqlName], scope.kept)}) t ON t.row_id = r.id
        WHERE r.project_id = $1 AND r.${c} IS NOT NULL AND ${heldNowhere(ref, `r.${c}`)} ORDER BY r.id LIMIT 100`,
      [scope.projectId, scope.batchId, table.name],
    );
    for (const r of rows)
      problems.push({
        table: table.name,
        row_id: r.row_id,
        kind: 'reference',
        field: ref.field.name,
        value: r.value,
      });
  }
  return problems;
}

/**
 * Values the batch took away from `table` (its deleted rows, its changed fields) that no row holds
 * any more while other rows still reference them: the "in use" of a direct delete.
 */
export async function usageProblems(
  q: Query,
  scope: GateScope,
  table: TableDef,
  shape: TableShape,
): Promise<GateProblem[]> {
  const problems: GateProblem[] = [];
  // A batch that kept no rows kept no removed values either; the rewrite's own references are checked.
  if (!scope.kept) return problems;
  for (const ref of REFS) {
    for (const target of ref.targets) {
      if (target.table !== table || !(shape.deleted || shape.updated.has(target.field.sqlName))) continue;
      const using = `FROM ${tableIdent(ref.from)} u WHERE u.project_id = $1 AND u.${ident(ref.field.sqlName)} = g.v`;
      const rows = await q<{ row_id: number; value: string; n: number }>(
        `SELECT g.row_id, g.v AS value, (SELECT count(*) ${using})::int AS n
           FROM (SELECT DISTINCT c.row_id::int AS row_id, c.before->>$4 AS v FROM change_rows c
                  WHERE c.batch_id = $2 AND c.project_id = $1 AND c.table_name = $3
                    AND c.op IN ('delete', 'update') AND c.before->>$4 IS NOT NULL) g
          WHERE ${heldNowhere(ref, 'g.v')} AND EXISTS (SELECT 1 ${using}) ORDER BY g.row_id LIMIT 100`,
        [scope.projectId, scope.batchId, table.name, target.field.sqlName],
      );
      for (const r of rows)
        problems.push({
          table: table.name,
          row_id: r.row_id,
          kind: 'in_use',
          field: target.field.name,
          value: r.value,
          detail: `${ref.from.name}.${ref.field.name}: ${r.n}`,
        });
    }
  }
  return problems;
}

/**
 * The tables the batch changed and what it did to each, in one statement. A batch that kept no rows
 * (its counts only) is taken to have done everything to the tables it counts.
 */
export async function batchShapes(
  q: Query,
  scope: Omit<GateScope, 'kept'>,
): Promise<GateScope & { tables: Map<TableDef, TableShape> }> {
  const [batch] = await q<{ counts: Record<string, unknown>; rows_kept: boolean }>(
    `SELECT counts, rows_kept FROM change_batches WHERE id = $1`,
    [scope.batchId],
  );
  const tables = new Map<TableDef, TableShape>();
  if (!batch) return { ...scope, kept: true, tables };
  if (!batch.rows_kept) {
    for (const name of Object.keys(batch.counts)) {
      const table = TABLES_BY_NAME.get(name);
      if (table) tables.set(table, EVERYTHING);
    }
    return { ...scope, kept: false, tables };
  }
  const rows = await q<{ table: string; inserted: boolean; deleted: boolean; updated: string[] | null }>(
    `SELECT c.table_name AS "table", bool_or(c.op = 'insert') AS inserted, bool_or(c.op = 'delete') AS deleted,
            array_agg(DISTINCT k) FILTER (WHERE k IS NOT NULL) AS updated
       FROM change_rows c LEFT JOIN LATERAL jsonb_object_keys(CASE WHEN c.op = 'update' THEN c.after END) k ON true
      WHERE c.batch_id = $1 AND c.project_id = $2 GROUP BY c.table_name`,
    [scope.batchId, scope.projectId],
  );
  for (const r of rows) {
    const table = TABLES_BY_NAME.get(r.table);
    if (table)
      tables.set(table, { inserted: r.inserted, deleted: r.deleted, updated: new Set(r.updated ?? []) });
  }
  return { ...scope, kept: true, tables };
}
