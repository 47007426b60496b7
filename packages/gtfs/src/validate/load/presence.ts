// Conditionally required or forbidden fields (the schema's requiredWhen/forbiddenWhen), compiled once
// per file into checks over a parsed row; the rules may give a specific notice per `table.field`.
import { compileCondition as compileHolds } from '../../schema/conditions.js';
import type { Condition, TableDef } from '../../schema/dsl.js';
import type { Value } from '../../values.js';
import type { PresenceNotice } from '../notice.js';

type Evaluator = (out: Value[]) => boolean;

function compileCondition(table: TableDef, c: Condition): Evaluator {
  const at = new Map(table.fields.map((f, i) => [f.name, i]));
  return compileHolds(c, (name) => at.get(name) ?? -1);
}

export interface CondRule {
  fi: number;
  when: Evaluator;
  kind: 'required' | 'forbidden';
  /** The rule's specific notice for this field, if it has one (see PresenceNotice). */
  notice: PresenceNotice | undefined;
}

export function compilePresence(
  table: TableDef,
  presence: Readonly<Record<string, PresenceNotice>> | undefined,
): CondRule[] {
  const conds: CondRule[] = [];
  table.fields.forEach((f, fi) => {
    const notice = presence?.[`${table.name}.${f.name}`];
    if (f.requiredWhen)
      conds.push({ fi, when: compileCondition(table, f.requiredWhen), kind: 'required', notice });
    if (f.forbiddenWhen)
      conds.push({ fi, when: compileCondition(table, f.forbiddenWhen), kind: 'forbidden', notice });
  });
  return conds;
}
