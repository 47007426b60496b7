// feed_info.txt: start/end dates given together and in order, expiry in the coming 7/30 days,
// a future start, the publisher's contact, and its language against the agencies'.
import { table } from '../feed.js';
import { tripServiceDays } from '../services.js';
import { compactDate, dayNumber, gtfsDate, isoDate, s } from '../util.js';
import { rule } from './rule.js';

export const feedInfo = rule({
  name: 'feed_info',
  notices: [
    'missing_feed_info_date',
    'feed_expiration_date7_days',
    'feed_expiration_date30_days',
    'future_feed',
    'missing_feed_contact_email_and_url',
    'feed_info_lang_and_agency_lang_mismatch',
    'feed_valid_beyond_total_service_window',
    'service_window_outside_feed_period',
    'start_and_end_range_out_of_order',
  ],
  check(feed, notices, ctx) {
    const today = dayNumber(ctx.today);
    for (const f of table(feed, 'feed_info')) {
      const start = typeof f.feed_start_date === 'string' ? f.feed_start_date : null;
      const end = typeof f.feed_end_date === 'string' ? f.feed_end_date : null;
      if ((start === null) !== (end === null))
        notices.add('missing_feed_info_date', {
          csvRowNumber: f._row,
          fieldName: start === null ? 'feed_start_date' : 'feed_end_date',
        });
      if (start && end && start > end)
        notices.add('start_and_end_range_out_of_order', {
          filename: 'feed_info.txt',
          csvRowNumber: f._row,
          entityId: null,
          startFieldName: 'feed_start_date',
          startValue: compactDate(start),
          endFieldName: 'feed_end_date',
          endValue: compactDate(end),
        });
      if (end) {
        const e = dayNumber(end);
        const fields = { csvRowNumber: f._row, currentDate: gtfsDate(today), feedEndDate: compactDate(end) };
        if (e <= today + 7)
          notices.add('feed_expiration_date7_days', {
            ...fields,
            suggestedExpirationDate: gtfsDate(today + 7),
          });
        else if (e <= today + 30)
          notices.add('feed_expiration_date30_days', {
            ...fields,
            suggestedExpirationDate: gtfsDate(today + 30),
          });
      }
      if (start && dayNumber(start) > today)
        notices.add('future_feed', { feedStartDate: compactDate(start), currentDate: gtfsDate(today) });
      if (f.feed_contact_email === null && f.feed_contact_url === null)
        notices.add('missing_feed_contact_email_and_url', { csvRowNumber: f._row });
      const lang = s(f.feed_lang);
      if (lang && lang.toLowerCase() !== 'mul')
        for (const a of table(feed, 'agency')) {
          const al = s(a.agency_lang);
          if (al && al.toLowerCase() !== lang.toLowerCase())
            notices.add('feed_info_lang_and_agency_lang_mismatch', {
              csvRowNumber: a._row,
              agencyId: a.agency_id,
              agencyName: a.agency_name,
              agencyLang: al,
              feedLang: lang,
            });
        }
      // The feed's validity against the days services actually run.
      if (start && end) {
        const days = tripServiceDays(feed);
        let lo = Infinity,
          hi = -Infinity;
        for (const list of days.values())
          if (list.length) {
            lo = Math.min(lo, list[0]!);
            hi = Math.max(hi, list[list.length - 1]!);
          }
        if (lo === Infinity) continue;
        const fs = dayNumber(start),
          fe = dayNumber(end);
        if (fs < lo - 14 || fe > hi + 14)
          notices.add('feed_valid_beyond_total_service_window', {
            // java.time dates in this notice, as MobilityData prints them.
            feedStartDate: start,
            feedEndDate: end,
            serviceWindowStartDate: isoDate(lo),
            serviceWindowEndDate: isoDate(hi),
          });
        for (const [serviceId, list] of days) {
          if (!list.length) continue;
          const a = list[0]!,
            b = list[list.length - 1]!;
          if (a < fs || b > fe)
            notices.add('service_window_outside_feed_period', {
              serviceId,
              serviceWindowStartDate: isoDate(a),
              serviceWindowEndDate: isoDate(b),
              daysBeforeFeedStart: Math.max(0, fs - a),
              daysAfterFeedEnd: Math.max(0, b - fe),
            });
        }
      }
    }
  },
});
