// Fares v1: prices with the currency's number of decimals, and stops without a zone on routes
// whose fares are zone based.
import { table } from '../feed.js';
import { currencyDigits } from '../load/formats.js';
import { textOrNull } from '../util.js';
import { rule } from './rule.js';
import { defineNotices, error, info } from '../notice.js';

export const FARES = defineNotices({
  notices: {
    invalid_currency_amount: error(['filename', 'csvRowNumber', 'currencyCode', 'fieldName', 'fieldValue']),
    stop_without_zone_id: info(['stopId', 'stopName', 'csvRowNumber'], 'stops.txt'),
  },
  en: {
    invalid_currency_amount: 'A price has more decimals than its currency uses.',
    stop_without_zone_id: 'A stop served by a route with zone fares has no zone_id.',
  },
  es: {
    invalid_currency_amount: 'Un precio tiene más decimales de los que usa su moneda.',
    stop_without_zone_id: 'Una parada servida por una ruta con tarifas por zona no tiene zone_id.',
  },
});

export const fares = rule({
  name: 'fares_v1',
  notices: Object.values(FARES),
  check(feed, notices) {
    for (const f of table(feed, 'fare_attributes')) {
      if (typeof f.price !== 'number' || typeof f.currency_type !== 'string') continue;
      const digits = currencyDigits(f.currency_type);
      if (digits === undefined) continue;
      // The price's text is gone; its decimals are those of the shortest text of the number.
      const text = String(f.price);
      const decimals = text.includes('.') ? text.length - text.indexOf('.') - 1 : 0;
      if (decimals > digits)
        notices.add(FARES.invalid_currency_amount, {
          filename: 'fare_attributes.txt',
          csvRowNumber: f._row,
          currencyCode: f.currency_type,
          fieldName: 'price',
          fieldValue: text,
        });
    }
    // Routes with a fare rule naming a zone need every stop they serve to have a zone_id.
    const zoneRoutes = new Set<string>();
    for (const r of table(feed, 'fare_rules'))
      if (
        r.route_id !== null &&
        (r.origin_id !== null || r.destination_id !== null || r.contains_id !== null)
      )
        zoneRoutes.add(String(r.route_id));
    const anyZoneRule = table(feed, 'fare_rules').some(
      (r) =>
        r.route_id === null && (r.origin_id !== null || r.destination_id !== null || r.contains_id !== null),
    );
    if (zoneRoutes.size === 0 && !anyZoneRule) return;
    const tripRoute = new Map<number, string>();
    for (const t of table(feed, 'trips')) {
      const i = feed.tripIds.get(String(t.trip_id));
      if (i !== undefined && t.route_id !== null) tripRoute.set(i, String(t.route_id));
    }
    const served = new Uint8Array(feed.stopIds.size);
    const st = feed.stopTimes;
    for (let i = 0; i < st.n; i++) {
      const route = tripRoute.get(st.trip[i]!);
      if (st.stop[i]! >= 0 && route !== undefined && (anyZoneRule || zoneRoutes.has(route)))
        served[st.stop[i]!] = 1;
    }
    for (const r of table(feed, 'stops')) {
      const i = feed.stopIds.get(textOrNull(r.stop_id) ?? '');
      if (
        i !== undefined &&
        served[i] &&
        r.zone_id === null &&
        ((r.location_type as number | null) ?? 0) === 0
      )
        notices.add(FARES.stop_without_zone_id, {
          stopId: r.stop_id,
          stopName: r.stop_name,
          csvRowNumber: r._row,
        });
    }
  },
});
