// shapes.txt: shape_dist_traveled must grow along shape_pt_sequence (equal only for one point
// repeated), single-point shapes, and coordinates near (0,0) or a pole.
import { distanceKm } from '../util.js';
import { checkPoint } from './stops.js';
import { rule } from './rule.js';

export const shapes = rule({
  name: 'shapes',
  notices: [
    'decreasing_shape_distance',
    'equal_shape_distance_same_coordinates',
    'equal_shape_distance_diff_coordinates',
    'equal_shape_distance_diff_coordinates_distance_below_threshold',
    'single_shape_point',
    'point_near_origin',
    'point_near_pole',
  ],
  check(feed, notices) {
    const sh = feed.shapes;
    const { order, shapeStart, lat, lon, dist, row, seq } = sh;
    for (let g = 0; g + 1 < shapeStart.length; g++) {
      const a = shapeStart[g]!,
        b = shapeStart[g + 1]!;
      if (b - a === 0) continue;
      const shapeId = feed.shapeIds.ids[g]!;
      if (b - a === 1) notices.add('single_shape_point', { shapeId, csvRowNumber: row[order[a]!] });
      let prev = -1;
      for (let j = a; j < b; j++) {
        const i = order[j]!;
        if (!Number.isNaN(lat[i]!) && !Number.isNaN(lon[i]!))
          checkPoint(
            notices,
            'shapes.txt',
            row[i]!,
            shapeId,
            'shape_pt_lat',
            lat[i]!,
            'shape_pt_lon',
            lon[i]!,
          );
        if (Number.isNaN(dist[i]!)) continue;
        if (prev >= 0) {
          const base = {
            shapeId,
            csvRowNumber: row[i],
            shapeDistTraveled: dist[i],
            shapePtSequence: seq[i],
            prevCsvRowNumber: row[prev],
            prevShapeDistTraveled: dist[prev],
            prevShapePtSequence: seq[prev],
          };
          if (dist[i]! < dist[prev]!) notices.add('decreasing_shape_distance', base);
          else if (dist[i] === dist[prev]) {
            if (lat[i] === lat[prev] && lon[i] === lon[prev])
              notices.add('equal_shape_distance_same_coordinates', base);
            else {
              const m = distanceKm(lat[prev]!, lon[prev]!, lat[i]!, lon[i]!) * 1000;
              notices.add(
                m >= 1.11
                  ? 'equal_shape_distance_diff_coordinates'
                  : 'equal_shape_distance_diff_coordinates_distance_below_threshold',
                {
                  ...base,
                  actualDistanceBetweenShapePoints: m,
                },
              );
            }
          }
        }
        prev = i;
      }
    }
  },
});
