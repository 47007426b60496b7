// Route naming and presentation: short names that are long, names repeated in the long name or
// description, unreadable colour pairs, duplicate names and URLs copied from the agency.
import { table } from '../feed.js';
import { s } from '../util.js';
import { rule } from './rule.js';

/** Rec. 601 luma (0-255) of an RRGGBB colour. */
function luma(hex: string): number {
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return 0.299 * r! + 0.587 * g! + 0.114 * b!;
}

/** Colours whose lumas differ by less than this are hard to read on each other (MobilityData's threshold). */
const MIN_LUMA_DIFFERENCE = 72;

export const routeNames = rule({
  name: 'route_names',
  notices: [
    'route_short_name_too_long',
    'route_long_name_contains_short_name',
    'same_name_and_description_for_route',
    'route_color_contrast',
    'duplicate_route_name',
    'same_route_and_agency_url',
    'route_networks_specified_in_more_than_one_file',
  ],
  check(feed, notices) {
    const agencyUrls = new Map<string, { name: string | null; row: number }>();
    for (const a of table(feed, 'agency'))
      if (a.agency_url) agencyUrls.set(String(a.agency_url), { name: s(a.agency_name), row: a._row });
    const seen = new Map<string, { row: number; id: string | null }>();
    for (const r of table(feed, 'routes')) {
      const short = s(r.route_short_name),
        long = s(r.route_long_name),
        desc = s(r.route_desc);
      if (short && short.length > 12)
        notices.add('route_short_name_too_long', {
          routeId: r.route_id,
          csvRowNumber: r._row,
          routeShortName: short,
        });
      if (
        short &&
        long &&
        long.toLowerCase().startsWith(short.toLowerCase()) &&
        long.length > short.length &&
        /^[\s\-(:]/.test(long.slice(short.length))
      )
        notices.add('route_long_name_contains_short_name', {
          routeId: r.route_id,
          csvRowNumber: r._row,
          routeShortName: short,
          routeLongName: long,
        });
      if (desc)
        for (const [field, v] of [
          ['route_short_name', short],
          ['route_long_name', long],
        ] as const)
          if (v && v.toLowerCase() === desc.toLowerCase()) {
            notices.add('same_name_and_description_for_route', {
              csvRowNumber: r._row,
              routeId: r.route_id,
              routeDesc: desc,
              specifiedField: field,
            });
            break;
          }
      const color = s(r.route_color),
        text = s(r.route_text_color);
      if (color && text && Math.abs(luma(color) - luma(text)) < MIN_LUMA_DIFFERENCE)
        notices.add('route_color_contrast', {
          routeId: r.route_id,
          csvRowNumber: r._row,
          routeColor: color,
          routeTextColor: text,
        });
      const key = [r.agency_id ?? '', r.route_type ?? '', short ?? '', long ?? ''].join('\u0001');
      const prev = seen.get(key);
      if (prev)
        notices.add('duplicate_route_name', {
          csvRowNumber1: prev.row,
          routeId1: prev.id,
          csvRowNumber2: r._row,
          routeId2: s(r.route_id),
          routeShortName: short,
          routeLongName: long,
          routeTypeValue: r.route_type,
          agencyId: r.agency_id,
        });
      else seen.set(key, { row: r._row, id: s(r.route_id) });
      const agency = r.route_url ? agencyUrls.get(String(r.route_url)) : undefined;
      if (agency)
        notices.add('same_route_and_agency_url', {
          routeCsvRowNumber: r._row,
          routeId: r.route_id,
          agencyName: agency.name,
          routeUrl: r.route_url,
          agencyCsvRowNumber: agency.row,
        });
    }
    const routeColumns = feed.tables.get('routes')?.columns ?? [];
    if (routeColumns.includes('network_id'))
      for (const other of ['route_networks.txt', 'networks.txt'])
        if (feed.files.includes(other))
          notices.add('route_networks_specified_in_more_than_one_file', {
            fieldName: 'network_id',
            fileNameA: 'routes.txt',
            fileNameB: other,
          });
  },
});
