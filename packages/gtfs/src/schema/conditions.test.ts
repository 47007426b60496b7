import { describe, expect, it } from 'vitest';
import { conditionHolds, conditionFormula } from './conditions.js';
import type { Condition } from './dsl.js';

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
