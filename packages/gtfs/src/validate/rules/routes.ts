// Route naming and presentation: short names that are long, names repeated in the long name or
// description, unreadable colour pairs, duplicate names and URLs copied from the agency.
import { table } from '../feed.js';
import { firstWithKey, textOrNull } from '../util.js';
import { rule } from './rule.js';
import { defineNotices, emission, error, type PresenceNotice, warning } from '../notice.js';

/** A routes.txt row: its route_id and line. */
const ROUTE_ROW = ['routeId', 'csvRowNumber'] as const;

export const ROUTES = defineNotices({
  file: 'routes.txt',
  notices: {
    route_both_short_and_long_name_missing: error(ROUTE_ROW),
    route_short_name_too_long: warning([...ROUTE_ROW, 'routeShortName']),
    route_long_name_contains_short_name: warning([...ROUTE_ROW, 'routeShortName', 'routeLongName']),
    same_name_and_description_for_route: warning(['csvRowNumber', 'routeId', 'routeDesc', 'specifiedField']),
    route_color_contrast: warning([...ROUTE_ROW, 'routeColor', 'routeTextColor']),
    duplicate_route_name: warning([
      'csvRowNumber1',
      'routeId1',
      'csvRowNumber2',
      'routeId2',
      'routeShortName',
      'routeLongName',
      'routeTypeValue',
      'agencyId',
    ]),
    same_route_and_agency_url: warning([
      'routeCsvRowNumber',
      'routeId',
      'agencyName',
      'routeUrl',
      'agencyCsvRowNumber',
    ]),
    route_networks_specified_in_more_than_one_file: error(['fieldName', 'fileNameA', 'fileNameB']),
  },
  en: {
    route_both_short_and_long_name_missing: 'A route has neither a short nor a long name.',
    route_short_name_too_long:
      'The route short name is longer than 12 characters; it should be a short label.',
    route_long_name_contains_short_name:
      'The route long name begins with its short name; apps show both, so it is repeated.',
    same_name_and_description_for_route: 'The route description only repeats a route name.',
    route_color_contrast: 'The route colour and its text colour are too similar to read.',
    duplicate_route_name:
      'Two routes of one agency and type have the same names; riders cannot tell them apart.',
    same_route_and_agency_url: 'The route’s URL is the agency’s; a route URL should be about that route.',
    route_networks_specified_in_more_than_one_file:
      'Networks are given both in routes.network_id and in networks files; use one way.',
  },
  es: {
    route_both_short_and_long_name_missing: 'Una ruta no tiene nombre corto ni largo.',
    route_short_name_too_long:
      'El nombre corto de la ruta tiene más de 12 caracteres; debería ser una etiqueta breve.',
    route_long_name_contains_short_name:
      'El nombre largo de la ruta empieza con el nombre corto; las apps muestran ambos y queda repetido.',
    same_name_and_description_for_route: 'La descripción de la ruta solo repite un nombre de la ruta.',
    route_color_contrast: 'El color de la ruta y el de su texto son demasiado parecidos para leerse.',
    duplicate_route_name:
      'Dos rutas de la misma agencia y tipo tienen los mismos nombres; los pasajeros no pueden distinguirlas.',
    same_route_and_agency_url: 'La URL de la ruta es la de la agencia; debería tratar de esa ruta.',
    route_networks_specified_in_more_than_one_file:
      'Las redes se indican en routes.network_id y también en archivos de redes; use solo una forma.',
  },
});

/** Rec. 601 luma (0-255) of an RRGGBB colour. */
function luma(hex: string): number {
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return 0.299 * r! + 0.587 * g! + 0.114 * b!;
}

/** Colours whose lumas differ by less than this are hard to read on each other (MobilityData's threshold). */
const MIN_LUMA_DIFFERENCE = 72;

/** Reported once per route by the loader when neither name is given (either field's condition). */
const bothNamesMissing: PresenceNotice = (_kind, rec, row) =>
  emission(ROUTES.route_both_short_and_long_name_missing, { routeId: rec('route_id'), csvRowNumber: row });

export const routeNames = rule({
  name: 'route_names',
  notices: Object.values(ROUTES),
  presence: { 'routes.route_short_name': bothNamesMissing, 'routes.route_long_name': bothNamesMissing },
  check(feed, notices) {
    const agencyUrls = new Map<string, { name: string | null; row: number }>();
    for (const a of table(feed, 'agency'))
      if (a.agency_url)
        agencyUrls.set(String(a.agency_url), { name: textOrNull(a.agency_name), row: a._row });
    const seen = new Map<string, { row: number; id: string | null }>();
    for (const r of table(feed, 'routes')) {
      const short = textOrNull(r.route_short_name),
        long = textOrNull(r.route_long_name),
        desc = textOrNull(r.route_desc);
      if (short && short.length > 12)
        notices.add(ROUTES.route_short_name_too_long, {
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
        notices.add(ROUTES.route_long_name_contains_short_name, {
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
            notices.add(ROUTES.same_name_and_description_for_route, {
              csvRowNumber: r._row,
              routeId: r.route_id,
              routeDesc: desc,
              specifiedField: field,
            });
            break;
          }
      const color = textOrNull(r.route_color),
        text = textOrNull(r.route_text_color);
      if (color && text && Math.abs(luma(color) - luma(text)) < MIN_LUMA_DIFFERENCE)
        notices.add(ROUTES.route_color_contrast, {
          routeId: r.route_id,
          csvRowNumber: r._row,
          routeColor: color,
          routeTextColor: text,
        });
      const key = [r.agency_id ?? '', r.route_type ?? '', short ?? '', long ?? ''].join('\u0001');
      const prev = firstWithKey(seen, key, { row: r._row, id: textOrNull(r.route_id) });
      if (prev)
        notices.add(ROUTES.duplicate_route_name, {
          csvRowNumber1: prev.row,
          routeId1: prev.id,
          csvRowNumber2: r._row,
          routeId2: textOrNull(r.route_id),
          routeShortName: short,
          routeLongName: long,
          routeTypeValue: r.route_type,
          agencyId: r.agency_id,
        });
      const agency = r.route_url ? agencyUrls.get(String(r.route_url)) : undefined;
      if (agency)
        notices.add(ROUTES.same_route_and_agency_url, {
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
          notices.add(ROUTES.route_networks_specified_in_more_than_one_file, {
            fieldName: 'network_id',
            fileNameA: 'routes.txt',
            fileNameB: other,
          });
  },
});
