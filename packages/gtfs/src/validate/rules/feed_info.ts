// feed_info.txt: start/end dates given together and in order, expiry in the coming 7/30 days,
// a future start, the publisher's contact, and its language against the agencies'.
import { table } from '../feed.js';
import { tripServiceDays } from '../services.js';
import { compactDate, dayNumber, gtfsDate, isoDate, textOrNull } from '../util.js';
import { rule } from './rule.js';
import { defineNotices, info, warning } from '../notice.js';
import { CALENDAR } from './calendar.js';

export const FEED_INFO = defineNotices({
  file: 'feed_info.txt',
  notices: {
    missing_feed_info_date: warning(['csvRowNumber', 'fieldName']),
    feed_expiration_date7_days: warning([
      'csvRowNumber',
      'currentDate',
      'feedEndDate',
      'suggestedExpirationDate',
    ]),
    feed_expiration_date30_days: warning([
      'csvRowNumber',
      'currentDate',
      'feedEndDate',
      'suggestedExpirationDate',
    ]),
    future_feed: info(['feedStartDate', 'currentDate']),
    missing_feed_contact_email_and_url: warning(['csvRowNumber']),
    feed_info_lang_and_agency_lang_mismatch: warning([
      'csvRowNumber',
      'agencyId',
      'agencyName',
      'agencyLang',
      'feedLang',
    ]),
    feed_valid_beyond_total_service_window: info([
      'feedStartDate',
      'feedEndDate',
      'serviceWindowStartDate',
      'serviceWindowEndDate',
    ]),
    service_window_outside_feed_period: info([
      'serviceId',
      'serviceWindowStartDate',
      'serviceWindowEndDate',
      'daysBeforeFeedStart',
      'daysAfterFeedEnd',
    ]),
  },
  en: {
    missing_feed_info_date: 'Only one of feed_start_date and feed_end_date is given; give both or neither.',
    feed_expiration_date7_days: 'The feed ends within seven days; publish a new one soon.',
    feed_expiration_date30_days: 'The feed ends within thirty days.',
    future_feed: 'The feed starts after the validation date.',
    missing_feed_contact_email_and_url: 'Feed information gives no contact e-mail or URL for data problems.',
    feed_info_lang_and_agency_lang_mismatch: 'The feed language differs from an agency’s language.',
    feed_valid_beyond_total_service_window:
      'The feed’s validity dates extend two weeks or more past the days with service.',
    service_window_outside_feed_period: 'A service runs on days outside the feed’s start and end dates.',
  },
  es: {
    missing_feed_info_date: 'Solo se indica una de feed_start_date y feed_end_date; indique ambas o ninguna.',
    feed_expiration_date7_days: 'El feed termina en siete días o menos; publique uno nuevo pronto.',
    feed_expiration_date30_days: 'El feed termina en treinta días o menos.',
    future_feed: 'El feed empieza después de la fecha de validación.',
    missing_feed_contact_email_and_url:
      'La información del feed no da correo ni URL de contacto para problemas con los datos.',
    feed_info_lang_and_agency_lang_mismatch: 'El idioma del feed difiere del idioma de una agencia.',
    feed_valid_beyond_total_service_window:
      'Las fechas de validez del feed superan en dos semanas o más los días con servicio.',
    service_window_outside_feed_period:
      'Un servicio opera en días fuera de las fechas de inicio y fin del feed.',
  },
});

export const feedInfo = rule({
  name: 'feed_info',
  notices: [...Object.values(FEED_INFO), CALENDAR.start_and_end_range_out_of_order],
  check(feed, notices, ctx) {
    const today = dayNumber(ctx.today);
    for (const f of table(feed, 'feed_info')) {
      const start = typeof f.feed_start_date === 'string' ? f.feed_start_date : null;
      const end = typeof f.feed_end_date === 'string' ? f.feed_end_date : null;
      if ((start === null) !== (end === null))
        notices.add(FEED_INFO.missing_feed_info_date, {
          csvRowNumber: f._row,
          fieldName: start === null ? 'feed_start_date' : 'feed_end_date',
        });
      if (start && end && start > end)
        notices.add(CALENDAR.start_and_end_range_out_of_order, {
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
          notices.add(FEED_INFO.feed_expiration_date7_days, {
            ...fields,
            suggestedExpirationDate: gtfsDate(today + 7),
          });
        else if (e <= today + 30)
          notices.add(FEED_INFO.feed_expiration_date30_days, {
            ...fields,
            suggestedExpirationDate: gtfsDate(today + 30),
          });
      }
      if (start && dayNumber(start) > today)
        notices.add(FEED_INFO.future_feed, {
          feedStartDate: compactDate(start),
          currentDate: gtfsDate(today),
        });
      if (f.feed_contact_email === null && f.feed_contact_url === null)
        notices.add(FEED_INFO.missing_feed_contact_email_and_url, { csvRowNumber: f._row });
      const lang = textOrNull(f.feed_lang);
      if (lang && lang.toLowerCase() !== 'mul')
        for (const a of table(feed, 'agency')) {
          const al = textOrNull(a.agency_lang);
          if (al && al.toLowerCase() !== lang.toLowerCase())
            notices.add(FEED_INFO.feed_info_lang_and_agency_lang_mismatch, {
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
          notices.add(FEED_INFO.feed_valid_beyond_total_service_window, {
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
            notices.add(FEED_INFO.service_window_outside_feed_period, {
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
