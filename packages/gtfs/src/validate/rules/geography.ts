// Stops against their trip's shape: stops more than 100 m from the shape line, trips whose
// shape_dist_traveled runs past the shape's end, and distances given on stops but not on the shape.
import { table } from '../feed.js';
import { stopIndex } from '../index_helpers.js';
import { checkSignal } from '../load/rows.js';
import { distanceKm, pointSegmentMeters } from '../util.js';
import { rule } from './rule.js';

const FAR_FROM_SHAPE_M = 100;
const PAST_SHAPE_END_M = 11.1;

export const geography = rule({
  name: 'geography',
  notices: [
    'stop_too_far_from_shape',
    'trip_distance_exceeds_shape_distance',
    'trip_distance_exceeds_shape_distance_below_threshold',
    'trip_with_shape_dist_traveled_but_no_shape_distances',
  ],
  check(feed, notices, ctx) {
    const st = feed.stopTimes;
    const sh = feed.shapes;
    const stops = stopIndex(feed);
    // Distance from a stop to a shape depends only on the pair: computed once per pair.
    const checked = new Set<number>();
    const tripsDone = new Set<string>();
    let count = 0;
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
      let shapeMaxDist = NaN,
        shapeHasAllDist = true;
      for (let j = a; j < b; j++) {
        const d = sh.dist[sh.order[j]!]!;
        if (Number.isNaN(d)) shapeHasAllDist = false;
        else if (!(d <= shapeMaxDist)) shapeMaxDist = d;
      }
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
        const key = g * feed.stopIds.size + s;
        if (checked.has(key)) continue;
        checked.add(key);
        const lat = stops.lat[s]!,
          lon = stops.lon[s]!;
        if (Number.isNaN(lat)) continue;
        let best = Infinity,
          bi = a;
        for (let k = a + 1; k < b; k++) {
          const p = sh.order[k - 1]!,
            q = sh.order[k]!;
          const m = pointSegmentMeters(lat, lon, sh.lat[p]!, sh.lon[p]!, sh.lat[q]!, sh.lon[q]!);
          if (m < best) {
            best = m;
            bi = k;
          }
        }
        if (best > FAR_FROM_SHAPE_M) {
          const rec = stops.rec[s];
          const m = sh.order[bi]!;
          notices.add('stop_too_far_from_shape', {
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
        notices.add('trip_with_shape_dist_traveled_but_no_shape_distances', {
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
        const geo = distanceKm(stops.lat[lastStop]!, stops.lon[lastStop]!, sh.lat[end]!, sh.lon[end]!) * 1000;
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
            ? 'trip_distance_exceeds_shape_distance'
            : 'trip_distance_exceeds_shape_distance_below_threshold',
          fields,
        );
      }
    }
  },
});
