// Every rule, in the order they run, and the codes the loader's generic per-row rules emit.
import { agencies } from './agency.js';
import { blocks } from './blocks.js';
import { bookingRules } from './booking_rules.js';
import { calendars } from './calendar.js';
import { continuousStops } from './continuous.js';
import { fares } from './fares.js';
import { feedInfo } from './feed_info.js';
import { files } from './files.js';
import { FLEX_ROW_NOTICES } from './flex_stop_times.js';
import { frequencies } from './frequencies.js';
import { geography } from './geography.js';
import { geographyIds } from './geography_ids.js';
import { keys } from './keys.js';
import { otherFiles } from './other_files.js';
import { pathways } from './pathways.js';
import { references } from './references.js';
import { routeNames } from './routes.js';
import type { Rule } from './rule.js';
import { shapes } from './shapes.js';
import { stopTimes } from './stop_times.js';
import { stopsRules } from './stops.js';
import { transfers } from './transfers.js';
import { translations } from './translations.js';
import { travelSpeed } from './travel.js';
import { tripCoverage } from './trips.js';

export const RULES: readonly Rule[] = [
  files,
  keys,
  references,
  agencies,
  stopsRules,
  routeNames,
  stopTimes,
  tripCoverage,
  blocks,
  calendars,
  feedInfo,
  frequencies,
  shapes,
  geography,
  travelSpeed,
  fares,
  transfers,
  pathways,
  otherFiles,
  bookingRules,
  continuousStops,
  translations,
  geographyIds,
];

/** Codes emitted while files stream (load/cells.ts and feed.ts), derived from the schema. */
export const LOADER_NOTICES: readonly string[] = [
  'csv_parsing_failed',
  'empty_file',
  'empty_column_name',
  'duplicated_column',
  'unknown_column',
  'missing_required_column',
  'empty_row',
  'invalid_row_length',
  'new_line_in_value',
  'invalid_character',
  'leading_or_trailing_whitespaces',
  'invalid_date',
  'invalid_time',
  'invalid_color',
  'invalid_integer',
  'invalid_float',
  'invalid_url',
  'invalid_email',
  'invalid_timezone',
  'invalid_language_code',
  'invalid_currency',
  'number_out_of_range',
  'unexpected_enum_value',
  'non_ascii_or_non_printable_char',
  'mixed_case_recommended_field',
  'missing_required_field',
  'missing_recommended_field',
  'missing_stop_name',
  'stop_without_location',
  'location_without_parent_station',
  'station_with_parent_station',
  'stop_access_specified_for_incorrect_location',
  'stop_access_specified_for_stop_with_no_parent_station',
  'route_both_short_and_long_name_missing',
  'forbidden_arrival_or_departure_time',
  'missing_pickup_or_drop_off_window',
  'forbidden_geography_id',
  ...FLEX_ROW_NOTICES,
];

/** Every code Ruta can emit, sorted. */
export const COVERED_CODES: readonly string[] = [
  ...new Set([...LOADER_NOTICES, ...RULES.flatMap((r) => r.notices)]),
].sort();
