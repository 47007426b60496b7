import { describe, expect, it } from 'vitest';
import { compileCondition, conditionHolds, conditionFormula } from './conditions.js';
import type { Condition } from './dsl.js';
import { TABLES } from './tables.js';

const row = (values: Record<string, string | number | null>) => (field: string) => values[field];

describe('conditionHolds', () => {
  it('matches integer values and reads an empty field as emptyIs only when given', () => {
    const c: Condition = { field: 'location_type', in: [0, 1, 2], emptyIs: 0 };
    expect(conditionHolds(c, row({ location_type: 1 }))).toBe(true);
    expect(conditionHolds(c, row({ location_type: 3 }))).toBe(false);
    expect(conditionHolds(c, row({ location_type: null }))).toBe(true);
    expect(conditionHolds(c, row({}))).toBe(true);
    const strict: Condition = { field: 'timepoint', in: [1] };
    expect(conditionHolds(strict, row({ timepoint: null }))).toBe(false);
    expect(conditionHolds(strict, row({ timepoint: '1' }))).toBe(false); // text is not a number
  });

  it('tells empty from present and combines with all / any', () => {
    const c: Condition = {
      any: [
        { field: 'a', empty: true },
        {
          all: [
            { field: 'b', present: true },
            { field: 'c', in: [2] },
          ],
        },
      ],
    };
    expect(conditionHolds(c, row({ a: null }))).toBe(true);
    expect(conditionHolds(c, row({ a: 'x', b: 'y', c: 2 }))).toBe(true);
    expect(conditionHolds(c, row({ a: 'x', b: 'y', c: 3 }))).toBe(false);
    expect(conditionHolds(c, row({ a: 'x', b: null, c: 2 }))).toBe(false);
    expect(conditionFormula(c)).toBe('a = ∅ | b ≠ ∅ & c ∈ {2}');
  });
});

describe('compileCondition', () => {
  it('agrees with conditionHolds on every schema condition, over rows of empty, 0-4 and text values', () => {
    const samples = [null, 0, 1, 2, 3, 4, 'x'];
    let compared = 0;
    for (const t of TABLES) {
      const names = t.fields.map((f) => f.name);
      for (const f of t.fields)
        for (const c of [f.requiredWhen, f.forbiddenWhen]) {
          if (!c) continue;
          const compiled = compileCondition(c, (name) => names.indexOf(name));
          // Each field of the row takes each sample value in turn, the others a value of their own.
          for (let k = 0; k < names.length * samples.length; k++) {
            const values = names.map((_, i) => samples[(k + i * 3) % samples.length]!);
            const byName = Object.fromEntries(names.map((n, i) => [n, values[i]!]));
            expect(compiled(values)).toBe(conditionHolds(c, row(byName)));
            compared++;
          }
        }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('reads a field the row does not have as empty', () => {
    const c: Condition = { field: 'location_type', in: [0], emptyIs: 0 };
    expect(compileCondition(c, () => -1)([5])).toBe(true);
    expect(compileCondition({ field: 'a', present: true }, () => -1)([5])).toBe(false);
  });
});
