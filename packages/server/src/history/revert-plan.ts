// Which rows of a batch a revert can put back without breaking the feed. The revert is tried inside
// a savepoint and put through the gate every write ends in (tables/gate.ts): the rows it names (a
// key taken again, a parent gone, a value later rows use) are skipped and the revert tried again
// without them, until the gate passes. The caller then keeps the last try (`settleRevert(q, true)`)
// or rolls it back (a dry run, or all-or-nothing with conflicts): the dry run lists exactly what
// the revert would skip. The references a skipped rename moved are skipped with it
// (rename-followers.ts).
import type { TableDef } from '@ruta/gtfs';
import type { Language } from '../db/schema.js';
import type { Query } from '../files/store.js';
import { HttpError } from '../http/errors.js';
import { describeProblem, gateProblems } from '../tables/gate.js';
import { tableTranslator } from '../tables/messages.js';
import { renameFollowers, type Skipped } from './rename-followers.js';
import { applyRevert, type Conflict } from './revert.js';
import { withLabels } from './store.js';

export interface RevertPlan {
  conflicts: Conflict[];
  /** Rows the revert puts back. */
  rows: number;
  batchId: number;
  tables: TableDef[];
}

const SAVEPOINT = 'ruta_revert';
/** Each try skips at least one more row; a batch whose rows break the feed one by one stops here. */
const MAX_TRIES = 50;
const rowKey = (r: { table: string; row_id: number }) => `${r.table}:${r.row_id}`;

/** Tries the revert of `batchId` but the `changed` rows; leaves the savepoint of the clean try open. */
export async function planRevert(
  q: Query,
  projectId: number,
  batchId: number,
  changed: Conflict[],
  lang: Language,
): Promise<RevertPlan> {
  const skip = new Set(changed.map(rowKey));
  const found: Skipped[] = [];
  const skipAll = (rows: Skipped[]) => {
    for (const p of rows) {
      if (skip.has(rowKey(p))) continue; // one conflict per row
      skip.add(rowKey(p));
      found.push(p);
    }
  };
  skipAll(await renameFollowers(q, projectId, batchId, changed));
  for (let tries = 0; ; tries++) {
    await q(`SAVEPOINT ${SAVEPOINT}`, []);
    const done = await applyRevert(q, projectId, batchId, skip);
    const problems = done.rows ? await gateProblems(q, projectId, lang) : [];
    if (!problems.length) {
      const conflicts = [...changed, ...(await gateConflicts(q, projectId, batchId, found, lang))];
      return { conflicts, rows: done.rows, batchId: done.batchId, tables: done.tables };
    }
    await q(`ROLLBACK TO SAVEPOINT ${SAVEPOINT}`, []);
    await q(`RELEASE SAVEPOINT ${SAVEPOINT}`, []);
    const fresh = problems.filter((p) => !skip.has(rowKey(p)));
    if (!fresh.length || tries === MAX_TRIES) {
      const t = tableTranslator(lang);
      throw new HttpError(409, { detail: t('gate_refused', { rows: describeProblem(problems[0]!, t) }) });
    }
    skipAll(fresh);
    skipAll(await renameFollowers(q, projectId, batchId, fresh));
  }
}

/** Keeps the revert planned (`keep`), or undoes it: nothing of it stays. */
export async function settleRevert(q: Query, keep: boolean): Promise<void> {
  if (!keep) await q(`ROLLBACK TO SAVEPOINT ${SAVEPOINT}`, []);
  await q(`RELEASE SAVEPOINT ${SAVEPOINT}`, []);
}

/** The gate's problems as conflicts, each row named by its key as the batch kept it. */
async function gateConflicts(
  q: Query,
  projectId: number,
  batchId: number,
  problems: Skipped[],
  lang: Language,
): Promise<Conflict[]> {
  if (!problems.length) return [];
  const kept = await q<{ table: string; row_id: number; before: unknown; after: unknown }>(
    `SELECT DISTINCT ON (c.table_name, c.row_id) c.table_name AS "table", c.row_id::int AS row_id, c.before, c.after
       FROM change_rows c WHERE c.batch_id = $1 AND c.project_id = $2
        AND c.table_name || ':' || c.row_id = ANY($3::text[])
      ORDER BY c.table_name, c.row_id, c.id`,
    [batchId, projectId, problems.map(rowKey)],
  );
  const labels = new Map((await withLabels(q, projectId, kept)).map((r) => [rowKey(r), r.label]));
  const t = tableTranslator(lang);
  return problems.map((p) => ({
    kind: p.kind,
    table: p.table,
    row_id: p.row_id,
    label: labels.get(rowKey(p)) ?? null,
    batch_id: null,
    user: null,
    at: null,
    field: p.field,
    value: p.value,
    message:
      p.kind === 'follows'
        ? `${p.table} #${p.row_id}: ${t('gate_follows', { field: p.field, value: p.value ?? '' })}`
        : describeProblem({ ...p, kind: p.kind }, t),
  }));
}
