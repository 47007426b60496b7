// Continuous stopping (routes.continuous_pickup/drop_off other than 1) cannot be combined with
// GTFS-Flex pickup/drop-off windows on the route's trips.
import { table } from '../feed.js';
import { routesById } from '../feed-indexes.js';
import { gtfsTimeText, textOrNull } from '../util.js';
import { rule } from './rule.js';
import { defineNotices, error } from '../notice.js';

export const CONTINUOUS = defineNotices({
  file: 'routes.txt',
  notices: {
    forbidden_continuous_pickup_drop_off: error([
      'routeCsvRowNumber',
      'tripId',
      'stopTimeCsvRowNumber',
      'startPickupDropOffWindow',
      'endPickupDropOffWindow',
    ]),
  },
  en: {
    forbidden_continuous_pickup_drop_off:
      'A route allows continuous stopping while its trips use pickup/drop-off windows (GTFS-Flex); the two cannot be combined.',
  },
  es: {
    forbidden_continuous_pickup_drop_off:
      'Una ruta permite parada continua mientras sus viajes usan ventanas de recogida/bajada (GTFS-Flex); no pueden combinarse.',
  },
});

const continuous = (v: unknown) => typeof v === 'number' && v !== 1;

export const continuousStops = rule({
  name: 'continuous_stops',
  notices: Object.values(CONTINUOUS),
  check(feed, notices) {
    const st = feed.stopTimes;
    if (st.windows.size === 0) return;
    const routes = routesById(feed);
    for (const t of table(feed, 'trips')) {
      const route = routes.get(textOrNull(t.route_id) ?? '');
      if (!route || !(continuous(route.continuous_pickup) || continuous(route.continuous_drop_off))) continue;
      const ti = feed.tripIds.get(String(t.trip_id));
      if (ti === undefined) continue;
      for (let j = st.tripStart[ti]!; j < st.tripStart[ti + 1]!; j++) {
        const w = st.windows.get(st.order[j]!);
        if (!w) continue;
        notices.add(CONTINUOUS.forbidden_continuous_pickup_drop_off, {
          routeCsvRowNumber: route._row,
          tripId: t.trip_id,
          stopTimeCsvRowNumber: st.row[st.order[j]!],
          startPickupDropOffWindow: gtfsTimeText(w[0]),
          endPickupDropOffWindow: gtfsTimeText(w[1]),
        });
        break;
      }
    }
  },
});
