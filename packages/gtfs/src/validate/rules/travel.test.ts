// Each notice of the travel_speed rule, triggered by the smallest change to the clean minimal feed.
import { travelSpeed } from './travel.js';
import { noticeCases, r } from '../../test-helpers/notice-cases.js';

noticeCases(travelSpeed, {
  fast_travel_between_consecutive_stops: (f) => (r(f, 'stops.txt', 2).stop_lat = '37.0'),
  fast_travel_between_far_stops: (f) => {
    r(f, 'stops.txt', 2).stop_lat = '37.0';
    Object.assign(r(f, 'stop_times.txt', 1), { arrival_time: '', departure_time: '' });
  },
});
