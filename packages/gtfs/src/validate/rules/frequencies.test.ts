// Each notice of the frequencies rule, triggered by the smallest change to the clean minimal feed.
import { frequencies } from './frequencies.js';
import { add, noticeCases, service } from '../../test-helpers/notice-cases.js';

noticeCases(frequencies, {
  overlapping_frequency: (f) =>
    add(
      f,
      'frequencies.txt',
      { trip_id: 'T1', start_time: '06:00:00', end_time: '09:00:00', headway_secs: '600' },
      { trip_id: 'T1', start_time: '08:00:00', end_time: '10:00:00', headway_secs: '600' },
    ),
  start_and_end_range_equal: (f) =>
    add(f, 'frequencies.txt', {
      trip_id: 'T1',
      start_time: '06:00:00',
      end_time: '06:00:00',
      headway_secs: '600',
    }),
  start_and_end_range_out_of_order: (f) =>
    service(f, 'BAD', { start_date: '20261231', end_date: '20260101' }),
});
