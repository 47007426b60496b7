// Each notice of the shapes rule, triggered by the smallest change to the clean minimal feed.
import { shapes } from './shapes.js';
import { add, noticeCases, r, stop, trip2 } from '../../test-helpers/notice-cases.js';

noticeCases(shapes, {
  decreasing_shape_distance: (f) =>
    ['0', '2', '1'].forEach((d, i) => (r(f, 'shapes.txt', i).shape_dist_traveled = d)),
  equal_shape_distance_same_coordinates: (f) => {
    ['0', '1', '2'].forEach((d, i) => (r(f, 'shapes.txt', i).shape_dist_traveled = d));
    add(f, 'shapes.txt', { ...r(f, 'shapes.txt', 2), shape_pt_sequence: '4' });
  },
  equal_shape_distance_diff_coordinates: (f) =>
    ['0', '1', '1'].forEach((d, i) => (r(f, 'shapes.txt', i).shape_dist_traveled = d)),
  equal_shape_distance_diff_coordinates_distance_below_threshold: (f) => {
    ['0', '1', '2'].forEach((d, i) => (r(f, 'shapes.txt', i).shape_dist_traveled = d));
    add(f, 'shapes.txt', { ...r(f, 'shapes.txt', 2), shape_pt_lat: '36.020005', shape_pt_sequence: '4' });
  },
  single_shape_point: (f) => {
    add(f, 'shapes.txt', {
      shape_id: 'SH2',
      shape_pt_lat: '36.0',
      shape_pt_lon: '-117.0',
      shape_pt_sequence: '1',
    });
    trip2(f, 'R1', { shape_id: 'SH2' });
  },
  point_near_origin: (f) => add(f, 'stops.txt', stop('S0', '0', '0')),
  point_near_pole: (f) => add(f, 'stops.txt', stop('S0', '89.5', '0')),
});
