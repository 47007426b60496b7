// shapes.txt: shape_dist_traveled must grow along shape_pt_sequence (equal only for one point
// repeated), single-point shapes, and coordinates near (0,0) or a pole.
import { distanceKm } from '../../geo/line.js';
import { checkPoint, POINTS } from './points.js';
import { rule } from './rule.js';
import { defineNotices, error, warning } from '../notice.js';

/** The sample of the shape-distance notices: the point and the one before it. */
const POINT_PAIR = [
  'shapeId',
  'csvRowNumber',
  'shapeDistTraveled',
  'shapePtSequence',
  'prevCsvRowNumber',
  'prevShapeDistTraveled',
  'prevShapePtSequence',
] as const;

export const SHAPES = defineNotices({
  file: 'shapes.txt',
  notices: {
    decreasing_shape_distance: error(POINT_PAIR),
    equal_shape_distance_same_coordinates: warning(POINT_PAIR),
    equal_shape_distance_diff_coordinates: error([...POINT_PAIR, 'actualDistanceBetweenShapePoints']),
    equal_shape_distance_diff_coordinates_distance_below_threshold: warning([
      ...POINT_PAIR,
      'actualDistanceBetweenShapePoints',
    ]),
    single_shape_point: warning(['shapeId', 'csvRowNumber']),
  },
  en: {
    decreasing_shape_distance: 'shape_dist_traveled goes down along the shape.',
    equal_shape_distance_same_coordinates:
      'Two consecutive shape points are the same point with the same distance (a duplicate).',
    equal_shape_distance_diff_coordinates:
      'Two consecutive shape points are apart but have the same shape_dist_traveled.',
    equal_shape_distance_diff_coordinates_distance_below_threshold:
      'Two consecutive shape points a metre or so apart have the same shape_dist_traveled.',
    single_shape_point: 'A shape has a single point, which draws no line.',
  },
  es: {
    decreasing_shape_distance: 'shape_dist_traveled disminuye a lo largo del trazado.',
    equal_shape_distance_same_coordinates:
      'Dos puntos consecutivos del trazado son el mismo punto con la misma distancia (un duplicado).',
    equal_shape_distance_diff_coordinates:
      'Dos puntos consecutivos del trazado están separados pero tienen el mismo shape_dist_traveled.',
    equal_shape_distance_diff_coordinates_distance_below_threshold:
      'Dos puntos consecutivos del trazado, a un metro o menos, tienen el mismo shape_dist_traveled.',
    single_shape_point: 'Un trazado tiene un solo punto, con lo que no dibuja ninguna línea.',
  },
});

export const shapes = rule({
  name: 'shapes',
  notices: [...Object.values(SHAPES), POINTS.point_near_origin, POINTS.point_near_pole],
  check(feed, notices) {
    const sh = feed.shapes;
    const { order, shapeStart, lat, lon, dist, row, seq } = sh;
    for (let g = 0; g + 1 < shapeStart.length; g++) {
      const a = shapeStart[g]!,
        b = shapeStart[g + 1]!;
      if (b - a === 0) continue;
      const shapeId = feed.shapeIds.ids[g]!;
      if (b - a === 1) notices.add(SHAPES.single_shape_point, { shapeId, csvRowNumber: row[order[a]!] });
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
          if (dist[i]! < dist[prev]!) notices.add(SHAPES.decreasing_shape_distance, base);
          else if (dist[i] === dist[prev]) {
            if (lat[i] === lat[prev] && lon[i] === lon[prev])
              notices.add(SHAPES.equal_shape_distance_same_coordinates, base);
            else {
              const m = distanceKm([lon[prev]!, lat[prev]!], [lon[i]!, lat[i]!]) * 1000;
              notices.add(
                m >= 1.11
                  ? SHAPES.equal_shape_distance_diff_coordinates
                  : SHAPES.equal_shape_distance_diff_coordinates_distance_below_threshold,
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
