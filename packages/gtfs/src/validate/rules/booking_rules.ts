// booking_rules.txt (GTFS-Flex), read as text: each booking_type (0 real time, 1 same day, 2 prior
// days) allows some prior-notice fields and forbids others, and the notice window must be coherent.
import type { RawRow } from '../feed.js';
import { rule } from './rule.js';
import { defineNotices, error } from '../notice.js';

/** A booking_rules.txt row: its line and booking_rule_id. */
const ROW_RULE = ['csvRowNumber', 'bookingRuleId'] as const;

export const BOOKING_RULES = defineNotices({
  file: 'booking_rules.txt',
  notices: {
    forbidden_real_time_booking_field_value: error([...ROW_RULE, 'fieldNames']),
    forbidden_same_day_booking_field_value: error([...ROW_RULE, 'fieldNames']),
    forbidden_prior_day_booking_field_value: error([...ROW_RULE, 'fieldNames']),
    missing_prior_notice_duration_min: error(ROW_RULE),
    invalid_prior_notice_duration_min: error([
      ...ROW_RULE,
      'priorNoticeDurationMin',
      'priorNoticeDurationMax',
    ]),
    missing_prior_notice_last_day: error(ROW_RULE),
    missing_prior_notice_last_time: error(ROW_RULE),
    missing_prior_notice_start_time: error([...ROW_RULE, 'priorNoticeStartDay']),
    forbidden_prior_notice_start_time: error([...ROW_RULE, 'priorNoticeStartTime']),
    forbidden_prior_notice_start_day: error([...ROW_RULE, 'priorNoticeStartDay', 'priorNoticeDurationMax']),
    prior_notice_last_day_after_start_day: error([
      'csvRowNumber',
      'priorNoticeLastDay',
      'priorNoticeStartDay',
    ]),
  },
  en: {
    forbidden_real_time_booking_field_value:
      'A real-time booking rule (booking_type 0) sets prior-notice fields, which only apply to advance booking.',
    forbidden_same_day_booking_field_value:
      'A same-day booking rule (booking_type 1) sets fields that belong to prior-day booking.',
    forbidden_prior_day_booking_field_value:
      'A prior-day booking rule (booking_type 2) sets minute-based notice durations, which belong to same-day booking.',
    missing_prior_notice_duration_min:
      'A same-day booking rule does not say how many minutes ahead riders must book.',
    invalid_prior_notice_duration_min:
      'The longest notice of a booking rule is shorter than its shortest notice.',
    missing_prior_notice_last_day: 'A prior-day booking rule does not say the last day to book.',
    missing_prior_notice_last_time: 'A prior-day booking rule does not say the time of the last day to book.',
    missing_prior_notice_start_time: 'A booking rule gives the first day bookings open but not at what time.',
    forbidden_prior_notice_start_time: 'A booking rule gives an opening time without the day it refers to.',
    forbidden_prior_notice_start_day:
      'A same-day booking rule gives both an opening day and a maximum notice; only one may limit how early to book.',
    prior_notice_last_day_after_start_day: 'A booking rule closes bookings on a day before they open.',
  },
  es: {
    forbidden_real_time_booking_field_value:
      'Una regla de reserva en tiempo real (booking_type 0) define campos de aviso previo, que solo aplican a reservas anticipadas.',
    forbidden_same_day_booking_field_value:
      'Una regla de reserva el mismo día (booking_type 1) define campos propios de reservas con días de anticipación.',
    forbidden_prior_day_booking_field_value:
      'Una regla de reserva con días de anticipación (booking_type 2) define duraciones en minutos, propias de reservas el mismo día.',
    missing_prior_notice_duration_min:
      'Una regla de reserva el mismo día no indica con cuántos minutos de anticipación reservar.',
    invalid_prior_notice_duration_min:
      'El aviso máximo de una regla de reserva es menor que su aviso mínimo.',
    missing_prior_notice_last_day:
      'Una regla de reserva con días de anticipación no indica el último día para reservar.',
    missing_prior_notice_last_time:
      'Una regla de reserva con días de anticipación no indica la hora límite del último día.',
    missing_prior_notice_start_time:
      'Una regla de reserva indica el primer día en que se puede reservar pero no a qué hora.',
    forbidden_prior_notice_start_time:
      'Una regla de reserva indica una hora de apertura sin el día al que se refiere.',
    forbidden_prior_notice_start_day:
      'Una regla de reserva el mismo día indica día de apertura y aviso máximo; solo uno puede limitar la anticipación.',
    prior_notice_last_day_after_start_day:
      'Una regla de reserva cierra las reservas en un día anterior a su apertura.',
  },
});

const FORBIDDEN: Record<
  string,
  [typeof BOOKING_RULES.forbidden_real_time_booking_field_value, readonly string[]]
> = {
  '0': [
    BOOKING_RULES.forbidden_real_time_booking_field_value,
    [
      'prior_notice_duration_min',
      'prior_notice_duration_max',
      'prior_notice_last_day',
      'prior_notice_last_time',
      'prior_notice_start_day',
      'prior_notice_start_time',
      'prior_notice_service_id',
    ],
  ],
  '1': [
    BOOKING_RULES.forbidden_same_day_booking_field_value,
    ['prior_notice_last_day', 'prior_notice_last_time', 'prior_notice_service_id'],
  ],
  '2': [
    BOOKING_RULES.forbidden_prior_day_booking_field_value,
    ['prior_notice_duration_min', 'prior_notice_duration_max'],
  ],
};

const has = (r: RawRow, f: string) => (r[f] ?? '') !== '';

export const bookingRules = rule({
  name: 'booking_rules',
  notices: Object.values(BOOKING_RULES),
  check(feed, notices) {
    for (const r of feed.other.get('booking_rules.txt') ?? []) {
      const id = { csvRowNumber: r._row, bookingRuleId: r.booking_rule_id ?? null };
      const type = r.booking_type ?? '';
      const forbidden = FORBIDDEN[type];
      if (forbidden) {
        const set = forbidden[1].filter((f) => has(r, f));
        if (set.length) notices.add(forbidden[0], { ...id, fieldNames: set.join(', ') });
      }
      if (type === '1' && !has(r, 'prior_notice_duration_min'))
        notices.add(BOOKING_RULES.missing_prior_notice_duration_min, id);
      const min = Number(r.prior_notice_duration_min),
        max = Number(r.prior_notice_duration_max);
      if (has(r, 'prior_notice_duration_min') && has(r, 'prior_notice_duration_max') && max < min)
        notices.add(BOOKING_RULES.invalid_prior_notice_duration_min, {
          ...id,
          priorNoticeDurationMin: min,
          priorNoticeDurationMax: max,
        });
      if (type === '2' && !has(r, 'prior_notice_last_day'))
        notices.add(BOOKING_RULES.missing_prior_notice_last_day, id);
      if (type === '2' && !has(r, 'prior_notice_last_time'))
        notices.add(BOOKING_RULES.missing_prior_notice_last_time, id);
      if (has(r, 'prior_notice_start_day') && !has(r, 'prior_notice_start_time'))
        notices.add(BOOKING_RULES.missing_prior_notice_start_time, {
          ...id,
          priorNoticeStartDay: Number(r.prior_notice_start_day),
        });
      if (has(r, 'prior_notice_start_time') && !has(r, 'prior_notice_start_day'))
        notices.add(BOOKING_RULES.forbidden_prior_notice_start_time, {
          ...id,
          priorNoticeStartTime: r.prior_notice_start_time,
        });
      if (type === '1' && has(r, 'prior_notice_start_day') && has(r, 'prior_notice_duration_max'))
        notices.add(BOOKING_RULES.forbidden_prior_notice_start_day, {
          ...id,
          priorNoticeStartDay: Number(r.prior_notice_start_day),
          priorNoticeDurationMax: max,
        });
      if (
        has(r, 'prior_notice_last_day') &&
        has(r, 'prior_notice_start_day') &&
        Number(r.prior_notice_last_day) > Number(r.prior_notice_start_day)
      )
        notices.add(BOOKING_RULES.prior_notice_last_day_after_start_day, {
          csvRowNumber: r._row,
          priorNoticeLastDay: Number(r.prior_notice_last_day),
          priorNoticeStartDay: Number(r.prior_notice_start_day),
        });
    }
  },
});
