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

function fieldsOf(c: Condition): string[] {
  return 'all' in c ? c.all.flatMap(fieldsOf) : 'any' in c ? c.any.flatMap(fieldsOf) : [c.field];
}

/**
 * The file's conditions. One that reads only columns the header lacks (always empty) and does not
 * hold on empty values can never fire: it is left out, sparing its test on every row (stop_times
 * without GTFS-Flex columns would test four such on each of millions of rows).
 */
export function compilePresence(
  table: TableDef,
  presence: Readonly<Record<string, PresenceNotice>> | undefined,
  columns: readonly string[],
): CondRule[] {
  const conds: CondRule[] = [];
  const empty: Value[] = table.fields.map(() => null);
  const add = (fi: number, c: Condition, kind: CondRule['kind'], notice: PresenceNotice | undefined) => {
    const when = compileCondition(table, c);
    if (!fieldsOf(c).some((f) => columns.includes(f)) && !when(empty)) return;
    conds.push({ fi, when, kind, notice });
  };
  table.fields.forEach((f, fi) => {
    const notice = presence?.[`${table.name}.${f.name}`];
    if (f.requiredWhen) add(fi, f.requiredWhen, 'required', notice);
    if (f.forbiddenWhen) add(fi, f.forbiddenWhen, 'forbidden', notice);
  });
  return conds;
}
