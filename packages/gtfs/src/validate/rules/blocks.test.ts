// Each notice of the blocks rule, triggered by the smallest change to the clean minimal feed.
import { blocks } from './blocks.js';
import { add, noticeCases, r, route2, st, trip2 } from '../../test-helpers/notice-cases.js';

noticeCases(blocks, {
  block_trips_with_overlapping_stop_times: (f) => {
    r(f, 'trips.txt').block_id = 'B1';
    add(f, 'trips.txt', { route_id: 'R1', service_id: 'WK', trip_id: 'T2', shape_id: '', block_id: 'B1' });
    add(f, 'stop_times.txt', st('T2', '08:05:00', 'S3', '1'), st('T2', '08:15:00', 'S1', '2'));
  },
  inconsistent_route_type_for_block_id: (f) => {
    route2(f, '0');
    r(f, 'trips.txt').block_id = 'B1';
    trip2(f, 'R2', { block_id: 'B1' });
  },
});
