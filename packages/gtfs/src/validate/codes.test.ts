// One minimal feed per notice code: the base feed is clean, each case changes it just enough to
// trigger its code. Every code the validator claims to cover must have a case here.
import { beforeAll, describe, expect, it } from 'vitest';
import { CODES, hasDescription } from './codes.js';
import { COVERED_CODES, validateFeed, type ValidationResult } from './index.js';
import { minimalFeed, TEST_DATE, zipFeed, type MinimalFeed, type Row } from './testing/minimal-feed.js';

type F = MinimalFeed;
const r = (f: F, file: string, i = 0): Row => f.tables[file]![i]!;
const add = (f: F, file: string, ...rows: Row[]) => (f.tables[file] ??= []).push(...rows);
const del = (f: F, file: string) => delete f.tables[file];
const stop = (id: string, lat: string, lon: string, extra: Row = {}): Row => ({
  stop_id: id,
  stop_name: `Stop ${id} Road`,
  stop_lat: lat,
  stop_lon: lon,
  ...extra,
});
const st = (trip: string, time: string, stopId: string, seq: string): Row => ({
  trip_id: trip,
  arrival_time: time,
  departure_time: time,
  stop_id: stopId,
  stop_sequence: seq,
});
/** A station ST1 with entrance E1, generic node N1 and platform P1, and a two-way walkway E1–P1. */
const station = (f: F) => {
  add(
    f,
    'stops.txt',
    stop('ST1', '36.05', '-117.0', { location_type: '1' }),
    stop('E1', '36.05', '-117.0', { location_type: '2', parent_station: 'ST1' }),
    stop('N1', '', '', { location_type: '3', parent_station: 'ST1', stop_name: '' }),
    stop('P1', '36.05', '-117.0', { location_type: '0', parent_station: 'ST1' }),
  );
  add(f, 'pathways.txt', {
    pathway_id: 'W1',
    from_stop_id: 'E1',
    to_stop_id: 'P1',
    pathway_mode: '1',
    is_bidirectional: '1',
  });
};
const trip2 = (f: F, route = 'R1', extra: Row = {}) => {
  add(f, 'trips.txt', { route_id: route, service_id: 'WK', trip_id: 'T2', shape_id: '', ...extra });
  add(f, 'stop_times.txt', st('T2', '09:00:00', 'S3', '1'), st('T2', '09:10:00', 'S1', '2'));
};
const route2 = (f: F, type = '3') =>
  add(f, 'routes.txt', {
    route_id: 'R2',
    agency_id: 'A1',
    route_short_name: '20',
    route_long_name: 'Cross Town',
    route_type: type,
  });
const fare = (f: F, extra: Row = {}) =>
  add(f, 'fare_attributes.txt', {
    fare_id: 'F1',
    price: '1.50',
    currency_type: 'USD',
    payment_method: '0',
    transfers: '',
    ...extra,
  });
const agency2 = (f: F, extra: Row = {}) =>
  add(f, 'agency.txt', {
    agency_id: 'A2',
    agency_name: 'Other Transit',
    agency_url: 'https://other.example.com',
    agency_timezone: 'America/Los_Angeles',
    agency_lang: 'en',
    ...extra,
  });

const BR =
  'booking_rule_id,booking_type,prior_notice_duration_min,prior_notice_duration_max,prior_notice_last_day,prior_notice_last_time,prior_notice_start_day,prior_notice_start_time';
const RAW_AGENCY = 'agency_id,agency_name,agency_url,agency_timezone,agency_lang';
const AGENCY_ROW = 'A1,Demo Transit,https://demo.example.com,America/Los_Angeles,en';
const RAW_STOPS =
  'stop_id,stop_name,stop_lat,stop_lon\nS1,First Street,36.0,-117.0\nS2,Second Street,36.01,-117.0\nS3,Third Street,36.02,-117.0\n';

export const CASES: Record<string, (f: F) => void> = {
  csv_parsing_failed: (f) =>
    (f.raw['routes.txt'] =
      'route_id,agency_id,route_short_name,route_long_name,route_type\nR1,A1,10,"Main Line,3\n'),
  empty_file: (f) => (f.raw['trips.txt'] = ''),
  empty_column_name: (f) => (f.raw['agency.txt'] = `${RAW_AGENCY},\n${AGENCY_ROW},\n`),
  duplicated_column: (f) => (f.raw['agency.txt'] = `${RAW_AGENCY},agency_name\n${AGENCY_ROW},Demo Transit\n`),
  unknown_column: (f) => (r(f, 'agency.txt').agency_color = 'blue'),
  unknown_file: (f) => (f.raw['frecuencias.txt'] = 'trip_id\nT1\n'),
  missing_required_column: (f) => delete r(f, 'agency.txt').agency_timezone,
  missing_required_file: (f) => del(f, 'routes.txt'),
  missing_recommended_file: (f) => del(f, 'feed_info.txt'),
  missing_calendar_and_calendar_date_files: (f) => del(f, 'calendar.txt'),
  invalid_input_files_in_subfolder: (f) => (f.folder = 'gtfs/'),
  empty_row: (f) => (f.raw['stops.txt'] = RAW_STOPS + '   \n'),
  invalid_row_length: (f) => (f.raw['stops.txt'] = RAW_STOPS + 'S4,Fourth Street,36.03,-117.0,extra\n'),
  new_line_in_value: (f) => (r(f, 'stops.txt').stop_name = 'First\nStreet'),
  invalid_character: (f) => (r(f, 'stops.txt').stop_name = 'First \uFFFD Street'),
  leading_or_trailing_whitespaces: (f) => (r(f, 'stops.txt').stop_name = 'First Street '),
  invalid_date: (f) => (r(f, 'calendar.txt').start_date = '2026-01-01'),
  invalid_time: (f) => (r(f, 'stop_times.txt', 1).arrival_time = '8h05'),
  invalid_color: (f) => (r(f, 'routes.txt').route_color = 'red'),
  invalid_integer: (f) => (r(f, 'stop_times.txt', 1).stop_sequence = 'two'),
  invalid_float: (f) => (r(f, 'stops.txt', 1).stop_lat = 'north'),
  invalid_url: (f) => (r(f, 'agency.txt').agency_url = 'demo.example.com'),
  invalid_email: (f) => (r(f, 'feed_info.txt').feed_contact_email = 'data@'),
  invalid_timezone: (f) => (r(f, 'agency.txt').agency_timezone = 'PST'),
  invalid_language_code: (f) => (r(f, 'agency.txt').agency_lang = 'en_US'),
  invalid_currency: (f) => fare(f, { currency_type: 'DOLLARS' }),
  invalid_currency_amount: (f) => fare(f, { currency_type: 'JPY', price: '100.5' }),
  number_out_of_range: (f) => (r(f, 'stops.txt', 1).stop_lat = '95'),
  unexpected_enum_value: (f) => (r(f, 'routes.txt').route_type = '99'),
  non_ascii_or_non_printable_char: (f) => add(f, 'stops.txt', stop('Sé', '36.03', '-117.0')),
  mixed_case_recommended_field: (f) => (r(f, 'stops.txt').stop_name = 'FIRST STREET'),
  missing_required_field: (f) => (r(f, 'routes.txt').route_type = ''),
  missing_recommended_field: (f) => (r(f, 'feed_info.txt').feed_version = ''),
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
  route_both_short_and_long_name_missing: (f) =>
    Object.assign(r(f, 'routes.txt'), { route_short_name: '', route_long_name: '' }),
  forbidden_arrival_or_departure_time: (f) =>
    Object.assign(r(f, 'stop_times.txt', 1), {
      start_pickup_drop_off_window: '08:00:00',
      end_pickup_drop_off_window: '09:00:00',
    }),
  missing_pickup_or_drop_off_window: (f) =>
    Object.assign(r(f, 'stop_times.txt', 1), {
      arrival_time: '',
      departure_time: '',
      start_pickup_drop_off_window: '08:00:00',
    }),
  forbidden_geography_id: (f) => (r(f, 'stop_times.txt', 1).location_id = 'L1'),
  duplicate_key: (f) => add(f, 'routes.txt', { ...r(f, 'routes.txt') }),
  more_than_one_entity: (f) => add(f, 'feed_info.txt', { ...r(f, 'feed_info.txt') }),
  foreign_key_violation: (f) => (r(f, 'trips.txt').route_id = 'R9'),
  missing_required_agency_id: (f) => agency2(f, { agency_id: '' }),
  inconsistent_agency_timezone: (f) => agency2(f, { agency_timezone: 'America/New_York' }),
  inconsistent_agency_lang: (f) => agency2(f, { agency_lang: 'es' }),
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
  missing_trip_edge: (f) => Object.assign(r(f, 'stop_times.txt'), { arrival_time: '', departure_time: '' }),
  stop_time_with_only_arrival_or_departure_time: (f) => (r(f, 'stop_times.txt', 1).departure_time = ''),
  stop_time_timepoint_without_times: (f) => {
    for (const x of f.tables['stop_times.txt']!) x.timepoint = '1';
    Object.assign(r(f, 'stop_times.txt', 1), { arrival_time: '', departure_time: '' });
  },
  missing_timepoint_value: (f) => (r(f, 'stop_times.txt').timepoint = ''),
  stop_time_with_arrival_before_previous_departure_time: (f) =>
    Object.assign(r(f, 'stop_times.txt', 1), { arrival_time: '07:59:00', departure_time: '07:59:00' }),
  decreasing_or_equal_stop_time_distance: (f) =>
    ['0', '2', '1'].forEach((d, i) => (r(f, 'stop_times.txt', i).shape_dist_traveled = d)),
  unsorted_stop_times: (f) => f.tables['stop_times.txt']!.reverse(),
  location_with_unexpected_stop_time: (f) =>
    add(f, 'stop_times.txt', st('T1', '08:20:00', 'ST1', '4')) &&
    add(f, 'stops.txt', stop('ST1', '36.03', '-117.0', { location_type: '1' })),
  unusable_trip: (f) => {
    add(f, 'trips.txt', { route_id: 'R1', service_id: 'WK', trip_id: 'T2' });
    add(f, 'stop_times.txt', st('T2', '09:00:00', 'S1', '1'));
  },
  unused_trip: (f) => add(f, 'trips.txt', { route_id: 'R1', service_id: 'WK', trip_id: 'T2' }),
  unused_shape: (f) =>
    add(
      f,
      'shapes.txt',
      { shape_id: 'SH2', shape_pt_lat: '36.0', shape_pt_lon: '-117.0', shape_pt_sequence: '1' },
      { shape_id: 'SH2', shape_pt_lat: '36.01', shape_pt_lon: '-117.0', shape_pt_sequence: '2' },
    ),
  stop_without_stop_time: (f) => add(f, 'stops.txt', stop('S4', '36.03', '-117.0')),
  missing_bike_allowance: (f) => (r(f, 'routes.txt').route_type = '4'),
  block_trips_with_overlapping_stop_times: (f) => {
    r(f, 'trips.txt').block_id = 'B1';
    add(f, 'trips.txt', { route_id: 'R1', service_id: 'WK', trip_id: 'T2', shape_id: '', block_id: 'B1' });
    add(f, 'stop_times.txt', st('T2', '08:05:00', 'S3', '1'), st('T2', '08:15:00', 'S1', '2'));
  },
  inconsistent_route_type_for_block_id: (f) => {
    route2(f, '0');
    r(f, 'trips.txt').block_id = 'B1';
    trip2(f, 'R2', { block_id: 'B1' });
  },
  service_has_no_active_day_of_the_week: (f) =>
    add(f, 'calendar.txt', {
      ...r(f, 'calendar.txt'),
      service_id: 'NONE',
      monday: '0',
      tuesday: '0',
      wednesday: '0',
      thursday: '0',
      friday: '0',
      saturday: '0',
      sunday: '0',
    }),
  expired_calendar: (f) =>
    add(f, 'calendar.txt', {
      ...r(f, 'calendar.txt'),
      service_id: 'OLD',
      start_date: '20250101',
      end_date: '20251231',
    }),
  start_and_end_range_out_of_order: (f) =>
    add(f, 'calendar.txt', {
      ...r(f, 'calendar.txt'),
      service_id: 'BAD',
      start_date: '20261231',
      end_date: '20260101',
    }),
  start_and_end_range_equal: (f) =>
    add(f, 'frequencies.txt', {
      trip_id: 'T1',
      start_time: '06:00:00',
      end_time: '06:00:00',
      headway_secs: '600',
    }),
  future_calendar: (f) =>
    Object.assign(r(f, 'calendar.txt'), { start_date: '20270101', end_date: '20271231' }),
  service_extends_far_in_the_future: (f) => (r(f, 'calendar.txt').end_date = '20300101'),
  big_gap_in_service: (f) =>
    add(
      f,
      'calendar_dates.txt',
      { service_id: 'GAP', date: '20260101', exception_type: '1' },
      { service_id: 'GAP', date: '20260201', exception_type: '1' },
    ),
  trip_coverage_not_active_for_next7_days: (f) => (r(f, 'calendar.txt').end_date = '20260603'),
  missing_feed_info_date: (f) => (r(f, 'feed_info.txt').feed_end_date = ''),
  feed_expiration_date7_days: (f) => (r(f, 'feed_info.txt').feed_end_date = '20260605'),
  feed_expiration_date30_days: (f) => (r(f, 'feed_info.txt').feed_end_date = '20260620'),
  future_feed: (f) => (r(f, 'feed_info.txt').feed_start_date = '20260701'),
  missing_feed_contact_email_and_url: (f) => (r(f, 'feed_info.txt').feed_contact_email = ''),
  feed_info_lang_and_agency_lang_mismatch: (f) => (r(f, 'feed_info.txt').feed_lang = 'es'),
  feed_valid_beyond_total_service_window: (f) => (r(f, 'feed_info.txt').feed_end_date = '20271231'),
  service_window_outside_feed_period: (f) => (r(f, 'feed_info.txt').feed_end_date = '20261130'),
  overlapping_frequency: (f) =>
    add(
      f,
      'frequencies.txt',
      { trip_id: 'T1', start_time: '06:00:00', end_time: '09:00:00', headway_secs: '600' },
      { trip_id: 'T1', start_time: '08:00:00', end_time: '10:00:00', headway_secs: '600' },
    ),
  decreasing_shape_distance: (f) =>
    ['0', '2', '1'].forEach((d, i) => (r(f, 'shapes.txt', i).shape_dist_traveled = d)),
  equal_shape_distance_same_coordinates: (f) => {
    ['0', '1', '2'].forEach((d, i) => (r(f, 'shapes.txt', i).shape_dist_traveled = d));
    add(f, 'shapes.txt', { ...r(f, 'shapes.txt', 2), shape_pt_sequence: '4' });
  },
  equal_shape_distance_diff_coordinates: (f) =>
    ['0', '1', '1'].forEach((d, i) => (r(f, 'shapes.txt', i).shape_dist_traveled = d)),
  equal_shape_distance_diff_coordinates_distance_below_threshold: (f) => {
    ['0', '1', '2'].forEach((d, i) => (r(f, 'shapes.txt', i).shape_dist_traveled = d));
    add(f, 'shapes.txt', { ...r(f, 'shapes.txt', 2), shape_pt_lat: '36.020005', shape_pt_sequence: '4' });
  },
  single_shape_point: (f) => {
    add(f, 'shapes.txt', {
      shape_id: 'SH2',
      shape_pt_lat: '36.0',
      shape_pt_lon: '-117.0',
      shape_pt_sequence: '1',
    });
    trip2(f, 'R1', { shape_id: 'SH2' });
  },
  stop_too_far_from_shape: (f) => (r(f, 'stops.txt', 1).stop_lon = '-116.99'),
  trip_distance_exceeds_shape_distance: (f) => {
    ['0', '1', '5'].forEach((d, i) => (r(f, 'stop_times.txt', i).shape_dist_traveled = d));
    ['0', '1', '2'].forEach((d, i) => (r(f, 'shapes.txt', i).shape_dist_traveled = d));
    r(f, 'shapes.txt', 2).shape_pt_lat = '36.021';
  },
  trip_distance_exceeds_shape_distance_below_threshold: (f) => {
    ['0', '1', '5'].forEach((d, i) => (r(f, 'stop_times.txt', i).shape_dist_traveled = d));
    ['0', '1', '2'].forEach((d, i) => (r(f, 'shapes.txt', i).shape_dist_traveled = d));
  },
  trip_with_shape_dist_traveled_but_no_shape_distances: (f) =>
    ['0', '1', '2'].forEach((d, i) => (r(f, 'stop_times.txt', i).shape_dist_traveled = d)),
  fast_travel_between_consecutive_stops: (f) => (r(f, 'stops.txt', 2).stop_lat = '37.0'),
  fast_travel_between_far_stops: (f) => {
    r(f, 'stops.txt', 2).stop_lat = '37.0';
    Object.assign(r(f, 'stop_times.txt', 1), { arrival_time: '', departure_time: '' });
  },
  stop_without_zone_id: (f) => {
    fare(f);
    add(f, 'fare_rules.txt', { fare_id: 'F1', route_id: 'R1', origin_id: 'Z1' });
    r(f, 'stops.txt').zone_id = 'Z1';
  },
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
  bidirectional_exit_gate: (f) => {
    station(f);
    add(f, 'pathways.txt', {
      pathway_id: 'W2',
      from_stop_id: 'P1',
      to_stop_id: 'E1',
      pathway_mode: '7',
      is_bidirectional: '1',
    });
  },
  missing_level_id: (f) => {
    station(f);
    add(f, 'pathways.txt', {
      pathway_id: 'W2',
      from_stop_id: 'E1',
      to_stop_id: 'P1',
      pathway_mode: '5',
      is_bidirectional: '1',
    });
  },
  pathway_to_platform_with_boarding_areas: (f) => {
    station(f);
    add(f, 'stops.txt', stop('B1', '36.05', '-117.0', { location_type: '4', parent_station: 'P1' }));
  },
  pathway_to_wrong_location_type: (f) => {
    station(f);
    add(f, 'pathways.txt', {
      pathway_id: 'W2',
      from_stop_id: 'E1',
      to_stop_id: 'ST1',
      pathway_mode: '1',
      is_bidirectional: '1',
    });
  },
  pathway_loop: (f) => {
    station(f);
    add(f, 'pathways.txt', {
      pathway_id: 'W2',
      from_stop_id: 'E1',
      to_stop_id: 'E1',
      pathway_mode: '1',
      is_bidirectional: '1',
    });
  },
  pathway_dangling_generic_node: (f) => {
    station(f);
    add(f, 'pathways.txt', {
      pathway_id: 'W2',
      from_stop_id: 'E1',
      to_stop_id: 'N1',
      pathway_mode: '1',
      is_bidirectional: '1',
    });
  },
  pathway_unreachable_location: (f) => {
    station(f);
    add(f, 'pathways.txt', {
      pathway_id: 'W2',
      from_stop_id: 'P1',
      to_stop_id: 'N1',
      pathway_mode: '1',
      is_bidirectional: '0',
    });
  },
  pathway_to_stop_with_access_outside_of_station_pathways: (f) => {
    station(f);
    f.tables['stops.txt']!.find((x) => x.stop_id === 'P1')!.stop_access = '1';
  },
  forbidden_pickup_type: (f) =>
    Object.assign(r(f, 'stop_times.txt', 1), {
      arrival_time: '',
      departure_time: '',
      start_pickup_drop_off_window: '08:00:00',
      end_pickup_drop_off_window: '09:00:00',
      pickup_type: '0',
    }),
  forbidden_drop_off_type: (f) =>
    Object.assign(r(f, 'stop_times.txt', 1), {
      arrival_time: '',
      departure_time: '',
      start_pickup_drop_off_window: '08:00:00',
      end_pickup_drop_off_window: '09:00:00',
      drop_off_type: '0',
    }),
  invalid_pickup_drop_off_window: (f) =>
    Object.assign(r(f, 'stop_times.txt', 1), {
      arrival_time: '',
      departure_time: '',
      start_pickup_drop_off_window: '09:00:00',
      end_pickup_drop_off_window: '08:00:00',
    }),
  forbidden_shape_dist_traveled: (f) =>
    Object.assign(r(f, 'stop_times.txt', 1), { stop_id: '', location_id: 'L1', shape_dist_traveled: '1' }),
  missing_pickup_drop_off_booking_rule_id: (f) => {
    f.raw['booking_rules.txt'] = 'booking_rule_id,booking_type\nBR1,0\n';
    r(f, 'stop_times.txt', 1).pickup_type = '2';
  },
  trip_headsign_matches_intermediate_stop: (f) => (r(f, 'trips.txt').trip_headsign = 'Second Street'),
  attribution_without_role: (f) =>
    (f.raw['attributions.txt'] =
      'attribution_id,organization_name,is_producer,is_operator\nAT1,Maps Inc,0,0\n'),
  timeframe_only_start_or_end_time_specified: (f) =>
    (f.raw['timeframes.txt'] = 'timeframe_group_id,start_time,end_time,service_id\nPEAK,07:00:00,,WK\n'),
  timeframe_start_or_end_time_greater_than_twenty_four_hours: (f) =>
    (f.raw['timeframes.txt'] =
      'timeframe_group_id,start_time,end_time,service_id\nPEAK,07:00:00,25:00:00,WK\n'),
  timeframe_overlap: (f) =>
    (f.raw['timeframes.txt'] =
      'timeframe_group_id,start_time,end_time,service_id\nPEAK,07:00:00,09:00:00,WK\nPEAK,08:00:00,10:00:00,WK\n'),
  fare_transfer_rule_duration_limit_type_without_duration_limit: (f) =>
    (f.raw['fare_transfer_rules.txt'] =
      'from_leg_group_id,to_leg_group_id,transfer_count,duration_limit,duration_limit_type,fare_transfer_type\nG1,G2,,,1,0\n'),
  fare_transfer_rule_duration_limit_without_type: (f) =>
    (f.raw['fare_transfer_rules.txt'] =
      'from_leg_group_id,to_leg_group_id,transfer_count,duration_limit,duration_limit_type,fare_transfer_type\nG1,G2,,3600,,0\n'),
  fare_transfer_rule_invalid_transfer_count: (f) =>
    (f.raw['fare_transfer_rules.txt'] =
      'from_leg_group_id,to_leg_group_id,transfer_count,fare_transfer_type\nG1,G1,0,0\n'),
  fare_transfer_rule_with_forbidden_transfer_count: (f) =>
    (f.raw['fare_transfer_rules.txt'] =
      'from_leg_group_id,to_leg_group_id,transfer_count,fare_transfer_type\nG1,G2,1,0\n'),
  fare_transfer_rule_without_transfer_count: (f) =>
    (f.raw['fare_transfer_rules.txt'] =
      'from_leg_group_id,to_leg_group_id,transfer_count,fare_transfer_type\nG1,G1,,0\n'),
  duplicate_fare_media: (f) =>
    (f.raw['fare_media.txt'] = 'fare_media_id,fare_media_name,fare_media_type\nM1,Card,2\nM2,Card,2\n'),
  translation_unknown_table_name: (f) =>
    (f.raw['translations.txt'] =
      'table_name,field_name,language,translation,record_id\nplanets,stop_name,es,Primera,S1\n'),
  fare_product_with_multiple_default_rider_categories: (f) => {
    f.raw['rider_categories.txt'] =
      'rider_category_id,rider_category_name,is_default_fare_category\nADULT,Adult,1\nSENIOR,Senior,1\n';
    f.raw['fare_products.txt'] =
      'fare_product_id,fare_product_name,rider_category_id,amount,currency\nP1,Single,ADULT,2.00,USD\nP1,Single,SENIOR,1.00,USD\n';
  },
  forbidden_real_time_booking_field_value: (f) => (f.raw['booking_rules.txt'] = `${BR}\nBR1,0,30,,,,,\n`),
  forbidden_same_day_booking_field_value: (f) =>
    (f.raw['booking_rules.txt'] = `${BR}\nBR1,1,30,,1,17:00:00,,\n`),
  forbidden_prior_day_booking_field_value: (f) =>
    (f.raw['booking_rules.txt'] = `${BR}\nBR1,2,30,,1,17:00:00,,\n`),
  missing_prior_notice_duration_min: (f) => (f.raw['booking_rules.txt'] = `${BR}\nBR1,1,,,,,,\n`),
  invalid_prior_notice_duration_min: (f) => (f.raw['booking_rules.txt'] = `${BR}\nBR1,1,60,30,,,,\n`),
  missing_prior_notice_last_day: (f) => (f.raw['booking_rules.txt'] = `${BR}\nBR1,2,,,,17:00:00,,\n`),
  missing_prior_notice_last_time: (f) => (f.raw['booking_rules.txt'] = `${BR}\nBR1,2,,,1,,,\n`),
  missing_prior_notice_start_time: (f) => (f.raw['booking_rules.txt'] = `${BR}\nBR1,2,,,1,17:00:00,7,\n`),
  forbidden_prior_notice_start_time: (f) =>
    (f.raw['booking_rules.txt'] = `${BR}\nBR1,2,,,1,17:00:00,,08:00:00\n`),
  forbidden_prior_notice_start_day: (f) => (f.raw['booking_rules.txt'] = `${BR}\nBR1,1,30,60,,,7,08:00:00\n`),
  prior_notice_last_day_after_start_day: (f) =>
    (f.raw['booking_rules.txt'] = `${BR}\nBR1,2,,,7,17:00:00,3,08:00:00\n`),
  forbidden_continuous_pickup_drop_off: (f) => {
    r(f, 'routes.txt').continuous_pickup = '0';
    Object.assign(r(f, 'stop_times.txt', 1), {
      arrival_time: '',
      departure_time: '',
      start_pickup_drop_off_window: '08:00:00',
      end_pickup_drop_off_window: '09:00:00',
    });
  },
  duplicate_geography_id: (f) =>
    (f.raw['location_groups.txt'] = 'location_group_id,location_group_name\nS1,Group\n'),
  translation_unexpected_value: (f) =>
    (f.raw['translations.txt'] =
      'table_name,field_name,language,translation,record_id,field_value\nstops,stop_name,es,Primera,S1,First Street\n'),
  translation_foreign_key_violation: (f) =>
    (f.raw['translations.txt'] =
      'table_name,field_name,language,translation,record_id\nstops,stop_name,es,Primera,S9\n'),
};

async function run(f: F): Promise<ValidationResult> {
  return validateFeed(await zipFeed(f), { now: TEST_DATE });
}

let base: ValidationResult;
beforeAll(async () => {
  base = await run(minimalFeed());
});

describe('the minimal feed', () => {
  it('is clean', () => {
    expect(base.report.notices.map((g) => g.code)).toEqual([]);
  });
  it('every covered code has a case, a description and is a MobilityData code', () => {
    expect(COVERED_CODES.filter((c) => !(c in CASES))).toEqual([]);
    expect(Object.keys(CASES).filter((c) => !COVERED_CODES.includes(c))).toEqual([]);
    expect(COVERED_CODES.filter((c) => !hasDescription(c))).toEqual([]);
    expect(COVERED_CODES.filter((c) => !CODES[c] || CODES[c].deprecated || CODES[c].system)).toEqual([]);
    expect(COVERED_CODES.length).toBeGreaterThanOrEqual(120);
  });
});

describe.each(Object.entries(CASES))('%s', (code, mutate) => {
  it('is triggered by its minimal feed', async () => {
    const f = minimalFeed();
    mutate(f);
    const res = await run(f);
    expect(res.report.notices.map((g) => g.code)).toContain(code);
    const group = res.report.notices.find((g) => g.code === code)!;
    expect(group.sampleNotices.length).toBeGreaterThan(0);
  });
  it('is not triggered by the valid feed', () => {
    expect(base.report.notices.find((g) => g.code === code)).toBeUndefined();
  });
});

describe('errors that are not notices', () => {
  it('a file that is not a zip is an i_o_error, not a crash', async () => {
    const res = await validateFeed(Buffer.from('not a zip'), { now: TEST_DATE });
    expect(res.report.notices.map((g) => g.code)).toEqual(['i_o_error']);
  });
});
