// A rename cascades to the rows that referenced the old value (tables/checks.ts cascadeRenames), in
// the same batch. When a revert leaves the renamed row as it is (changed since, or its old key taken
// again), the references the rename moved must stay with it: reverted alone, they would point at
// whichever row holds the old value now (another stop `E2`), a feed that holds together but tells
// a trip to stop elsewhere.
import type { Query } from '../files/store.js';
import { REFS } from '../tables/checks.js';
import type { GateProblem } from '../tables/gate.js';

/** A row a revert skips: the gate's kinds, or `follows`, a reference that goes with a skipped rename. */
export type Skipped = Omit<GateProblem, 'kind'> & { kind: GateProblem['kind'] | 'follows' };

/** The batch's rows that followed the renames of `renamed` (rows of the batch the revert skips). */
export async function renameFollowers(
  q: Query,
  projectId: number,
  batchId: number,
  renamed: readonly { table: string; row_id: number }[],
): Promise<Skipped[]> {
  if (!renamed.length) return [];
  const renames = await q<{ table: string; column: string; old: string; new: string }>(
    `SELECT c.table_name AS "table", k.key AS "column", k.value #>> '{}' AS old, c.after ->> k.key AS new
       FROM change_rows c, jsonb_each(c.before) k
      WHERE c.batch_id = $1 AND c.project_id = $2 AND c.op = 'update'
        AND c.table_name || ':' || c.row_id = ANY($3::text[]) AND k.value <> 'null'::jsonb`,
    [batchId, projectId, renamed.map((r) => `${r.table}:${r.row_id}`)],
  );
  const followers: Skipped[] = [];
  for (const rename of renames) {
    if (rename.new === null) continue;
    for (const ref of REFS) {
      if (!ref.targets.some((t) => t.table.name === rename.table && t.field.sqlName === rename.column))
        continue;
      const rows = await q<{ row_id: number }>(
        `SELECT DISTINCT row_id::int AS row_id FROM change_rows
          WHERE batch_id = $1 AND project_id = $2 AND table_name = $3 AND op = 'update'
            AND before ->> $4 = $5 AND after ->> $4 = $6`,
        [batchId, projectId, ref.from.name, ref.field.sqlName, rename.old, rename.new],
      );
      for (const r of rows)
        followers.push({
          table: ref.from.name,
          row_id: r.row_id,
          kind: 'follows',
          field: ref.field.name,
          value: `${rename.old} → ${rename.new}`,
        });
    }
  }
  return followers;
}
