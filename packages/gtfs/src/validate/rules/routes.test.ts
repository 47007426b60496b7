// Each notice of the route_names rule, triggered by the smallest change to the clean minimal feed.
import { routeNames } from './routes.js';
import { add, noticeCases, r } from '../../test-helpers/notice-cases.js';

noticeCases(routeNames, {
  route_both_short_and_long_name_missing: (f) =>
    Object.assign(r(f, 'routes.txt'), { route_short_name: '', route_long_name: '' }),
  route_short_name_too_long: (f) => (r(f, 'routes.txt').route_short_name = 'Main Line Express'),
  route_long_name_contains_short_name: (f) => (r(f, 'routes.txt').route_long_name = '10 - Main Line'),
  same_name_and_description_for_route: (f) => (r(f, 'routes.txt').route_desc = 'Main Line'),
  route_color_contrast: (f) =>
    Object.assign(r(f, 'routes.txt'), { route_color: 'FFFFFF', route_text_color: 'FFFFFE' }),
  duplicate_route_name: (f) => add(f, 'routes.txt', { ...r(f, 'routes.txt'), route_id: 'R2' }),
  same_route_and_agency_url: (f) => (r(f, 'routes.txt').route_url = 'https://demo.example.com'),
  route_networks_specified_in_more_than_one_file: (f) => {
    r(f, 'routes.txt').network_id = 'N1';
    f.raw['networks.txt'] = 'network_id,network_name\nN1,Net\n';
  },
});
