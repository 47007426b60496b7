// Travel speed between stops: faster than the route's vehicle can go means wrong times or wrong
// coordinates. Consecutive stops are compared, and, for each timed stop, earlier timed stops more
// than 10 km away along the trip (one notice per trip at most), as MobilityData does.
import { table, type LoadedFeed } from '../feed.js';
import { routesById, stopDistanceKm, stopIndex, tripsByIndex } from '../feed-indexes.js';
import { checkSignal } from '../load/rows.js';
import type { NoticeFields } from '../notices.js';
import { gtfsTimeText, textOrNull } from '../util.js';
import { rule } from './rule.js';
import { defineNotices, warning } from '../notice.js';

/** The sample of both speed notices: the trip, the speed and distance, and the two stops. */
const SPEED_SAMPLE = [
  'tripCsvRowNumber',
  'tripId',
  'routeId',
  'speedKph',
  'distanceKm',
  'csvRowNumber1',
  'stopSequence1',
  'stopId1',
  'stopName1',
  'departureTime1',
  'csvRowNumber2',
  'stopSequence2',
  'stopId2',
  'stopName2',
  'arrivalTime2',
] as const;

export const TRAVEL = defineNotices({
  file: 'stop_times.txt',
  notices: {
    fast_travel_between_consecutive_stops: warning(SPEED_SAMPLE),
    fast_travel_between_far_stops: warning(SPEED_SAMPLE),
  },
  en: {
    fast_travel_between_consecutive_stops: 'Between two stops the vehicle would go faster than its type can.',
    fast_travel_between_far_stops:
      'Between two timed stops far apart the vehicle would go faster than its type can.',
  },
  es: {
    fast_travel_between_consecutive_stops:
      'Entre dos paradas el vehículo iría más rápido de lo que su tipo permite.',
    fast_travel_between_far_stops:
      'Entre dos paradas con hora y alejadas el vehículo iría más rápido de lo que su tipo permite.',
  },
});

/** km/h a vehicle of each route_type may reach; other types 200. */
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

/** Seconds between stops; minute-resolution times get a minute of slack, and none or negative count as one. */
function secondsBetween(arrival: number, departure: number): number {
  const t = arrival - departure;
  if (t <= 0) return 60;
  return arrival % 60 === 0 && departure % 60 === 0 ? t + 60 : t;
}

export const travelSpeed = rule({
  name: 'travel_speed',
  notices: Object.values(TRAVEL),
  check(feed, notices, ctx) {
    if (table(feed, 'trips').length === 0) return;
    const st = feed.stopTimes;
    const stops = stopIndex(feed);
    const trips = tripsByIndex(feed);
    const routes = routesById(feed);
    const { order, tripStart, arr, dep, stop, row, seq } = st;
    const rows: number[] = [];
    const dist: number[] = [];
    for (let t = 0; t + 1 < tripStart.length; t++) {
      if ((t & 1023) === 0) checkSignal(ctx.signal);
      const trip = trips[t];
      if (!trip) continue;
      const route = routes.get(textOrNull(trip.route_id) ?? '');
      if (!route) continue;
      const max = MAX_SPEED[route.route_type as number] ?? 200;
      rows.length = 0;
      dist.length = 0;
      let known = true;
      for (let j = tripStart[t]!; j < tripStart[t + 1]!; j++) {
        const i = order[j]!;
        if (stop[i]! < 0 || !stops.rec[stop[i]!] || Number.isNaN(stops.lat[stop[i]!]!)) known = false;
        if (rows.length) {
          const a = stop[rows[rows.length - 1]!]!,
            b = stop[i]!;
          dist.push(stopDistanceKm(stops, a, b));
        }
        rows.push(i);
      }
      if (!known || rows.length < 2) continue; // dangling stops are foreign key violations
      const fields = (p: number, q: number, speedKph: number, km: number): NoticeFields => {
        const r1 = stops.rec[stop[p]!]!,
          r2 = stops.rec[stop[q]!]!;
        return {
          tripCsvRowNumber: trip._row,
          tripId: trip.trip_id,
          routeId: trip.route_id,
          speedKph,
          distanceKm: km,
          csvRowNumber1: row[p],
          stopSequence1: seq[p],
          stopId1: r1.stop_id,
          stopName1: r1.stop_name,
          departureTime1: gtfsTimeText(dep[p]!),
          csvRowNumber2: row[q],
          stopSequence2: seq[q],
          stopId2: r2.stop_id,
          stopName2: r2.stop_name,
          arrivalTime2: gtfsTimeText(arr[q]!),
        };
      };
      for (let k = 0; k + 1 < rows.length; k++) {
        const p = rows[k]!,
          q = rows[k + 1]!;
        if (dep[p]! < 0 || arr[q]! < 0) continue;
        const speed = (dist[k]! * 3600) / secondsBetween(arr[q]!, dep[p]!);
        if (speed > max)
          notices.add(TRAVEL.fast_travel_between_consecutive_stops, fields(p, q, speed, dist[k]!));
      }
      farStops(feed, rows, dist, arr, dep, max, (p, q, speed, km) =>
        notices.add(TRAVEL.fast_travel_between_far_stops, fields(p, q, speed, km)),
      );
    }
  },
});

function farStops(
  _feed: LoadedFeed,
  rows: number[],
  dist: number[],
  arr: Int32Array,
  dep: Int32Array,
  max: number,
  report: (p: number, q: number, speed: number, km: number) => void,
): void {
  if (!mayBeFast(rows, dist, arr, dep, max)) return;
  for (let end = 0; end < rows.length; end++) {
    const q = rows[end]!;
    if (arr[q]! < 0) continue;
    let km = 0;
    for (let start = end - 1; start >= 0; start--) {
      km += dist[start]!;
      const p = rows[start]!;
      // Only stops more than FAR_KM apart count: the speed of nearer ones need not be computed.
      if (dep[p]! < 0 || !(km > FAR_KM)) continue;
      const speed = (km * 3600) / secondsBetween(arr[q]!, dep[p]!);
      if (speed > max) {
        report(p, q, speed, km);
        return; // at most once per trip
      }
    }
  }
}

/**
 * False when no pair of timed stops over FAR_KM apart can exceed `max`: the trip's whole length over
 * the least time between such a pair bounds every far speed. It spares farStops' pairs (quadratic in a
 * trip's stops) on ordinary trips. Far pairs are found from running sums with a margin, so the pairs
 * bounded include every pair farStops would test.
 */
function mayBeFast(rows: number[], dist: number[], arr: Int32Array, dep: Int32Array, max: number): boolean {
  const n = rows.length;
  let total = 0;
  for (let k = 0; k + 1 < n; k++) total += dist[k]!;
  if (!(total > FAR_KM - 1e-6)) return false; // no pair is far apart
  let least = Infinity; // the least arrival minus departure over far pairs
  let latestDep = -1; // the latest departure among the starts far enough from the current end
  let s = 0; // the next start to take in
  let before = 0; // distance from the trip's first stop to start s
  let upTo = 0; // distance from the trip's first stop to the current end
  for (let end = 0; end < n; end++) {
    if (end > 0) upTo += dist[end - 1]!;
    while (s < end && upTo - before > FAR_KM - 1e-6) {
      const d = dep[rows[s]!]!;
      if (d > latestDep) latestDep = d;
      before += dist[s]!;
      s++;
    }
    const a = arr[rows[end]!]!;
    if (a >= 0 && latestDep >= 0 && a - latestDep < least) least = a - latestDep;
  }
  if (least === Infinity) return false; // no timed far pair
  // secondsBetween is the time itself when positive, and 60 otherwise: at least 1 s in any case.
  const seconds = least >= 1 ? least : 1;
  return ((total * (1 + 1e-9) + 1e-9) * 3600) / seconds > max * (1 - 1e-9);
}
