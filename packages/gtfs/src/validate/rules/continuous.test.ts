// Each notice of the continuous_stops rule, triggered by the smallest change to the clean minimal feed.
import { continuousStops } from './continuous.js';
import { noticeCases, r } from '../../test-helpers/notice-cases.js';

noticeCases(continuousStops, {
  forbidden_continuous_pickup_drop_off: (f) => {
    r(f, 'routes.txt').continuous_pickup = '0';
    Object.assign(r(f, 'stop_times.txt', 1), {
      arrival_time: '',
      departure_time: '',
      start_pickup_drop_off_window: '08:00:00',
      end_pickup_drop_off_window: '09:00:00',
    });
  },
});
