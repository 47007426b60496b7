// Each notice of the trip_coverage rule, triggered by the smallest change to the clean minimal feed.
import { tripCoverage } from './trips.js';
import { add, noticeCases, r, st, stop } from '../../test-helpers/notice-cases.js';

noticeCases(tripCoverage, {
  unusable_trip: (f) => {
    add(f, 'trips.txt', { route_id: 'R1', service_id: 'WK', trip_id: 'T2' });
    add(f, 'stop_times.txt', st('T2', '09:00:00', 'S1', '1'));
  },
  unused_trip: (f) => add(f, 'trips.txt', { route_id: 'R1', service_id: 'WK', trip_id: 'T2' }),
  unused_shape: (f) =>
    add(
      f,
      'shapes.txt',
      { shape_id: 'SH2', shape_pt_lat: '36.0', shape_pt_lon: '-117.0', shape_pt_sequence: '1' },
      { shape_id: 'SH2', shape_pt_lat: '36.01', shape_pt_lon: '-117.0', shape_pt_sequence: '2' },
    ),
  stop_without_stop_time: (f) => add(f, 'stops.txt', stop('S4', '36.03', '-117.0')),
  missing_bike_allowance: (f) => (r(f, 'routes.txt').route_type = '4'),
  trip_headsign_matches_intermediate_stop: (f) => (r(f, 'trips.txt').trip_headsign = 'Second Street'),
});
