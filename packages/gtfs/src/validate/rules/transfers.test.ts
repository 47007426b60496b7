// Each notice of the transfers rule, triggered by the smallest change to the clean minimal feed.
import { transfers } from './transfers.js';
import { add, noticeCases, route2, station, stop, trip2 } from '../../test-helpers/notice-cases.js';

noticeCases(transfers, {
  transfer_with_invalid_stop_location_type: (f) => {
    station(f);
    add(f, 'transfers.txt', { from_stop_id: 'S1', to_stop_id: 'E1', transfer_type: '0' });
  },
  transfer_with_invalid_trip_and_route: (f) => {
    route2(f);
    add(f, 'transfers.txt', {
      from_stop_id: 'S3',
      to_stop_id: 'S3',
      from_route_id: 'R2',
      from_trip_id: 'T1',
      transfer_type: '0',
    });
  },
  transfer_with_invalid_trip_and_stop: (f) => {
    add(f, 'stops.txt', stop('S4', '36.021', '-117.0'));
    add(f, 'transfers.txt', { from_stop_id: 'S4', to_stop_id: 'S1', from_trip_id: 'T1', transfer_type: '0' });
  },
  transfer_distance_too_large: (f) => {
    add(f, 'stops.txt', stop('S4', '36.2', '-117.0'));
    add(f, 'transfers.txt', { from_stop_id: 'S1', to_stop_id: 'S4', transfer_type: '0' });
  },
  transfer_distance_above_2_km: (f) => {
    add(f, 'stops.txt', stop('S4', '36.03', '-117.0'));
    add(f, 'transfers.txt', { from_stop_id: 'S1', to_stop_id: 'S4', transfer_type: '0' });
  },
  inconsistent_route_type_for_in_seat_transfer: (f) => {
    route2(f, '0');
    trip2(f, 'R2');
    add(f, 'transfers.txt', {
      from_stop_id: 'S3',
      to_stop_id: 'S3',
      from_trip_id: 'T1',
      to_trip_id: 'T2',
      transfer_type: '4',
    });
  },
  transfer_with_suspicious_mid_trip_in_seat: (f) => {
    trip2(f);
    add(f, 'transfers.txt', {
      from_stop_id: 'S2',
      to_stop_id: 'S3',
      from_trip_id: 'T1',
      to_trip_id: 'T2',
      transfer_type: '4',
    });
  },
});
