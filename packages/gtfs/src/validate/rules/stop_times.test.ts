// Each notice of the stop_times rule, triggered by the smallest change to the clean minimal feed.
import { stopTimes } from './stop_times.js';
import { add, noticeCases, r, st, stop } from '../../test-helpers/notice-cases.js';

noticeCases(stopTimes, {
  missing_trip_edge: (f) => Object.assign(r(f, 'stop_times.txt'), { arrival_time: '', departure_time: '' }),
  stop_time_with_only_arrival_or_departure_time: (f) => (r(f, 'stop_times.txt', 1).departure_time = ''),
  stop_time_timepoint_without_times: (f) => {
    for (const x of f.tables['stop_times.txt']!) x.timepoint = '1';
    Object.assign(r(f, 'stop_times.txt', 1), { arrival_time: '', departure_time: '' });
  },
  missing_timepoint_value: (f) => (r(f, 'stop_times.txt').timepoint = ''),
  stop_time_with_arrival_before_previous_departure_time: (f) =>
    Object.assign(r(f, 'stop_times.txt', 1), { arrival_time: '07:59:00', departure_time: '07:59:00' }),
  decreasing_or_equal_stop_time_distance: (f) =>
    ['0', '2', '1'].forEach((d, i) => (r(f, 'stop_times.txt', i).shape_dist_traveled = d)),
  unsorted_stop_times: (f) => f.tables['stop_times.txt']!.reverse(),
  location_with_unexpected_stop_time: (f) =>
    add(f, 'stop_times.txt', st('T1', '08:20:00', 'ST1', '4')) &&
    add(f, 'stops.txt', stop('ST1', '36.03', '-117.0', { location_type: '1' })),
});
