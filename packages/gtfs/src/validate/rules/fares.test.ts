// Each notice of the fares_v1 rule, triggered by the smallest change to the clean minimal feed.
import { fares } from './fares.js';
import { add, fare, noticeCases, r } from '../../test-helpers/notice-cases.js';

noticeCases(fares, {
  invalid_currency_amount: (f) => fare(f, { currency_type: 'JPY', price: '100.5' }),
  stop_without_zone_id: (f) => {
    fare(f);
    add(f, 'fare_rules.txt', { fare_id: 'F1', route_id: 'R1', origin_id: 'Z1' });
    r(f, 'stops.txt').zone_id = 'Z1';
  },
});
