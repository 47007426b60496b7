// Travel speed between stops: faster than the route's vehicle can go means wrong times or wrong
// coordinates. Consecutive timed stops are compared, and stops over 10 km apart across untimed ones.
import { table } from '../feed.js';
import { fmt } from '../load/cells.js';
import { routesById, stopIndex, tripsByIndex } from '../index_helpers.js';
import { checkSignal } from '../load/rows.js';
import { distanceKm, s } from '../util.js';
import { rule } from './rule.js';

/** km/h a vehicle of each route_type may reach (MobilityData's thresholds). */
const MAX_SPEED: Record<number, number> = {
  0: 100,
  1: 150,
  2: 500,
  3: 150,
  4: 80,
  5: 30,
  6: 50,
  7: 50,
  11: 150,
  12: 150,
};
const FAR_KM = 10;

export const travelSpeed = rule({
  name: 'travel_speed',
  notices: ['fast_travel_between_consecutive_stops', 'fast_travel_between_far_stops'],
  check(feed, notices, ctx) {
    if (table(feed, 'trips').length === 0) return;
    const st = feed.stopTimes;
    const stops = stopIndex(feed);
    const trips = tripsByIndex(feed);
    const routes = routesById(feed);
    const { order, tripStart, arr, dep, stop, row, seq } = st;
    for (let t = 0; t + 1 < tripStart.length; t++) {
      if ((t & 1023) === 0) checkSignal(ctx.signal);
      const trip = trips[t];
      if (!trip) continue;
      const route = routes.get(s(trip.route_id) ?? '');
      const max = MAX_SPEED[(route?.route_type as number) ?? 3] ?? 200;
      let prevTimed = -1,
        travelled = 0,
        prevStop = -1,
        untimedBetween = false;
      for (let j = tripStart[t]!; j < tripStart[t + 1]!; j++) {
        const i = order[j]!;
        const sIdx = stop[i]!;
        if (sIdx < 0 || Number.isNaN(stops.lat[sIdx]!)) continue;
        if (prevStop >= 0)
          travelled += distanceKm(
            stops.lat[prevStop]!,
            stops.lon[prevStop]!,
            stops.lat[sIdx]!,
            stops.lon[sIdx]!,
          );
        prevStop = sIdx;
        const ar = arr[i]! >= 0 ? arr[i]! : dep[i]!;
        if (ar < 0) {
          untimedBetween = true;
          continue;
        }
        if (prevTimed >= 0) {
          const p = prevTimed;
          const d0 = dep[p]! >= 0 ? dep[p]! : arr[p]!;
          // Times have minute precision in practice: under a minute counts as one minute.
          const hours = Math.max(ar - d0, 60) / 3600;
          const speed = travelled / hours;
          const consecutive = !untimedBetween;
          if (speed > max && (consecutive || travelled > FAR_KM)) {
            const r1 = stops.rec[stop[p]!],
              r2 = stops.rec[sIdx];
            notices.add(
              consecutive ? 'fast_travel_between_consecutive_stops' : 'fast_travel_between_far_stops',
              {
                tripCsvRowNumber: trip._row,
                tripId: trip.trip_id,
                routeId: trip.route_id,
                speedKph: speed,
                distanceKm: travelled,
                csvRowNumber1: row[p],
                stopSequence1: seq[p],
                stopId1: feed.stopIds.ids[stop[p]!],
                stopName1: r1?.stop_name ?? null,
                departureTime1: fmt(d0),
                csvRowNumber2: row[i],
                stopSequence2: seq[i],
                stopId2: feed.stopIds.ids[sIdx],
                stopName2: r2?.stop_name ?? null,
                arrivalTime2: fmt(ar),
              },
            );
          }
        }
        prevTimed = i;
        travelled = 0;
        untimedBetween = false;
      }
    }
  },
});
