// Each notice of the geography rule, triggered by the smallest change to the clean minimal feed.
import { geography } from './geography.js';
import { noticeCases, r } from '../../test-helpers/notice-cases.js';

noticeCases(geography, {
  stop_too_far_from_shape: (f) => (r(f, 'stops.txt', 1).stop_lon = '-116.99'),
  trip_distance_exceeds_shape_distance: (f) => {
    ['0', '1', '5'].forEach((d, i) => (r(f, 'stop_times.txt', i).shape_dist_traveled = d));
    ['0', '1', '2'].forEach((d, i) => (r(f, 'shapes.txt', i).shape_dist_traveled = d));
    r(f, 'shapes.txt', 2).shape_pt_lat = '36.021';
  },
  trip_distance_exceeds_shape_distance_below_threshold: (f) => {
    ['0', '1', '5'].forEach((d, i) => (r(f, 'stop_times.txt', i).shape_dist_traveled = d));
    ['0', '1', '2'].forEach((d, i) => (r(f, 'shapes.txt', i).shape_dist_traveled = d));
  },
  trip_with_shape_dist_traveled_but_no_shape_distances: (f) =>
    ['0', '1', '2'].forEach((d, i) => (r(f, 'stop_times.txt', i).shape_dist_traveled = d)),
});
