// Each notice of the stops rule, triggered by the smallest change to the clean minimal feed.
import { stopsRules } from './stops.js';
import { add, noticeCases, r, stop } from '../../test-helpers/notice-cases.js';

noticeCases(stopsRules, {
  missing_stop_name: (f) => (r(f, 'stops.txt').stop_name = ''),
  stop_without_location: (f) => (r(f, 'stops.txt').stop_lat = ''),
  location_without_parent_station: (f) =>
    add(f, 'stops.txt', stop('E9', '36.0', '-117.0', { location_type: '2' })),
  station_with_parent_station: (f) =>
    add(
      f,
      'stops.txt',
      stop('ST9', '36.0', '-117.0', { location_type: '1', parent_station: 'ST1' }),
      stop('ST1', '36.0', '-117.0', { location_type: '1' }),
    ),
  stop_access_specified_for_incorrect_location: (f) =>
    add(f, 'stops.txt', stop('ST9', '36.0', '-117.0', { location_type: '1', stop_access: '1' })),
  stop_access_specified_for_stop_with_no_parent_station: (f) => (r(f, 'stops.txt').stop_access = '1'),
  wrong_parent_location_type: (f) => (r(f, 'stops.txt', 1).parent_station = 'S1'),
  unused_station: (f) => add(f, 'stops.txt', stop('ST9', '36.0', '-117.0', { location_type: '1' })),
  platform_without_parent_station: (f) => (r(f, 'stops.txt').platform_code = '1'),
  same_name_and_description_for_stop: (f) => (r(f, 'stops.txt').stop_desc = 'First Street'),
  same_stop_and_agency_url: (f) => (r(f, 'stops.txt').stop_url = 'https://demo.example.com'),
  same_stop_and_route_url: (f) => {
    r(f, 'routes.txt').route_url = 'https://demo.example.com/10';
    r(f, 'stops.txt').stop_url = 'https://demo.example.com/10';
  },
  point_near_origin: (f) => add(f, 'stops.txt', stop('S0', '0', '0')),
  point_near_pole: (f) => add(f, 'stops.txt', stop('S0', '89.5', '0')),
});
