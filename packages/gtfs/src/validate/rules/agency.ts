// Agencies: ids required when there are several, one timezone and one language for all, and the
// agency_id of routes and fares when the feed has several agencies.
import { table } from '../feed.js';
import { rule } from './rule.js';
import { defineNotices, error, warning } from '../notice.js';
import { FIELDS } from './fields.js';

export const AGENCY = defineNotices({
  notices: {
    missing_required_agency_id: error(['filename', 'csvRowNumber', 'agencyName']),
    inconsistent_agency_timezone: error(['csvRowNumber', 'expected', 'actual'], 'agency.txt'),
    inconsistent_agency_lang: warning(['csvRowNumber', 'expected', 'actual'], 'agency.txt'),
  },
  en: {
    missing_required_agency_id: 'The feed has several agencies and this one has no agency_id.',
    inconsistent_agency_timezone: 'Agencies of one feed declare different time zones; they must share one.',
    inconsistent_agency_lang: 'Agencies of one feed declare different languages.',
  },
  es: {
    missing_required_agency_id: 'El feed tiene varias agencias y esta no tiene agency_id.',
    inconsistent_agency_timezone:
      'Las agencias de un feed declaran zonas horarias distintas; deben compartir una.',
    inconsistent_agency_lang: 'Las agencias de un feed declaran idiomas distintos.',
  },
});

export const agencies = rule({
  name: 'agencies',
  notices: [...Object.values(AGENCY), FIELDS.missing_required_field, FIELDS.missing_recommended_field],
  check(feed, notices) {
    const agencies = table(feed, 'agency');
    const multi = agencies.length > 1;
    if (multi)
      for (const a of agencies)
        if (a.agency_id === null)
          notices.add(AGENCY.missing_required_agency_id, {
            filename: 'agency.txt',
            csvRowNumber: a._row,
            agencyName: a.agency_name,
          });
    const first = agencies[0];
    for (const a of agencies.slice(1)) {
      if (first?.agency_timezone && a.agency_timezone && a.agency_timezone !== first.agency_timezone)
        notices.add(AGENCY.inconsistent_agency_timezone, {
          csvRowNumber: a._row,
          expected: first.agency_timezone,
          actual: a.agency_timezone,
        });
      const l1 = typeof first?.agency_lang === 'string' ? first.agency_lang.toLowerCase() : null;
      const l2 = typeof a.agency_lang === 'string' ? a.agency_lang.toLowerCase() : null;
      if (l1 && l2 && l1 !== l2)
        notices.add(AGENCY.inconsistent_agency_lang, { csvRowNumber: a._row, expected: l1, actual: l2 });
    }
    for (const name of ['routes', 'fare_attributes'] as const) {
      const file = `${name}.txt`;
      for (const r of table(feed, name)) {
        if (r.agency_id !== null) continue;
        if (multi)
          notices.add(FIELDS.missing_required_field, {
            filename: file,
            csvRowNumber: r._row,
            fieldName: 'agency_id',
          });
        else if (name === 'routes' && agencies.length === 1)
          notices.add(FIELDS.missing_recommended_field, {
            filename: file,
            csvRowNumber: r._row,
            fieldName: 'agency_id',
          });
      }
    }
  },
});
