// Generic per-row rules derived from the schema, run while a file streams: row length, empty rows,
// cell text (new lines, bad characters, surrounding spaces), types and formats, ranges and signs,
// enum values, required and conditionally required/forbidden fields. Each column's checks are
// resolved once per file so the hot loop over millions of stop_times cells stays tight.
import { conditionHolds } from '../../schema/conditions.js';
import { mustHaveValue, type Condition, type FieldDef, type TableDef } from '../../schema/dsl.js';
import { Invalid, parserFor, trimCell, type Value } from '../../values.js';
import type { NoticeContainer, NoticeFields } from '../notices.js';
import { flexRowRule } from '../rules/flex_stop_times.js';
import { isValidCurrency, isValidEmail, isValidLanguage, isValidTimezone, isValidUrl } from './formats.js';

const INVALID_CODE: Partial<Record<FieldDef['kind'], string>> = {
  date: 'invalid_date',
  time: 'invalid_time',
  color: 'invalid_color',
  integer: 'invalid_integer',
  enum: 'invalid_integer',
  float: 'invalid_float',
  latitude: 'invalid_float',
  longitude: 'invalid_float',
  currency_amount: 'invalid_float',
};

const FORMAT_CHECK: Partial<Record<FieldDef['kind'], [string, (v: string) => boolean]>> = {
  url: ['invalid_url', isValidUrl],
  email: ['invalid_email', isValidEmail],
  timezone: ['invalid_timezone', isValidTimezone],
  language: ['invalid_language_code', isValidLanguage],
  currency_code: ['invalid_currency', isValidCurrency],
};

/** Customer-facing names that should be Mixed Case (MobilityData's @MixedCase fields). */
const MIXED_CASE = new Set(['stops.stop_name', 'routes.route_long_name', 'trips.trip_headsign']);

function printableAscii(v: string): boolean {
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (c < 0x20 || c > 0x7e) return false;
  }
  return true;
}

/** A customer-facing text that is all capitals or all lower case (words of 2+ letters only). */
export function isNotMixedCase(v: string): boolean {
  const words = v.split(/[\s\-/]+/).filter((w) => /\p{L}{2,}/u.test(w) && !/\d/.test(w));
  if (words.length === 0) return false;
  const upper = words.every((w) => w === w.toUpperCase() && w !== w.toLowerCase());
  const lower = words.every((w) => w === w.toLowerCase() && w !== w.toUpperCase());
  // A single short upper-case word is usually an abbreviation ("MAX", "BART").
  if (upper && words.length === 1 && words[0]!.length <= 4) return false;
  return upper || lower;
}

interface Col {
  cell: number;
  fi: number;
  field: FieldDef;
  parse: (t: string) => Value | Invalid;
  invalidCode: string | undefined;
  format: [string, (v: string) => boolean] | undefined;
  enumValues: Set<number> | undefined;
  min: number;
  max: number;
  sign: FieldDef['sign'];
  isId: boolean;
  mixedCase: boolean;
  /** How MobilityData names the broken range in number_out_of_range (`non-negative integer`, ...). */
  rangeText: string;
}

export interface RowChecker {
  /** Fills `out` (indexed like table.fields) and reports notices; false when the row is skipped. */
  check(cells: string[], row: number, out: Value[]): boolean;
  /** Per field index: the column exists in the header. */
  readonly present: boolean[];
}

type Evaluator = (out: Value[]) => boolean;

function compileCondition(table: TableDef, c: Condition): Evaluator {
  const at = new Map(table.fields.map((f, i) => [f.name, i]));
  return (o) => conditionHolds(c, (name) => o[at.get(name) ?? -1]);
}

interface CondRule {
  fi: number;
  when: Evaluator;
  kind: 'required' | 'forbidden';
}

/** The MobilityData notice for a broken conditional presence, where it has a specific one. */
function conditionalNotice(
  table: TableDef,
  field: FieldDef,
  kind: 'required' | 'forbidden',
  rec: (name: string) => Value,
  row: number,
): [string, NoticeFields] | undefined {
  const key = `${table.name}.${field.name}`;
  const stop = () => ({
    csvRowNumber: row,
    stopId: rec('stop_id'),
    stopName: rec('stop_name'),
    locationType: rec('location_type') ?? 0,
  });
  switch (key) {
    case 'stops.stop_name':
      return [
        'missing_stop_name',
        { csvRowNumber: row, locationType: rec('location_type') ?? 0, stopId: rec('stop_id') },
      ];
    case 'stops.stop_lat':
    case 'stops.stop_lon':
      return [
        'stop_without_location',
        { csvRowNumber: row, locationType: rec('location_type') ?? 0, stopId: rec('stop_id') },
      ];
    case 'stops.parent_station':
      return kind === 'required'
        ? ['location_without_parent_station', stop()]
        : [
            'station_with_parent_station',
            {
              csvRowNumber: row,
              stopId: rec('stop_id'),
              stopName: rec('stop_name'),
              parentStation: rec('parent_station'),
            },
          ];
    case 'stops.stop_access': {
      const lt = (rec('location_type') as number | null) ?? 0;
      return [
        lt !== 0
          ? 'stop_access_specified_for_incorrect_location'
          : 'stop_access_specified_for_stop_with_no_parent_station',
        {
          csvRowNumber: row,
          stopId: rec('stop_id'),
          stopName: rec('stop_name'),
          stopAccess: rec('stop_access'),
          locationType: lt,
        },
      ];
    }
    case 'routes.route_short_name':
    case 'routes.route_long_name':
      return ['route_both_short_and_long_name_missing', { routeId: rec('route_id'), csvRowNumber: row }];
    case 'stop_times.arrival_time':
    case 'stop_times.departure_time':
      // Required at timepoints: reported by the stop time rules; forbidden with windows (Flex).
      return kind === 'forbidden'
        ? [
            'forbidden_arrival_or_departure_time',
            {
              csvRowNumber: row,
              arrivalTime: fmt(rec('arrival_time')),
              departureTime: fmt(rec('departure_time')),
              startPickupDropOffWindow: fmt(rec('start_pickup_drop_off_window')),
              endPickupDropOffWindow: fmt(rec('end_pickup_drop_off_window')),
            },
          ]
        : undefined;
    case 'stop_times.start_pickup_drop_off_window':
    case 'stop_times.end_pickup_drop_off_window':
      if (kind === 'forbidden') return undefined; // the arrival/departure side reports it
      return [
        'missing_pickup_or_drop_off_window',
        {
          csvRowNumber: row,
          startPickupDropOffWindow: fmt(rec('start_pickup_drop_off_window')),
          endPickupDropOffWindow: fmt(rec('end_pickup_drop_off_window')),
        },
      ];
    case 'stop_times.stop_id':
    case 'stop_times.location_group_id':
    case 'stop_times.location_id':
      if (kind === 'forbidden')
        return [
          'forbidden_geography_id',
          {
            csvRowNumber: row,
            stopId: rec('stop_id'),
            locationGroupId: rec('location_group_id'),
            locationId: rec('location_id'),
          },
        ];
      return ['missing_required_field', { filename: table.file, csvRowNumber: row, fieldName: field.name }];
    default:
      return kind === 'required'
        ? ['missing_required_field', { filename: table.file, csvRowNumber: row, fieldName: field.name }]
        : undefined;
  }
}

function pad2(n: number): string {
  return n < 10 ? '0' + n : String(n);
}

/** Seconds to HH:MM:SS as MobilityData prints GtfsTime; null stays null. */
export function fmt(v: Value | undefined): string | null {
  if (typeof v !== 'number') return v ?? null;
  return `${pad2(Math.floor(v / 3600))}:${pad2(Math.floor((v % 3600) / 60))}:${pad2(v % 60)}`;
}

export function compileRowChecker(
  table: TableDef,
  columns: string[],
  notices: NoticeContainer,
  opts: { checkReplacementChar: () => boolean; checkNewLines?: () => boolean; hasBookingRules?: boolean },
): RowChecker {
  const file = table.file;
  const present = table.fields.map((f) => columns.includes(f.name));
  const cols: Col[] = [];
  columns.forEach((name, cell) => {
    const fi = table.fields.findIndex((f) => f.name === name);
    if (fi < 0 || cols.some((c) => c.fi === fi)) return;
    const field = table.fields[fi]!;
    const [min, max] =
      field.kind === 'latitude'
        ? [-90, 90]
        : field.kind === 'longitude'
          ? [-180, 180]
          : [-Infinity, Infinity];
    cols.push({
      cell,
      fi,
      field,
      parse: parserFor(field.kind),
      invalidCode: INVALID_CODE[field.kind],
      format: FORMAT_CHECK[field.kind],
      enumValues: field.options ? new Set(field.options.map((o) => o.value)) : undefined,
      min,
      max,
      sign: field.sign,
      isId: field.kind === 'id',
      mixedCase: MIXED_CASE.has(`${table.name}.${field.name}`),
      rangeText: rangeText(field),
    });
  });
  const required = table.fields
    .map((f, fi) => ({ f, fi }))
    .filter(({ f, fi }) => mustHaveValue(f) && present[fi]);
  const recommended = table.fields
    .map((f, fi) => ({ f, fi }))
    .filter(({ f }) => f.presence === 'recommended');
  const conds: CondRule[] = [];
  table.fields.forEach((f, fi) => {
    if (f.requiredWhen) conds.push({ fi, when: compileCondition(table, f.requiredWhen), kind: 'required' });
    if (f.forbiddenWhen)
      conds.push({ fi, when: compileCondition(table, f.forbiddenWhen), kind: 'forbidden' });
  });
  const fieldIndex = new Map(table.fields.map((f, i) => [f.name, i]));
  const invalid = new Uint8Array(table.fields.length);
  const headerCount = columns.length;
  const rowRule = flexRowRule(table, notices, opts.hasBookingRules ?? false);

  return {
    present,
    check(cells, row, out) {
      if (cells.length === 1 && cells[0] === '') return false; // a blank line: skipped, as MobilityData does
      // A line of spaces only is an empty row; a row of empty cells is read like any other row.
      if (cells.length === 1 && trimCell(cells[0]!) === '') {
        notices.add('empty_row', { filename: file, csvRowNumber: row });
        return false;
      }
      if (cells.length !== headerCount) {
        notices.add('invalid_row_length', {
          filename: file,
          csvRowNumber: row,
          rowLength: cells.length,
          headerCount,
        });
        return false;
      }
      out.fill(null);
      invalid.fill(0);
      const checkChars = opts.checkReplacementChar();
      const checkNewLines = opts.checkNewLines?.() ?? true;
      for (let k = 0; k < cols.length; k++) {
        const c = cols[k]!;
        const raw = cells[c.cell]!;
        if (raw.length === 0) continue;
        const fieldName = c.field.name;
        if (checkNewLines && (raw.indexOf('\n') >= 0 || raw.indexOf('\r') >= 0))
          notices.add('new_line_in_value', { filename: file, csvRowNumber: row, fieldName, fieldValue: raw });
        if (checkChars && raw.indexOf('\uFFFD') >= 0)
          notices.add('invalid_character', { filename: file, csvRowNumber: row, fieldName, fieldValue: raw });
        const t = trimCell(raw);
        if (t.length !== raw.length) {
          if (t === '') continue;
          notices.add('leading_or_trailing_whitespaces', {
            filename: file,
            csvRowNumber: row,
            fieldName,
            fieldValue: raw,
          });
        }
        const v = c.parse(t);
        if (v instanceof Invalid) {
          invalid[c.fi] = 1;
          if (c.invalidCode)
            notices.add(c.invalidCode, { filename: file, csvRowNumber: row, fieldName, fieldValue: raw });
          continue;
        }
        if (typeof v === 'number') {
          if (v < c.min || v > c.max || (c.sign && !signOk(c.sign, v))) {
            notices.add('number_out_of_range', {
              filename: file,
              csvRowNumber: row,
              fieldName,
              fieldType: c.rangeText,
              fieldValue: v,
            });
          }
          if (c.enumValues && !c.enumValues.has(v))
            notices.add('unexpected_enum_value', {
              filename: file,
              csvRowNumber: row,
              fieldName,
              fieldValue: v,
            });
        } else if (typeof v === 'string') {
          if (c.format && !c.format[1](v)) {
            invalid[c.fi] = 1;
            notices.add(c.format[0], { filename: file, csvRowNumber: row, fieldName, fieldValue: v });
          } else if (c.isId && !printableAscii(v)) {
            notices.add('non_ascii_or_non_printable_char', {
              filename: file,
              csvRowNumber: row,
              columnName: fieldName,
              fieldValue: v,
            });
          } else if (c.mixedCase && isNotMixedCase(v)) {
            notices.add('mixed_case_recommended_field', {
              filename: file,
              fieldName,
              fieldValue: v,
              csvRowNumber: row,
            });
          }
        }
        out[c.fi] = v;
      }
      for (const { f, fi } of required)
        if (out[fi] === null && !invalid[fi])
          notices.add('missing_required_field', { filename: file, csvRowNumber: row, fieldName: f.name });
      for (const { f, fi } of recommended)
        if (out[fi] === null && !invalid[fi])
          notices.add('missing_recommended_field', { filename: file, csvRowNumber: row, fieldName: f.name });
      let reported: Set<string> | undefined;
      for (let k = 0; k < conds.length; k++) {
        const c = conds[k]!;
        const has = out[c.fi] !== null || invalid[c.fi] === 1;
        if ((c.kind === 'required' ? has : !has) || !c.when(out)) continue;
        const n = conditionalNotice(
          table,
          table.fields[c.fi]!,
          c.kind,
          (name) => out[fieldIndex.get(name)!] ?? null,
          row,
        );
        // One notice per row and code (stop_lat and stop_lon both missing is one stop_without_location).
        if (n && !reported?.has(n[0])) {
          (reported ??= new Set()).add(n[0]);
          notices.add(n[0], n[1]);
        }
      }
      rowRule?.(out, row);
      return true;
    },
  };
}

function rangeText(field: FieldDef): string {
  if (field.kind === 'latitude') return 'latitude within [-90, 90]';
  if (field.kind === 'longitude') return 'longitude within [-180, 180]';
  const type = field.kind === 'currency_amount' ? 'decimal' : field.kind === 'float' ? 'float' : 'integer';
  const sign =
    field.sign === 'non_negative'
      ? 'non-negative '
      : field.sign === 'positive'
        ? 'positive '
        : field.sign === 'non_zero'
          ? 'non-zero '
          : '';
  return sign + type;
}

function signOk(sign: NonNullable<FieldDef['sign']>, v: number): boolean {
  return sign === 'non_negative' ? v >= 0 : sign === 'positive' ? v > 0 : v !== 0;
}
