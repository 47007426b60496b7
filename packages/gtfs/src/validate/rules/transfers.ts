// transfers.txt: stops must be stops or stations, trips must belong to the named routes and serve
// the named stops, transfer distances should be walkable, in-seat transfers need one vehicle kind
// and happen at the end of the first trip and the start of the next.
import { table, type Rec } from '../feed.js';
import { routesById, stopIndex } from '../feed-indexes.js';
import { distanceKm } from '../../geo/line.js';
import { textOrNull } from '../util.js';
import { rule } from './rule.js';
import { defineNotices, error, info, warning } from '../notice.js';

/** A transfers.txt row: its line and its two stops. */
const ROW_STOPS = ['csvRowNumber', 'fromStopId', 'toStopId'] as const;
/** A transfers.txt row by its line and one side's trip: the field (from_/to_trip_id) and its value. */
const ROW_TRIP = ['csvRowNumber', 'tripFieldName', 'tripId'] as const;

export const TRANSFERS = defineNotices({
  file: 'transfers.txt',
  notices: {
    transfer_with_invalid_stop_location_type: error([
      'csvRowNumber',
      'stopIdFieldName',
      'stopId',
      'locationTypeValue',
      'locationTypeName',
    ]),
    transfer_with_invalid_trip_and_route: error([
      ...ROW_TRIP,
      'routeFieldName',
      'routeId',
      'expectedRouteId',
    ]),
    transfer_with_invalid_trip_and_stop: error([...ROW_TRIP, 'stopFieldName', 'stopId']),
    transfer_distance_too_large: warning([...ROW_STOPS, 'distanceKm']),
    transfer_distance_above_2_km: info([...ROW_STOPS, 'distanceKm']),
    inconsistent_route_type_for_in_seat_transfer: warning([
      'csvRowNumber',
      'fromRouteId',
      'toRouteId',
      'fromRouteType',
      'toRouteType',
    ]),
    transfer_with_suspicious_mid_trip_in_seat: warning([
      'csvRowNumber',
      'tripIdFieldName',
      'tripId',
      'stopIdFieldName',
      'stopId',
    ]),
  },
  en: {
    transfer_with_invalid_stop_location_type: 'A transfer names a location that is not a stop or station.',
    transfer_with_invalid_trip_and_route: 'A transfer’s trip does not belong to the route it names.',
    transfer_with_invalid_trip_and_stop: 'A transfer’s trip does not serve the stop it names.',
    transfer_distance_too_large: 'The stops of a transfer are more than 10 km apart.',
    transfer_distance_above_2_km: 'The stops of a transfer are more than 2 km apart.',
    inconsistent_route_type_for_in_seat_transfer:
      'An in-seat transfer joins routes of different vehicle types.',
    transfer_with_suspicious_mid_trip_in_seat:
      'An in-seat transfer is not at the last stop of the first trip or the first stop of the next.',
  },
  es: {
    transfer_with_invalid_stop_location_type:
      'Un transbordo indica una ubicación que no es parada ni estación.',
    transfer_with_invalid_trip_and_route: 'El viaje de un transbordo no pertenece a la ruta que se indica.',
    transfer_with_invalid_trip_and_stop: 'El viaje de un transbordo no pasa por la parada que se indica.',
    transfer_distance_too_large: 'Las paradas de un transbordo están a más de 10 km.',
    transfer_distance_above_2_km: 'Las paradas de un transbordo están a más de 2 km.',
    inconsistent_route_type_for_in_seat_transfer:
      'Un transbordo sin bajar une rutas de distintos tipos de vehículo.',
    transfer_with_suspicious_mid_trip_in_seat:
      'Un transbordo sin bajar no ocurre en la última parada del primer viaje o la primera del siguiente.',
  },
});

const LOCATION_NAMES = ['STOP', 'STATION', 'ENTRANCE', 'GENERIC_NODE', 'BOARDING_AREA'];

export const transfers = rule({
  name: 'transfers',
  notices: Object.values(TRANSFERS),
  check(feed, notices) {
    const rows = table(feed, 'transfers');
    if (rows.length === 0) return;
    const stops = stopIndex(feed);
    const routes = routesById(feed);
    const trips = new Map<string, Rec>();
    for (const t of table(feed, 'trips')) if (t.trip_id !== null) trips.set(String(t.trip_id), t);
    const st = feed.stopTimes;
    /** The trip's stop indexes in order, with each stop's parent station too. */
    const tripStops = (tripId: string): number[] => {
      const i = feed.tripIds.get(tripId);
      if (i === undefined) return [];
      const out: number[] = [];
      for (let j = st.tripStart[i]!; j < st.tripStart[i + 1]!; j++) out.push(st.stop[st.order[j]!]!);
      return out;
    };
    const parentOf = (stopIdx: number) => textOrNull(stops.rec[stopIdx]?.parent_station);
    for (const r of rows) {
      for (const side of ['from', 'to'] as const) {
        const stopId = textOrNull(r[`${side}_stop_id`]);
        const si = stopId === null ? undefined : feed.stopIds.get(stopId);
        const rec = si === undefined ? undefined : stops.rec[si];
        const lt = rec ? ((rec.location_type as number | null) ?? 0) : 0;
        if (rec && lt !== 0 && lt !== 1)
          notices.add(TRANSFERS.transfer_with_invalid_stop_location_type, {
            csvRowNumber: r._row,
            stopIdFieldName: `${side}_stop_id`,
            stopId,
            locationTypeValue: lt,
            locationTypeName: LOCATION_NAMES[lt] ?? 'UNRECOGNIZED',
          });
        const tripId = textOrNull(r[`${side}_trip_id`]);
        const trip = tripId === null ? undefined : trips.get(tripId);
        // The start of both trip samples: the row and this side's trip.
        const tripSide = { csvRowNumber: r._row, tripFieldName: `${side}_trip_id`, tripId };
        const routeId = textOrNull(r[`${side}_route_id`]);
        if (trip && routeId !== null && textOrNull(trip.route_id) !== routeId)
          notices.add(TRANSFERS.transfer_with_invalid_trip_and_route, {
            ...tripSide,
            routeFieldName: `${side}_route_id`,
            routeId,
            expectedRouteId: trip.route_id,
          });
        if (trip && stopId !== null && si !== undefined) {
          const list = tripStops(tripId!);
          const served = list.some((x) => x === si || (x >= 0 && parentOf(x) === stopId));
          if (!served)
            notices.add(TRANSFERS.transfer_with_invalid_trip_and_stop, {
              ...tripSide,
              stopFieldName: `${side}_stop_id`,
              stopId,
            });
          else if (r.transfer_type === 4 && list.length) {
            const edge = side === 'from' ? list[list.length - 1]! : list[0]!;
            if (edge !== si && parentOf(edge) !== stopId)
              notices.add(TRANSFERS.transfer_with_suspicious_mid_trip_in_seat, {
                csvRowNumber: r._row,
                tripIdFieldName: `${side}_trip_id`,
                tripId,
                stopIdFieldName: `${side}_stop_id`,
                stopId,
              });
          }
        }
      }
      const a = feed.stopIds.get(textOrNull(r.from_stop_id) ?? ''),
        b = feed.stopIds.get(textOrNull(r.to_stop_id) ?? '');
      if (
        a !== undefined &&
        b !== undefined &&
        !Number.isNaN(stops.lat[a]!) &&
        !Number.isNaN(stops.lat[b]!)
      ) {
        const km = distanceKm([stops.lon[a]!, stops.lat[a]!], [stops.lon[b]!, stops.lat[b]!]);
        const fields = {
          csvRowNumber: r._row,
          fromStopId: r.from_stop_id,
          toStopId: r.to_stop_id,
          distanceKm: km,
        };
        if (km > 10) notices.add(TRANSFERS.transfer_distance_too_large, fields);
        else if (km > 2) notices.add(TRANSFERS.transfer_distance_above_2_km, fields);
      }
      if (r.transfer_type === 4) {
        const ft = trips.get(textOrNull(r.from_trip_id) ?? ''),
          tt = trips.get(textOrNull(r.to_trip_id) ?? '');
        const fr = routes.get(textOrNull(ft?.route_id) ?? ''),
          tr = routes.get(textOrNull(tt?.route_id) ?? '');
        if (fr && tr && fr.route_type !== tr.route_type)
          notices.add(TRANSFERS.inconsistent_route_type_for_in_seat_transfer, {
            csvRowNumber: r._row,
            fromRouteId: fr.route_id,
            toRouteId: tr.route_id,
            fromRouteType: fr.route_type,
            toRouteType: tr.route_type,
          });
      }
    }
  },
});
