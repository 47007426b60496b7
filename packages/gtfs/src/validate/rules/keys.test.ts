// Each notice of the keys rule, triggered by the smallest change to the clean minimal feed.
import { keys } from './keys.js';
import { add, noticeCases, r } from '../../test-helpers/notice-cases.js';

noticeCases(keys, {
  duplicate_key: (f) => add(f, 'routes.txt', { ...r(f, 'routes.txt') }),
  more_than_one_entity: (f) => add(f, 'feed_info.txt', { ...r(f, 'feed_info.txt') }),
});
