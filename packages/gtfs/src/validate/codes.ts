// MobilityData gtfs-validator notice codes (all 181, from validator_notices.json). The codes Ruta
// emits are defined beside the rules that emit them (rules/*.ts, with severity, sample fields and
// descriptions); this file adds the reference entries of the codes Ruta does not emit, so that a
// report from elsewhere still finds each code's severity, and builds the one catalogue of both.
import type { Lang, Severity } from './notice.js';
import { STOP_ON_SHAPE_FIELDS } from './rules/geography.js';
import { NOTICES } from './rules/index.js';
import { systemNotices } from './rules/system.js';

export type { Severity } from './notice.js';

export interface CodeInfo {
  severity: Severity;
  fields: readonly string[];
  /** The GTFS file of the notice when it has no filename/childFilename field. */
  file?: string;
  deprecated?: true;
  system?: true;
}

/** The codes Ruta does not emit (other validators' features, deprecated or system codes). */
export const REFERENCE_CODES: Record<string, CodeInfo> = {
  duplicate_geo_json_key: { severity: 'ERROR', fields: ['featureId', 'firstIndex', 'secondIndex'] },
  geo_json_duplicated_element: { severity: 'ERROR', fields: ['filename', 'duplicatedElement'] },
  malformed_json: { severity: 'ERROR', fields: ['filename', 'message'] },
  missing_required_element: { severity: 'ERROR', fields: ['featureIndex', 'featureId', 'missingElement'] },
  too_many_rows: { severity: 'ERROR', fields: ['filename', 'rowNumber'] },
  unsupported_feature_type: { severity: 'ERROR', fields: ['featureIndex', 'featureId', 'featureType'] },
  unsupported_geo_json_type: { severity: 'ERROR', fields: ['geoJsonType', 'message'] },
  unsupported_geometry_type: { severity: 'ERROR', fields: ['featureIndex', 'featureId', 'geometryType'] },
  missing_recommended_column: { severity: 'WARNING', fields: ['filename', 'fieldName'], deprecated: true },
  geo_json_unknown_element: { severity: 'INFO', fields: ['filename', 'unknownElement'] },
  invalid_phone_number: {
    severity: 'ERROR',
    fields: ['filename', 'csvRowNumber', 'fieldName', 'fieldValue'],
  },
  unused_parent_station: {
    severity: 'INFO',
    fields: ['csvRowNumber', 'stopId', 'stopName'],
    file: 'stops.txt',
    deprecated: true,
  },
  missing_stop_times_record: {
    severity: 'ERROR',
    fields: ['csvRowNumber', 'tripId', 'locationGroupId', 'locationId'],
    file: 'stop_times.txt',
  },
  overlapping_zone_and_pickup_drop_off_window: {
    severity: 'ERROR',
    fields: [
      'tripId',
      'stopSequence1',
      'locationId1',
      'startPickupDropOffWindow1',
      'endPickupDropOffWindow1',
      'stopSequence2',
      'locationId2',
      'startPickupDropOffWindow2',
      'endPickupDropOffWindow2',
    ],
    file: 'stop_times.txt',
  },
  invalid_geometry: {
    severity: 'ERROR',
    fields: ['featureId', 'featureIndex', 'geometryType', 'message'],
    file: 'calendar.txt',
  },
  stop_has_too_many_matches_for_shape: {
    severity: 'WARNING',
    fields: [...STOP_ON_SHAPE_FIELDS, 'matchCount'],
    file: 'stop_times.txt',
  },
  stop_too_far_from_shape_using_user_distance: {
    severity: 'WARNING',
    fields: [...STOP_ON_SHAPE_FIELDS, 'geoDistanceToShape'],
    file: 'stop_times.txt',
  },
  stops_match_shape_out_of_order: {
    severity: 'WARNING',
    fields: [
      'tripCsvRowNumber',
      'shapeId',
      'tripId',
      'stopTimeCsvRowNumber1',
      'stopId1',
      'stopName1',
      'match1',
      'stopTimeCsvRowNumber2',
      'stopId2',
      'stopName2',
      'match2',
    ],
    file: 'stop_times.txt',
  },
  fare_transfer_rule_missing_transfer_count: {
    severity: 'ERROR',
    fields: ['csvRowNumber'],
    file: 'fare_transfer_rules.txt',
    deprecated: true,
  },
  missing_prior_day_booking_field_value: {
    severity: 'ERROR',
    fields: ['csvRowNumber', 'bookingRuleId'],
    file: 'booking_rules.txt',
    deprecated: true,
  },
  runtime_exception_in_loader_error: {
    severity: 'ERROR',
    fields: ['filename', 'exception', 'message'],
    system: true,
  },
  thread_execution_error: { severity: 'ERROR', fields: ['exception', 'message'], system: true },
  u_r_i_syntax_error: { severity: 'ERROR', fields: ['exception', 'message'], system: true },
};

const DEFINED = new Map(NOTICES.map((n) => [n.code, n]));

/** Every MobilityData code: the rules' notices and the reference entries. */
export const CODES: Record<string, CodeInfo> = {
  ...REFERENCE_CODES,
  ...Object.fromEntries(
    NOTICES.map((n): [string, CodeInfo] => [
      n.code,
      {
        severity: n.severity,
        fields: n.fields,
        ...(n.file ? { file: n.file } : {}),
        ...(systemNotices.notices.includes(n) ? { system: true as const } : {}),
      },
    ]),
  ),
};

/** What a notice means, in our words (the HTML report and the server's findings show it). */
export function describe(code: string, lang: Lang): string {
  const n = DEFINED.get(code);
  if (!n) return lang === 'es' ? 'Consulte la referencia de GTFS.' : 'See the GTFS reference.';
  return n[lang];
}

export function hasDescription(code: string): boolean {
  return DEFINED.has(code);
}
