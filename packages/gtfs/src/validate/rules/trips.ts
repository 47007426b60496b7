// Trip coverage: trips without enough stop times, trips, shapes and stops nobody uses, ferries
// without bike information.
import { table } from '../feed.js';
import { routesById, stopIndex } from '../feed-indexes.js';
import { textOrNull } from '../util.js';
import { rule } from './rule.js';
import { defineNotices, info, warning } from '../notice.js';

export const TRIPS = defineNotices({
  file: 'trips.txt',
  notices: {
    unusable_trip: warning(['csvRowNumber', 'tripId']),
    unused_trip: warning(['tripId', 'csvRowNumber']),
    unused_shape: warning(['shapeId', 'csvRowNumber'], 'shapes.txt'),
    stop_without_stop_time: warning(['csvRowNumber', 'stopId', 'stopName'], 'stops.txt'),
    missing_bike_allowance: warning(['csvRowNumber', 'routeId', 'tripId']),
    trip_headsign_matches_intermediate_stop: info([
      'csvRowNumber',
      'tripId',
      'tripHeadsign',
      'stopId1',
      'stopSequence',
      'stopId2',
    ]),
  },
  en: {
    unusable_trip: 'A trip serves fewer than two stops, so nobody can ride it.',
    unused_trip: 'A trip has no stop times.',
    unused_shape: 'No trip uses this shape.',
    stop_without_stop_time: 'No trip stops at this stop.',
    missing_bike_allowance: 'A ferry trip does not say whether bikes are allowed.',
    trip_headsign_matches_intermediate_stop:
      'The trip headsign names a stop the trip passes, not where it ends.',
  },
  es: {
    unusable_trip: 'Un viaje pasa por menos de dos paradas, así que nadie puede usarlo.',
    unused_trip: 'Un viaje no tiene horarios.',
    unused_shape: 'Ningún viaje usa este trazado.',
    stop_without_stop_time: 'Ningún viaje se detiene en esta parada.',
    missing_bike_allowance: 'Un viaje en ferri no indica si se permiten bicicletas.',
    trip_headsign_matches_intermediate_stop:
      'El letrero del viaje nombra una parada por la que pasa, no donde termina.',
  },
});

export const tripCoverage = rule({
  name: 'trip_coverage',
  notices: Object.values(TRIPS),
  check(feed, notices) {
    const st = feed.stopTimes;
    const haveStopTimes = feed.tables.get('stop_times')?.present ?? false;
    const routes = routesById(feed);
    const usedShapes = new Set<string>();
    const stops = stopIndex(feed);
    const lowerNames = stops.rec.map((r) =>
      typeof r?.stop_name === 'string' ? r.stop_name.toLowerCase() : null,
    );
    /** A headsign naming a stop the trip passes (not its last) misleads riders about where it ends. */
    const headsign = (t: (typeof trips)[number], i: number) => {
      const want = String(t.trip_headsign).trim().toLowerCase();
      const a = st.tripStart[i]!,
        b = st.tripStart[i + 1]!;
      const last = st.stop[st.order[b - 1]!]!;
      if (last >= 0 && lowerNames[last] === want) return;
      for (let j = a; j < b - 1; j++) {
        const k = st.order[j]!;
        if (st.stop[k]! >= 0 && lowerNames[st.stop[k]!] === want) {
          notices.add(TRIPS.trip_headsign_matches_intermediate_stop, {
            csvRowNumber: t._row,
            tripId: t.trip_id,
            tripHeadsign: t.trip_headsign,
            stopId1: feed.stopIds.ids[st.stop[k]!],
            stopSequence: st.seq[k],
            stopId2: last >= 0 ? feed.stopIds.ids[last] : null,
          });
          return;
        }
      }
    };
    const trips = table(feed, 'trips');
    for (const t of trips) {
      if (t.shape_id !== null) usedShapes.add(String(t.shape_id));
      const i = t.trip_id === null ? undefined : feed.tripIds.get(String(t.trip_id));
      const count = i === undefined ? 0 : st.tripStart[i + 1]! - st.tripStart[i]!;
      if (haveStopTimes && count === 0)
        notices.add(TRIPS.unused_trip, { tripId: t.trip_id, csvRowNumber: t._row });
      else if (count === 1) notices.add(TRIPS.unusable_trip, { csvRowNumber: t._row, tripId: t.trip_id });
      if (i !== undefined && count > 2 && typeof t.trip_headsign === 'string') headsign(t, i);
      const route = routes.get(textOrNull(t.route_id) ?? '');
      if (route?.route_type === 4 && t.bikes_allowed === null)
        notices.add(TRIPS.missing_bike_allowance, {
          csvRowNumber: t._row,
          routeId: t.route_id,
          tripId: t.trip_id,
        });
    }
    if (feed.tables.get('trips')?.present)
      for (let sh = 0; sh < feed.shapesDefined; sh++) {
        const id = feed.shapeIds.ids[sh]!;
        if (!usedShapes.has(id)) {
          const first = feed.shapes.order[feed.shapes.shapeStart[sh]!];
          notices.add(TRIPS.unused_shape, {
            shapeId: id,
            csvRowNumber: first === undefined ? null : feed.shapes.row[first],
          });
        }
      }
    if (haveStopTimes) {
      const used = new Uint8Array(feed.stopIds.size);
      for (let i = 0; i < st.n; i++) if (st.stop[i]! >= 0) used[st.stop[i]!] = 1;
      // Stops served through a Flex location group count as used.
      for (const g of feed.other.get('location_group_stops.txt') ?? []) {
        const i = feed.stopIds.get(g.stop_id ?? '');
        if (i !== undefined) used[i] = 1;
      }
      for (const r of table(feed, 'stops')) {
        const lt = (r.location_type as number | null) ?? 0;
        if (lt !== 0 || r.stop_id === null) continue;
        const i = feed.stopIds.get(String(r.stop_id));
        if (i !== undefined && !used[i])
          notices.add(TRIPS.stop_without_stop_time, {
            csvRowNumber: r._row,
            stopId: r.stop_id,
            stopName: r.stop_name,
          });
      }
    }
  },
});
