// Each notice of the fields rule, triggered by the smallest change to the clean minimal feed.
import { fieldNotices } from './fields.js';
import { add, fare, noticeCases, r, stop } from '../../test-helpers/notice-cases.js';

noticeCases(fieldNotices, {
  invalid_character: (f) => (r(f, 'stops.txt').stop_name = 'First \uFFFD Street'),
  invalid_color: (f) => (r(f, 'routes.txt').route_color = 'red'),
  invalid_currency: (f) => fare(f, { currency_type: 'DOLLARS' }),
  invalid_date: (f) => (r(f, 'calendar.txt').start_date = '2026-01-01'),
  invalid_email: (f) => (r(f, 'feed_info.txt').feed_contact_email = 'data@'),
  invalid_float: (f) => (r(f, 'stops.txt', 1).stop_lat = 'north'),
  invalid_integer: (f) => (r(f, 'stop_times.txt', 1).stop_sequence = 'two'),
  invalid_language_code: (f) => (r(f, 'agency.txt').agency_lang = 'en_US'),
  invalid_time: (f) => (r(f, 'stop_times.txt', 1).arrival_time = '8h05'),
  invalid_timezone: (f) => (r(f, 'agency.txt').agency_timezone = 'PST'),
  invalid_url: (f) => (r(f, 'agency.txt').agency_url = 'demo.example.com'),
  missing_required_field: (f) => (r(f, 'routes.txt').route_type = ''),
  number_out_of_range: (f) => (r(f, 'stops.txt', 1).stop_lat = '95'),
  leading_or_trailing_whitespaces: (f) => (r(f, 'stops.txt').stop_name = 'First Street '),
  missing_recommended_field: (f) => (r(f, 'feed_info.txt').feed_version = ''),
  mixed_case_recommended_field: (f) => (r(f, 'stops.txt').stop_name = 'FIRST STREET'),
  non_ascii_or_non_printable_char: (f) => add(f, 'stops.txt', stop('Sé', '36.03', '-117.0')),
  unexpected_enum_value: (f) => (r(f, 'routes.txt').route_type = '99'),
});
