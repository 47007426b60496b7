// Each notice of the agencies rule, triggered by the smallest change to the clean minimal feed.
import { agencies } from './agency.js';
import { agency2, noticeCases, r } from '../../test-helpers/notice-cases.js';

noticeCases(agencies, {
  missing_required_agency_id: (f) => agency2(f, { agency_id: '' }),
  inconsistent_agency_timezone: (f) => agency2(f, { agency_timezone: 'America/New_York' }),
  inconsistent_agency_lang: (f) => agency2(f, { agency_lang: 'es' }),
  missing_required_field: (f) => (r(f, 'routes.txt').route_type = ''),
  missing_recommended_field: (f) => (r(f, 'feed_info.txt').feed_version = ''),
});
