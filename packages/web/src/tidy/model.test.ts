import { describe, expect, it } from 'vitest';
import type { TidyPlan } from './api';
import { apiSteps, planIsEmpty, stepHasWork, toggled } from './model';

const empty: TidyPlan = {
  fingerprint: '1',
  calendars: { services: 2, rewritten: 0, calendar: [2, 2], calendar_dates: [0, 0] },
  services: [],
  stops: [],
  shapes: [],
  orphans: { stop: [], shape: [], service: [], route: [], agency: [], fare: [] },
};

describe('clean-up choices', () => {
  it('tells an empty preview from one with work', () => {
    expect(planIsEmpty(empty)).toBe(true);
    const withOrphan = { ...empty, orphans: { ...empty.orphans, shape: ['SH9'] } };
    expect(planIsEmpty(withOrphan)).toBe(false);
    expect(stepHasWork(withOrphan, 'orphans')).toBe(true);
    expect(stepHasWork(withOrphan, 'stops')).toBe(false);
  });

  it('maps the chosen steps to the API, the stop distance only when stops merge', () => {
    expect(apiSteps(new Set(['stops', 'calendars']), 8)).toEqual({
      calendars: true,
      merge_services: false,
      merge_stops: 8,
      merge_shapes: false,
      orphans: false,
    });
    expect(apiSteps(new Set(), 8).merge_stops).toBeNull();
  });

  it('toggles an item without changing the old set', () => {
    const a = new Set(['x']);
    expect([...toggled(a, 'y')]).toEqual(['x', 'y']);
    expect([...toggled(a, 'x')]).toEqual([]);
    expect([...a]).toEqual(['x']);
  });
});
