// Each notice of the flex_stop_times rule, triggered by the smallest change to the clean minimal feed.
import { flexStopTimes } from './flex_stop_times.js';
import { noticeCases, r } from '../../test-helpers/notice-cases.js';

noticeCases(flexStopTimes, {
  forbidden_pickup_type: (f) =>
    Object.assign(r(f, 'stop_times.txt', 1), {
      arrival_time: '',
      departure_time: '',
      start_pickup_drop_off_window: '08:00:00',
      end_pickup_drop_off_window: '09:00:00',
      pickup_type: '0',
    }),
  forbidden_drop_off_type: (f) =>
    Object.assign(r(f, 'stop_times.txt', 1), {
      arrival_time: '',
      departure_time: '',
      start_pickup_drop_off_window: '08:00:00',
      end_pickup_drop_off_window: '09:00:00',
      drop_off_type: '0',
    }),
  invalid_pickup_drop_off_window: (f) =>
    Object.assign(r(f, 'stop_times.txt', 1), {
      arrival_time: '',
      departure_time: '',
      start_pickup_drop_off_window: '09:00:00',
      end_pickup_drop_off_window: '08:00:00',
    }),
  forbidden_shape_dist_traveled: (f) =>
    Object.assign(r(f, 'stop_times.txt', 1), { stop_id: '', location_id: 'L1', shape_dist_traveled: '1' }),
  missing_pickup_drop_off_booking_rule_id: (f) => {
    f.raw['booking_rules.txt'] = 'booking_rule_id,booking_type\nBR1,0\n';
    r(f, 'stop_times.txt', 1).pickup_type = '2';
  },
  forbidden_arrival_or_departure_time: (f) =>
    Object.assign(r(f, 'stop_times.txt', 1), {
      start_pickup_drop_off_window: '08:00:00',
      end_pickup_drop_off_window: '09:00:00',
    }),
  missing_pickup_or_drop_off_window: (f) =>
    Object.assign(r(f, 'stop_times.txt', 1), {
      arrival_time: '',
      departure_time: '',
      start_pickup_drop_off_window: '08:00:00',
    }),
  forbidden_geography_id: (f) => (r(f, 'stop_times.txt', 1).location_id = 'L1'),
});
