// Each notice of the geography_ids rule, triggered by the smallest change to the clean minimal feed.
import { geographyIds } from './geography_ids.js';
import { noticeCases } from '../../test-helpers/notice-cases.js';

noticeCases(geographyIds, {
  duplicate_geography_id: (f) =>
    (f.raw['location_groups.txt'] = 'location_group_id,location_group_name\nS1,Group\n'),
});
