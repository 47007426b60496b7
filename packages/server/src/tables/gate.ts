// The one gate every write of GTFS rows ends in, inside its transaction and before its commit: the
// key, reference and value rules a direct write gets (checks.ts, rules.ts), run over the rows the
// transaction's change batch touched. `touchProject` (touch.ts), the last step of every write path,
// runs it; a path that keeps its own last step (the CSV replace) calls `passGate` itself. A writer
// that breaks a rule is refused as a whole (409), the rows named; the revert asks for the problems
// instead (`gateProblems`) to skip those rows or to list them.
import type { TableDef } from '@ruta/gtfs';
import type { Language } from '../db/schema.js';
import { currentBatchId } from '../changes/batch.js';
import type { Query } from '../files/store.js';
import { HttpError } from '../http/errors.js';
import type { DbRow } from './codec.js';
import {
  batchShapes,
  keyProblems,
  referenceProblems,
  usageProblems,
  type GateProblem,
  type GateScope,
} from './gate-checks.js';
import { tableTranslator, type TableTranslate } from './messages.js';
import { parseRow } from './rules.js';
import { selectList, tableIdent, valuesOf } from './sql.js';

export type { GateProblem };

/** Problems named in a refusal's words; the answer's `problems` lists up to this many. */
const NAMED = 5;
const LISTED = 100;

/** Everything the transaction's batch would break, in the order of the tables it changed. */
export async function gateProblems(q: Query, projectId: number, lang: Language): Promise<GateProblem[]> {
  const batchId = await currentBatchId(q);
  if (batchId === undefined) return [];
  const { tables, ...scope } = await batchShapes(q, { projectId, batchId });
  const t = tableTranslator(lang);
  const problems: GateProblem[] = [];
  for (const [table, shape] of tables) {
    problems.push(...(await keyProblems(q, scope, table, shape)));
    problems.push(...(await referenceProblems(q, scope, table, shape)));
    problems.push(...(await usageProblems(q, scope, table, shape)));
    if (scope.kept && (shape.inserted || shape.updated.size))
      problems.push(...(await valueProblems(q, scope, table, t)));
  }
  return problems;
}

/** Refuses the transaction's write (409, nothing kept) when it would break the feed. */
export async function passGate(q: Query, projectId: number, lang: Language): Promise<void> {
  const problems = await gateProblems(q, projectId, lang);
  if (!problems.length) return;
  const t = tableTranslator(lang);
  const named = problems.slice(0, NAMED).map((p) => describeProblem(p, t));
  const more = problems.length > NAMED ? ' ' + t('gate_more', { count: problems.length - NAMED }) : '';
  throw new HttpError(409, {
    detail: t('gate_refused', { rows: named.join('; ') }) + more,
    problems: problems.slice(0, LISTED).map((p) => ({ ...p, message: describeProblem(p, t) })),
  } as never);
}

/** "stops #12 (stop_id K1): A row with this stop_id already exists." */
export function describeProblem(p: GateProblem, t: TableTranslate): string {
  const row = `${p.table} #${p.row_id}${p.value !== null ? ` (${p.field} ${p.value})` : ''}`;
  switch (p.kind) {
    case 'key':
      return `${row}: ${p.field.includes(',') ? t('duplicate_keys', { fields: p.field }) : t('duplicate_key', { field: p.field })}`.replace(
        /\.$/,
        '',
      );
    case 'reference':
      return `${row}: ${t('gate_missing_reference', { field: p.field, value: p.value ?? '' })}`;
    case 'in_use':
      return `${row}: ${t('gate_in_use', { uses: p.detail ?? '' })}`;
    case 'value':
      return `${p.table} #${p.row_id} (${p.field}): ${p.detail ?? ''}`.replace(/\.$/, '');
  }
}

/**
 * The field rules (rules.ts) of the rows the batch inserted or updated: an inserted row answers for
 * every field, an updated one for the rule breaks its change introduced (a stored row's own old
 * faults, and imported text kept as it was, are not the writer's).
 */
async function valueProblems(
  q: Query,
  scope: GateScope,
  table: TableDef,
  t: TableTranslate,
): Promise<GateProblem[]> {
  const rows = await q<DbRow & { inserted: boolean; befores: Record<string, unknown>[] | null }>(
    `SELECT ${selectList(table, 't')}, c.inserted, c.befores
       FROM ${tableIdent(table)} t
       JOIN (SELECT row_id, bool_or(op = 'insert') AS inserted,
                    jsonb_agg(before ORDER BY id DESC) FILTER (WHERE op = 'update') AS befores
               FROM change_rows WHERE batch_id = $2 AND project_id = $1 AND table_name = $3
                AND op IN ('insert', 'update') GROUP BY row_id) c ON c.row_id = t.id
      WHERE t.project_id = $1`,
    [scope.projectId, scope.batchId, table.name],
  );
  const problems: GateProblem[] = [];
  for (const row of rows) {
    const invalid = (row.invalid ?? {}) as Record<string, string>;
    const now = rowErrors(table, valuesOf(table, row), invalid, t);
    const was = row.inserted ? new Set<string>() : rowErrors(table, earlierValues(table, row), invalid, t);
    for (const e of now)
      if (!was.has(e) && problems.length < LISTED) {
        const [field, message] = e.split('\u0000') as [string, string];
        problems.push({
          table: table.name,
          row_id: Number(row.id),
          kind: 'value',
          field,
          value: null,
          detail: message,
        });
      }
  }
  return problems;
}

/** "field\0message" of each rule the row breaks, leaving out fields that keep imported text. */
function rowErrors(
  table: TableDef,
  values: ReturnType<typeof valuesOf>,
  invalid: Record<string, string>,
  t: TableTranslate,
): Set<string> {
  const { errors } = parseRow(table, {}, { values, invalid }, t);
  const out = new Set<string>();
  for (const [field, messages] of Object.entries(errors))
    if (!(field in invalid)) for (const m of messages) out.add(`${field}\u0000${m}`);
  return out;
}

/** The row as it was before the batch: the earliest `before` of each field wins (newest first in `befores`). */
function earlierValues(table: TableDef, row: DbRow & { befores: Record<string, unknown>[] | null }) {
  const values = valuesOf(table, row);
  for (const before of row.befores ?? [])
    for (const f of table.fields) if (f.sqlName in before) values[f.name] = before[f.sqlName] as never;
  return values;
}
