// Calendars: services with no weekday, expired or future services, inverted date ranges, services
// far in the future, gaps in service and whether the feed covers the next seven days.
import { table } from '../feed.js';
import { serviceDays, tripServiceDays } from '../services.js';
import { compactDate, dayNumber, gtfsDate, isoDate, textOrNull } from '../util.js';
import { rule } from './rule.js';
import { defineNotices, error, info, warning } from '../notice.js';

export const CALENDAR = defineNotices({
  notices: {
    service_has_no_active_day_of_the_week: warning(['csvRowNumber', 'serviceId'], 'calendar.txt'),
    expired_calendar: warning(['csvRowNumber', 'serviceId'], 'calendar.txt'),
    start_and_end_range_out_of_order: error([
      'filename',
      'csvRowNumber',
      'entityId',
      'startFieldName',
      'startValue',
      'endFieldName',
      'endValue',
    ]),
    future_calendar: info(['minServiceStartDate', 'currentDate'], 'calendar.txt'),
    service_extends_far_in_the_future: info(['serviceId', 'serviceWindowEndDate'], 'calendar.txt'),
    big_gap_in_service: info(['serviceId', 'gapStartDate', 'gapEndDate', 'gapDurationDays'], 'calendar.txt'),
    // MobilityData's three fields, then Ruta's: the days without trips and the services that run on
    // them with no trip yet (where trips are missing, as opposed to days no service covers).
    trip_coverage_not_active_for_next7_days: warning(
      [
        'currentDate',
        'serviceWindowStartDate',
        'serviceWindowEndDate',
        'datesWithoutTrips',
        'servicesWithoutTrips',
      ],
      'trips.txt',
    ),
  },
  en: {
    service_has_no_active_day_of_the_week: 'A calendar has no day of the week with service.',
    expired_calendar: 'Every service day of this calendar is in the past.',
    start_and_end_range_out_of_order: 'A start date or time comes after its end.',
    future_calendar: 'Every service starts after the validation date; nothing runs today.',
    service_extends_far_in_the_future:
      'A service runs until more than two years from now, perhaps a typo in the end date.',
    big_gap_in_service: 'A service has a long break (over two weeks) between its days of service.',
    trip_coverage_not_active_for_next7_days: 'Some of the next seven days have no trips at all.',
  },
  es: {
    service_has_no_active_day_of_the_week: 'Un calendario no tiene ningún día de la semana con servicio.',
    expired_calendar: 'Todos los días de servicio de este calendario ya pasaron.',
    start_and_end_range_out_of_order: 'Una fecha u hora de inicio es posterior a su fin.',
    future_calendar: 'Todos los servicios empiezan después de la fecha de validación; hoy no opera nada.',
    service_extends_far_in_the_future:
      'Un servicio llega a más de dos años desde hoy, quizá un error en la fecha de fin.',
    big_gap_in_service: 'Un servicio tiene una pausa larga (más de dos semanas) entre sus días de servicio.',
    trip_coverage_not_active_for_next7_days: 'Algunos de los próximos siete días no tienen ningún viaje.',
  },
});

const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

export const calendars = rule({
  name: 'calendars',
  notices: Object.values(CALENDAR),
  check(feed, notices, ctx) {
    const today = dayNumber(ctx.today);
    const days = serviceDays(feed);
    for (const c of table(feed, 'calendar')) {
      if (WEEK.every((d) => c[d] === 0))
        notices.add(CALENDAR.service_has_no_active_day_of_the_week, {
          csvRowNumber: c._row,
          serviceId: c.service_id,
        });
      if (typeof c.start_date === 'string' && typeof c.end_date === 'string' && c.start_date > c.end_date)
        notices.add(CALENDAR.start_and_end_range_out_of_order, {
          filename: 'calendar.txt',
          csvRowNumber: c._row,
          entityId: c.service_id,
          startFieldName: 'start_date',
          startValue: compactDate(c.start_date),
          endFieldName: 'end_date',
          endValue: compactDate(c.end_date),
        });
      const active = days.get(textOrNull(c.service_id) ?? '') ?? [];
      const last = active.length
        ? active[active.length - 1]!
        : typeof c.end_date === 'string'
          ? dayNumber(c.end_date)
          : Infinity;
      if (last < today)
        notices.add(CALENDAR.expired_calendar, { csvRowNumber: c._row, serviceId: c.service_id });
    }
    let minStart = Infinity;
    for (const list of tripServiceDays(feed).values())
      if (list.length) minStart = Math.min(minStart, list[0]!);
    for (const [serviceId, list] of days) {
      if (list.length === 0) continue;
      const end = list[list.length - 1]!;
      if (end > today + 730)
        notices.add(CALENDAR.service_extends_far_in_the_future, {
          serviceId,
          serviceWindowEndDate: gtfsDate(end),
        });
      for (let i = 1; i < list.length; i++)
        if (list[i]! - list[i - 1]! > 14) {
          notices.add(CALENDAR.big_gap_in_service, {
            serviceId,
            gapStartDate: gtfsDate(list[i - 1]!),
            gapEndDate: gtfsDate(list[i]!),
            gapDurationDays: list[i]! - list[i - 1]! - 1,
          });
          break;
        }
    }
    if (minStart !== Infinity && minStart > today)
      notices.add(CALENDAR.future_calendar, {
        minServiceStartDate: isoDate(minStart),
        currentDate: isoDate(today),
      });
    // Days with trips: the feed should run trips on each of the next seven days.
    const tripsPerService = new Map<string, number>();
    for (const t of table(feed, 'trips')) {
      const sid = textOrNull(t.service_id);
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
    const empty: number[] = [];
    for (let d = today; d < today + 7; d++) if (!activeDays.has(d)) empty.push(d);
    if (empty.length === 0) return;
    const idle = [...days]
      .filter(([sid, list]) => !tripsPerService.has(sid) && empty.some((d) => list.includes(d)))
      .map(([sid]) => sid)
      .sort();
    notices.add(CALENDAR.trip_coverage_not_active_for_next7_days, {
      currentDate: gtfsDate(today),
      serviceWindowStartDate: lo === Infinity ? null : gtfsDate(lo),
      serviceWindowEndDate: hi === -Infinity ? null : gtfsDate(hi),
      datesWithoutTrips: empty.map(gtfsDate),
      servicesWithoutTrips: idle,
    });
  },
});
