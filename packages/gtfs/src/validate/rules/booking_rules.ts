// booking_rules.txt (GTFS-Flex), read as text: each booking_type (0 real time, 1 same day, 2 prior
// days) allows some prior-notice fields and forbids others, and the notice window must be coherent.
import type { RawRow } from '../feed.js';
import { rule } from './rule.js';

const FORBIDDEN: Record<string, [string, readonly string[]]> = {
  '0': [
    'forbidden_real_time_booking_field_value',
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
    'forbidden_same_day_booking_field_value',
    ['prior_notice_last_day', 'prior_notice_last_time', 'prior_notice_service_id'],
  ],
  '2': [
    'forbidden_prior_day_booking_field_value',
    ['prior_notice_duration_min', 'prior_notice_duration_max'],
  ],
};

const has = (r: RawRow, f: string) => (r[f] ?? '') !== '';

export const bookingRules = rule({
  name: 'booking_rules',
  notices: [
    'forbidden_real_time_booking_field_value',
    'forbidden_same_day_booking_field_value',
    'forbidden_prior_day_booking_field_value',
    'missing_prior_notice_duration_min',
    'invalid_prior_notice_duration_min',
    'missing_prior_notice_last_day',
    'missing_prior_notice_last_time',
    'missing_prior_notice_start_time',
    'forbidden_prior_notice_start_time',
    'forbidden_prior_notice_start_day',
    'prior_notice_last_day_after_start_day',
  ],
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
        notices.add('missing_prior_notice_duration_min', id);
      const min = Number(r.prior_notice_duration_min),
        max = Number(r.prior_notice_duration_max);
      if (has(r, 'prior_notice_duration_min') && has(r, 'prior_notice_duration_max') && max < min)
        notices.add('invalid_prior_notice_duration_min', {
          ...id,
          priorNoticeDurationMin: min,
          priorNoticeDurationMax: max,
        });
      if (type === '2' && !has(r, 'prior_notice_last_day')) notices.add('missing_prior_notice_last_day', id);
      if (type === '2' && !has(r, 'prior_notice_last_time'))
        notices.add('missing_prior_notice_last_time', id);
      if (has(r, 'prior_notice_start_day') && !has(r, 'prior_notice_start_time'))
        notices.add('missing_prior_notice_start_time', {
          ...id,
          priorNoticeStartDay: Number(r.prior_notice_start_day),
        });
      if (has(r, 'prior_notice_start_time') && !has(r, 'prior_notice_start_day'))
        notices.add('forbidden_prior_notice_start_time', {
          ...id,
          priorNoticeStartTime: r.prior_notice_start_time,
        });
      if (type === '1' && has(r, 'prior_notice_start_day') && has(r, 'prior_notice_duration_max'))
        notices.add('forbidden_prior_notice_start_day', {
          ...id,
          priorNoticeStartDay: Number(r.prior_notice_start_day),
          priorNoticeDurationMax: max,
        });
      if (
        has(r, 'prior_notice_last_day') &&
        has(r, 'prior_notice_start_day') &&
        Number(r.prior_notice_last_day) > Number(r.prior_notice_start_day)
      )
        notices.add('prior_notice_last_day_after_start_day', {
          csvRowNumber: r._row,
          priorNoticeLastDay: Number(r.prior_notice_last_day),
          priorNoticeStartDay: Number(r.prior_notice_start_day),
        });
    }
  },
});
