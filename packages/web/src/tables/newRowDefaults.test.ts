import { describe, expect, it } from 'vitest';
import { feedPeriod, fillEmpty, filterInputs, nextFreeId, servicePeriod } from './newRowDefaults';
import { columnsFor } from './columns';

describe('nextFreeId', () => {
  it('counts on from the newest numbered id', () => {
    expect(nextFreeId(['S5', 'S4', 'S3'])?.id).toBe('S6');
    expect(nextFreeId(['12', '11'])).toEqual({ id: '13', after: '12' });
  });

  it('goes past the highest id of the same prefix and skips ids in use', () => {
    expect(nextFreeId(['S3', 'S9', 'S1'])?.id).toBe('S10');
    expect(nextFreeId(['A1', 'B7', 'A2'])?.id).toBe('A3');
    expect(nextFreeId(['X1', 'X01', 'X2'])?.id).toBe('X3');
  });

  it('keeps zero padding', () => {
    expect(nextFreeId(['P-009', 'P-008'])?.id).toBe('P-010');
  });

  it('takes the newest id that has a number when the newest has none', () => {
    expect(nextFreeId(['terminal', 'S2'])).toEqual({ id: 'S3', after: 'S2' });
  });

  it('suggests nothing without a numbered id, and handles numbers past 2^53', () => {
    expect(nextFreeId([])).toBeUndefined();
    expect(nextFreeId(['WEEKDAY', 'SUNDAY'])).toBeUndefined();
    expect(nextFreeId(['9007199254740993'])?.id).toBe('9007199254740994');
  });
});

describe('filterInputs', () => {
  it("keeps the filters on the form's fields only", () => {
    const trips = columnsFor('trips');
    expect(filterInputs({ route_id: 'L1', stop_id: 'S1', service_id: '' }, trips)).toEqual({
      route_id: 'L1',
    });
  });
});

describe('fillEmpty', () => {
  it('fills empty inputs only', () => {
    expect(fillEmpty({ a: '', b: 'typed', c: false }, { a: 'S6', b: 'S7' })).toEqual({
      a: 'S6',
      b: 'typed',
      c: false,
    });
  });
});

describe('feedPeriod', () => {
  it("gives a new service the feed's start and end dates, each only when the feed info has it", () => {
    expect(feedPeriod({ feed_start_date: '2026-01-01', feed_end_date: '2027-12-31' })).toEqual({
      start_date: '2026-01-01',
      end_date: '2027-12-31',
    });
    expect(feedPeriod({ feed_start_date: '2026-01-01', feed_end_date: null })).toEqual({
      start_date: '2026-01-01',
    });
    expect(feedPeriod(null)).toEqual({});
  });
});

describe('servicePeriod', () => {
  const today = new Date(2026, 10, 29);
  it("is the feed's period when the feed info gives both dates", () => {
    const feed = { feed_start_date: '2026-03-01', feed_end_date: '2027-02-28' };
    const newest = { start_date: '2026-01-01', end_date: '2026-12-31' };
    expect(servicePeriod(feed, newest, today)).toEqual({ start_date: '2026-03-01', end_date: '2027-02-28' });
  });

  it("else the newest service's, else a year from today", () => {
    const newest = { start_date: '2026-01-01', end_date: '2026-12-31' };
    expect(servicePeriod(null, newest, today)).toEqual({ start_date: '2026-01-01', end_date: '2026-12-31' });
    expect(servicePeriod({ feed_start_date: '2026-03-01' }, undefined, today)).toEqual({
      start_date: '2026-11-29',
      end_date: '2027-11-28',
    });
    expect(servicePeriod(null, undefined, new Date(2028, 0, 1))).toEqual({
      start_date: '2028-01-01',
      end_date: '2028-12-31',
    });
  });
});
