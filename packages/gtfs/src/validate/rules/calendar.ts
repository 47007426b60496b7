// Calendars: services with no weekday, expired or future services, inverted date ranges, services
// far in the future, gaps in service and whether the feed covers the next seven days.
import { table } from '../feed.js';
import { serviceDays, tripServiceDays } from '../services.js';
import { compactDate, dayNumber, gtfsDate, isoDate, s } from '../util.js';
import { rule } from './rule.js';

const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

export const calendars = rule({
  name: 'calendars',
  notices: [
    'service_has_no_active_day_of_the_week',
    'expired_calendar',
    'start_and_end_range_out_of_order',
    'future_calendar',
    'service_extends_far_in_the_future',
    'big_gap_in_service',
    'trip_coverage_not_active_for_next7_days',
  ],
  check(feed, notices, ctx) {
    const today = dayNumber(ctx.today);
    const days = serviceDays(feed);
    for (const c of table(feed, 'calendar')) {
      if (WEEK.every((d) => c[d] === 0))
        notices.add('service_has_no_active_day_of_the_week', {
          csvRowNumber: c._row,
          serviceId: c.service_id,
        });
      if (typeof c.start_date === 'string' && typeof c.end_date === 'string' && c.start_date > c.end_date)
        notices.add('start_and_end_range_out_of_order', {
          filename: 'calendar.txt',
          csvRowNumber: c._row,
          entityId: c.service_id,
          startFieldName: 'start_date',
          startValue: compactDate(c.start_date),
          endFieldName: 'end_date',
          endValue: compactDate(c.end_date),
        });
      const active = days.get(s(c.service_id) ?? '') ?? [];
      const last = active.length
        ? active[active.length - 1]!
        : typeof c.end_date === 'string'
          ? dayNumber(c.end_date)
          : Infinity;
      if (last < today) notices.add('expired_calendar', { csvRowNumber: c._row, serviceId: c.service_id });
    }
    let minStart = Infinity;
    for (const list of tripServiceDays(feed).values())
      if (list.length) minStart = Math.min(minStart, list[0]!);
    for (const [serviceId, list] of days) {
      if (list.length === 0) continue;
      const end = list[list.length - 1]!;
      if (end > today + 730)
        notices.add('service_extends_far_in_the_future', { serviceId, serviceWindowEndDate: gtfsDate(end) });
      for (let i = 1; i < list.length; i++)
        if (list[i]! - list[i - 1]! > 14) {
          notices.add('big_gap_in_service', {
            serviceId,
            gapStartDate: gtfsDate(list[i - 1]!),
            gapEndDate: gtfsDate(list[i]!),
            gapDurationDays: list[i]! - list[i - 1]! - 1,
          });
          break;
        }
    }
    if (minStart !== Infinity && minStart > today)
      notices.add('future_calendar', {
        minServiceStartDate: isoDate(minStart),
        currentDate: isoDate(today),
      });
    // Days with trips: the feed should run trips on each of the next seven days.
    const tripsPerService = new Map<string, number>();
    for (const t of table(feed, 'trips')) {
      const sid = s(t.service_id);
      if (sid !== null) tripsPerService.set(sid, (tripsPerService.get(sid) ?? 0) + 1);
    }
    if (tripsPerService.size === 0) return;
    const activeDays = new Set<number>();
    let lo = Infinity,
      hi = -Infinity;
    for (const [sid] of tripsPerService)
      for (const d of days.get(sid) ?? []) {
        activeDays.add(d);
        lo = Math.min(lo, d);
        hi = Math.max(hi, d);
      }
    for (let d = today; d < today + 7; d++)
      if (!activeDays.has(d)) {
        notices.add('trip_coverage_not_active_for_next7_days', {
          currentDate: gtfsDate(today),
          serviceWindowStartDate: lo === Infinity ? null : gtfsDate(lo),
          serviceWindowEndDate: hi === -Infinity ? null : gtfsDate(hi),
        });
        break;
      }
  },
});
