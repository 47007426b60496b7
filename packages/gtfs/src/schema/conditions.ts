// The one evaluator of the schema's row conditions (`requiredWhen`, `forbiddenWhen`), shared by the
// validator, the server's row checks and the web forms, so the three cannot disagree. Each caller
// reads values its own way (parsed cells, stored row, form text) through `valueOf`.
import type { Condition } from './dsl.js';
import type { Value } from '../values.js';

/** A field's value in the row being judged: null (or undefined) when empty. */
export type ValueOf = (field: string) => Value | undefined;

/**
 * Whether `c` holds. `in` compares the field's integer value; an empty field counts as the
 * condition's `emptyIs` when it gives one, and never matches otherwise.
 */
export function conditionHolds(c: Condition, valueOf: ValueOf): boolean {
  if ('all' in c) return c.all.every((x) => conditionHolds(x, valueOf));
  if ('any' in c) return c.any.some((x) => conditionHolds(x, valueOf));
  const v = valueOf(c.field) ?? null;
  if ('empty' in c) return v === null;
  if ('present' in c) return v !== null;
  const n = v === null ? c.emptyIs : v;
  return typeof n === 'number' && c.in.includes(n);
}

/**
 * `conditionHolds` compiled once for rows read as arrays (`indexOf` gives a field's position, -1 when
 * the row has none): the same semantics, for hot loops over millions of rows.
 */
export function compileCondition(
  c: Condition,
  indexOf: (field: string) => number,
): (row: ArrayLike<Value | undefined>) => boolean {
  if ('all' in c) {
    const parts = c.all.map((x) => compileCondition(x, indexOf));
    return (row) => parts.every((p) => p(row));
  }
  if ('any' in c) {
    const parts = c.any.map((x) => compileCondition(x, indexOf));
    return (row) => parts.some((p) => p(row));
  }
  const i = indexOf(c.field);
  if ('empty' in c) return (row) => (row[i] ?? null) === null;
  if ('present' in c) return (row) => (row[i] ?? null) !== null;
  const { emptyIs, in: values } = c;
  return (row) => {
    const v = row[i] ?? null;
    const n = v === null ? emptyIs : v;
    return typeof n === 'number' && values.includes(n);
  };
}

/** The condition as a short formula for messages: `location_type ∈ {1}`, `a = ∅ & b ≠ ∅`. */
export function conditionFormula(c: Condition): string {
  if ('all' in c) return c.all.map(conditionFormula).join(' & ');
  if ('any' in c) return c.any.map(conditionFormula).join(' | ');
  if ('empty' in c) return `${c.field} = ∅`;
  if ('present' in c) return `${c.field} ≠ ∅`;
  return `${c.field} ∈ {${c.in.join(', ')}}`;
}
