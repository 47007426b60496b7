// Each notice of the csv rule, triggered by the smallest change to the clean minimal feed.
import { csvNotices } from './csv.js';
import { AGENCY_ROW, noticeCases, r, RAW_AGENCY, RAW_STOPS } from '../../test-helpers/notice-cases.js';

noticeCases(csvNotices, {
  csv_parsing_failed: (f) =>
    (f.raw['routes.txt'] =
      'route_id,agency_id,route_short_name,route_long_name,route_type\nR1,A1,10,"Main Line,3\n'),
  duplicated_column: (f) => (f.raw['agency.txt'] = `${RAW_AGENCY},agency_name\n${AGENCY_ROW},Demo Transit\n`),
  empty_column_name: (f) => (f.raw['agency.txt'] = `${RAW_AGENCY},\n${AGENCY_ROW},\n`),
  empty_file: (f) => (f.raw['trips.txt'] = ''),
  invalid_row_length: (f) => (f.raw['stops.txt'] = RAW_STOPS + 'S4,Fourth Street,36.03,-117.0,extra\n'),
  missing_required_column: (f) => delete r(f, 'agency.txt').agency_timezone,
  new_line_in_value: (f) => (r(f, 'stops.txt').stop_name = 'First\nStreet'),
  empty_row: (f) => (f.raw['stops.txt'] = RAW_STOPS + '   \n'),
  unknown_column: (f) => (r(f, 'agency.txt').agency_color = 'blue'),
});
