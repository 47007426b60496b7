// Each notice of the calendars rule, triggered by the smallest change to the clean minimal feed.
import { describe, expect, it } from 'vitest';
import { calendars } from './calendar.js';
import { add, noticeCases, r, service } from '../../test-helpers/notice-cases.js';
import { minimalFeed, TEST_DATE, zipFeed } from '../../test-helpers/minimal-feed.js';
import { validateFeed } from '../index.js';

noticeCases(calendars, {
  service_has_no_active_day_of_the_week: (f) =>
    service(f, 'NONE', {
      monday: '0',
      tuesday: '0',
      wednesday: '0',
      thursday: '0',
      friday: '0',
      saturday: '0',
      sunday: '0',
    }),
  expired_calendar: (f) => service(f, 'OLD', { start_date: '20250101', end_date: '20251231' }),
  start_and_end_range_out_of_order: (f) =>
    service(f, 'BAD', { start_date: '20261231', end_date: '20260101' }),
  future_calendar: (f) =>
    Object.assign(r(f, 'calendar.txt'), { start_date: '20270101', end_date: '20271231' }),
  service_extends_far_in_the_future: (f) => (r(f, 'calendar.txt').end_date = '20300101'),
  big_gap_in_service: (f) =>
    add(
      f,
      'calendar_dates.txt',
      { service_id: 'GAP', date: '20260101', exception_type: '1' },
      { service_id: 'GAP', date: '20260201', exception_type: '1' },
    ),
  trip_coverage_not_active_for_next7_days: (f) => (r(f, 'calendar.txt').end_date = '20260603'),
});

describe('trip_coverage_not_active_for_next7_days', () => {
  it('names the days without trips and the services that run then with no trip yet', async () => {
    // TEST_DATE is a Monday: weekday trips only, and a weekend service still without trips.
    const f = minimalFeed();
    Object.assign(r(f, 'calendar.txt'), { saturday: '0', sunday: '0' });
    service(f, 'WE', {
      monday: '0',
      tuesday: '0',
      wednesday: '0',
      thursday: '0',
      friday: '0',
      saturday: '1',
      sunday: '1',
    });
    const { report } = await validateFeed(await zipFeed(f), { now: TEST_DATE });
    const group = report.notices.find((g) => g.code === 'trip_coverage_not_active_for_next7_days')!;
    expect(group.sampleNotices).toEqual([
      {
        currentDate: '20260601',
        serviceWindowStartDate: '20260101',
        serviceWindowEndDate: '20261231',
        datesWithoutTrips: ['20260606', '20260607'],
        servicesWithoutTrips: ['WE'],
      },
    ]);
  });
});
