import { describe, expect, it } from 'vitest';
import { activeDays } from './active-days.js';
import { dayNumber, isoDay, weekday } from './days.js';

describe('activeDays', () => {
  it('expands weekly patterns and applies added and removed dates', () => {
    const mon = dayNumber('2026-06-01');
    expect(weekday(mon)).toBe(0);
    const days = activeDays(
      [{ serviceId: 'WK', start: mon, end: mon + 13, days: [1, 1, 1, 1, 1, 0, 0] }],
      [
        { serviceId: 'WK', day: mon + 2, type: 2 },
        { serviceId: 'WK', day: mon + 5, type: 1 },
        { serviceId: 'HOL', day: mon + 20, type: 1 },
      ],
    );
    expect(days.get('WK')!.map(isoDay)).toEqual([
      '2026-06-01',
      '2026-06-02',
      '2026-06-04',
      '2026-06-05',
      '2026-06-06',
      '2026-06-08',
      '2026-06-09',
      '2026-06-10',
      '2026-06-11',
      '2026-06-12',
    ]);
    expect(days.get('HOL')!.map(isoDay)).toEqual(['2026-06-21']);
  });

  it('keeps a service without dates, with no day', () => {
    expect(
      activeDays([{ serviceId: 'X', start: null, end: null, days: [1, 1, 1, 1, 1, 1, 1] }], []).get('X'),
    ).toEqual([]);
  });
});
