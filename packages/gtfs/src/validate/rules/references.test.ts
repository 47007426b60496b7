// Each notice of the references rule, triggered by the smallest change to the clean minimal feed.
import { references } from './references.js';
import { noticeCases, r } from '../../test-helpers/notice-cases.js';

noticeCases(references, {
  foreign_key_violation: (f) => (r(f, 'trips.txt').route_id = 'R9'),
});
