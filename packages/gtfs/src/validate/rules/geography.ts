// Stops against their trip's shape: stops more than 100 m from the shape line, trips whose
// shape_dist_traveled runs past the shape's end, and distances given on stops but not on the shape.
import { table } from '../feed.js';
import { stopIndex } from '../feed-indexes.js';
import { checkSignal } from '../load/rows.js';
import { distanceKm } from '../../geo/line.js';
import { rule } from './rule.js';
import { defineNotices, error, info, warning } from '../notice.js';

/** MobilityData's sample fields of a stop time matched against its trip's shape, in their order. */
export const STOP_ON_SHAPE_FIELDS = [
  'tripCsvRowNumber',
  'shapeId',
  'tripId',
  'stopTimeCsvRowNumber',
  'stopId',
  'stopName',
  'match',
] as const;

/** The sample fields of a trip running past its shape's end (an error beyond the threshold, a warning below). */
const TRIP_PAST_SHAPE_FIELDS = [
  'tripId',
  'shapeId',
  'maxTripDistanceTraveled',
  'maxShapeDistanceTraveled',
  'geoDistanceToShape',
] as const;

export const GEOGRAPHY = defineNotices({
  file: 'trips.txt',
  notices: {
    stop_too_far_from_shape: warning([...STOP_ON_SHAPE_FIELDS, 'geoDistanceToShape'], 'stop_times.txt'),
    trip_distance_exceeds_shape_distance: error(TRIP_PAST_SHAPE_FIELDS),
    trip_distance_exceeds_shape_distance_below_threshold: warning(TRIP_PAST_SHAPE_FIELDS),
    trip_with_shape_dist_traveled_but_no_shape_distances: info([
      'tripCsvRowNumber',
      'tripId',
      'shapeId',
      'stopTimeCsvRowNumber',
    ]),
  },
  en: {
    stop_too_far_from_shape: 'A stop is more than 100 m from the shape of a trip that serves it.',
    trip_distance_exceeds_shape_distance:
      'A trip’s stops go further along (shape_dist_traveled) than its shape, and the last stop is away from the shape’s end.',
    trip_distance_exceeds_shape_distance_below_threshold:
      'A trip’s stops go slightly further along than its shape.',
    trip_with_shape_dist_traveled_but_no_shape_distances:
      'Stop times give shape_dist_traveled but the shape does not, so they cannot be matched.',
  },
  es: {
    stop_too_far_from_shape: 'Una parada está a más de 100 m del trazado de un viaje que pasa por ella.',
    trip_distance_exceeds_shape_distance:
      'Las paradas de un viaje llegan más lejos (shape_dist_traveled) que su trazado, y la última está lejos del final del trazado.',
    trip_distance_exceeds_shape_distance_below_threshold:
      'Las paradas de un viaje llegan un poco más lejos que su trazado.',
    trip_with_shape_dist_traveled_but_no_shape_distances:
      'Los horarios indican shape_dist_traveled pero el trazado no, así que no se pueden relacionar.',
  },
});

/** A set of (shape, stop) pairs: a bitmap when both id spaces fit 2^27 pairs (16 MB), else a Set. */
function pairSet(
  shapes: number,
  stops: number,
): { has(g: number, s: number): boolean; add(g: number, s: number): void } {
  if (shapes * stops <= 2 ** 27) {
    const bits = new Uint32Array(Math.ceil((shapes * stops) / 32));
    return {
      has: (g, s) => ((bits[(g * stops + s) >>> 5]! >>> ((g * stops + s) & 31)) & 1) === 1,
      add: (g, s) => void (bits[(g * stops + s) >>> 5]! |= 1 << ((g * stops + s) & 31)),
    };
  }
  const set = new Set<number>();
  return { has: (g, s) => set.has(g * stops + s), add: (g, s) => void set.add(g * stops + s) };
}

const FAR_FROM_SHAPE_M = 100;
const PAST_SHAPE_END_M = 11.1;
const METRES_PER_DEGREE = 111195;

export const geography = rule({
  name: 'geography',
  notices: Object.values(GEOGRAPHY),
  check(feed, notices, ctx) {
    const st = feed.stopTimes;
    const sh = feed.shapes;
    const stops = stopIndex(feed);
    // Distance from a stop to a shape depends only on the pair: computed once per pair.
    const checked = pairSet(feed.shapeIds.size, feed.stopIds.size);
    const errorsOnly = notices.options.errorsOnly ?? false;
    const tripsDone = new Set<string>();
    let count = 0;
    // Each shape's points projected once (x = lon·cos(lat of its first point), y = lat).
    const cache = new Map<number, [Float64Array, Float64Array, number]>();
    const projected = (g: number, a: number, b: number): [Float64Array, Float64Array, number] => {
      let hit = cache.get(g);
      if (!hit) {
        const kx = Math.cos((sh.lat[sh.order[a]!]! * Math.PI) / 180);
        const xs = new Float64Array(b - a),
          ys = new Float64Array(b - a);
        for (let j = a; j < b; j++) {
          xs[j - a] = sh.lon[sh.order[j]!]! * kx;
          ys[j - a] = sh.lat[sh.order[j]!]!;
        }
        hit = [xs, ys, kx];
        cache.set(g, hit);
      }
      return hit;
    };
    // Each shape's largest shape_dist_traveled, and whether every point has one: many trips share a shape.
    const distances = new Map<number, [number, boolean]>();
    const shapeDistances = (g: number, a: number, b: number): [number, boolean] => {
      let hit = distances.get(g);
      if (!hit) {
        let max = NaN,
          all = true;
        for (let j = a; j < b; j++) {
          const d = sh.dist[sh.order[j]!]!;
          if (Number.isNaN(d)) all = false;
          else if (!(d <= max)) max = d;
        }
        hit = [max, all];
        distances.set(g, hit);
      }
      return hit;
    };
    for (const t of table(feed, 'trips')) {
      if ((++count & 255) === 0) checkSignal(ctx.signal);
      if (t.shape_id === null || t.trip_id === null || tripsDone.has(String(t.trip_id))) continue;
      tripsDone.add(String(t.trip_id));
      const g = feed.shapeIds.get(String(t.shape_id));
      const ti = feed.tripIds.get(String(t.trip_id));
      if (g === undefined || ti === undefined) continue;
      const a = sh.shapeStart[g]!,
        b = sh.shapeStart[g + 1]!;
      if (b - a < 2) continue;
      const [shapeMaxDist, shapeHasAllDist] = shapeDistances(g, a, b);
      let tripMaxDist = NaN,
        lastStop = -1,
        firstDistRow = -1;
      for (let j = st.tripStart[ti]!; j < st.tripStart[ti + 1]!; j++) {
        const i = st.order[j]!;
        const s = st.stop[i]!;
        const d = st.dist[i]!;
        if (!Number.isNaN(d)) {
          if (!(d <= tripMaxDist)) tripMaxDist = d;
          if (firstDistRow < 0) firstDistRow = st.row[i]!;
        }
        if (s < 0) continue;
        lastStop = s;
        // Past here only stop_too_far_from_shape, a warning: not for a count of errors.
        if (errorsOnly || checked.has(g, s)) continue;
        checked.add(g, s);
        const lat = stops.lat[s]!,
          lon = stops.lon[s]!;
        if (Number.isNaN(lat)) continue;
        const [xs, ys, kx] = projected(g, a, b);
        const x = lon * kx,
          y = lat;
        // Nearest segment on the shape's local flat projection (squared degrees; metres at the end).
        let best = Infinity,
          bi = a;
        for (let k = 1; k < b - a; k++) {
          const x1 = xs[k - 1]!,
            y1 = ys[k - 1]!,
            dx = xs[k]! - x1,
            dy = ys[k]! - y1;
          const len = dx * dx + dy * dy;
          let t = len > 0 ? ((x - x1) * dx + (y - y1) * dy) / len : 0;
          t = t < 0 ? 0 : t > 1 ? 1 : t;
          const ex = x1 + t * dx - x,
            ey = y1 + t * dy - y;
          const d2 = ex * ex + ey * ey;
          if (d2 < best) {
            best = d2;
            bi = a + k;
          }
        }
        best = Math.sqrt(best) * METRES_PER_DEGREE;
        if (best > FAR_FROM_SHAPE_M) {
          const rec = stops.rec[s];
          const m = sh.order[bi]!;
          notices.add(GEOGRAPHY.stop_too_far_from_shape, {
            tripCsvRowNumber: t._row,
            shapeId: t.shape_id,
            tripId: t.trip_id,
            stopTimeCsvRowNumber: st.row[i],
            stopId: feed.stopIds.ids[s],
            stopName: rec?.stop_name ?? null,
            match: [sh.lat[m]!, sh.lon[m]!],
            geoDistanceToShape: best,
          });
        }
      }
      if (firstDistRow >= 0 && !shapeHasAllDist)
        notices.add(GEOGRAPHY.trip_with_shape_dist_traveled_but_no_shape_distances, {
          tripCsvRowNumber: t._row,
          tripId: t.trip_id,
          shapeId: t.shape_id,
          stopTimeCsvRowNumber: firstDistRow,
        });
      if (
        !Number.isNaN(tripMaxDist) &&
        !Number.isNaN(shapeMaxDist) &&
        tripMaxDist > shapeMaxDist &&
        lastStop >= 0
      ) {
        const end = sh.order[b - 1]!;
        const geo =
          distanceKm([stops.lon[lastStop]!, stops.lat[lastStop]!], [sh.lon[end]!, sh.lat[end]!]) * 1000;
        const fields = {
          tripId: t.trip_id,
          shapeId: t.shape_id,
          maxTripDistanceTraveled: tripMaxDist,
          maxShapeDistanceTraveled: shapeMaxDist,
          geoDistanceToShape: geo,
        };
        if (Number.isNaN(geo)) continue;
        notices.add(
          geo >= PAST_SHAPE_END_M
            ? GEOGRAPHY.trip_distance_exceeds_shape_distance
            : GEOGRAPHY.trip_distance_exceeds_shape_distance_below_threshold,
          fields,
        );
      }
    }
  },
});
