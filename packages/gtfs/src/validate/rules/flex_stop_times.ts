// GTFS-Flex checks on single stop_times rows (pickup/drop-off windows). They need fields the
// columnar stop_times does not keep, so they run while the file streams, as a row rule.
import type { TableDef } from '../../schema/dsl.js';
import type { Value } from '../../values.js';
import { gtfsTimeText } from '../util.js';
import type { NoticeContainer } from '../notices.js';
import { defineNotices, emission, error, noticeSet, type PresenceNotice, warning } from '../notice.js';

/** A stop_times.txt row by its line and pickup/drop-off window. */
const ROW_WINDOW = ['csvRowNumber', 'startPickupDropOffWindow', 'endPickupDropOffWindow'] as const;

export const FLEX_STOP_TIMES = defineNotices({
  file: 'stop_times.txt',
  notices: {
    forbidden_pickup_type: error(ROW_WINDOW),
    forbidden_drop_off_type: error(ROW_WINDOW),
    invalid_pickup_drop_off_window: error(ROW_WINDOW),
    forbidden_shape_dist_traveled: error([
      'csvRowNumber',
      'tripId',
      'locationGroupId',
      'locationId',
      'shapeDistTraveled',
    ]),
    missing_pickup_drop_off_booking_rule_id: warning(['csvRowNumber', 'pickupType', 'dropOffType']),
    forbidden_arrival_or_departure_time: error([
      'csvRowNumber',
      'arrivalTime',
      'departureTime',
      'startPickupDropOffWindow',
      'endPickupDropOffWindow',
    ]),
    missing_pickup_or_drop_off_window: error(ROW_WINDOW),
    forbidden_geography_id: error(['csvRowNumber', 'stopId', 'locationGroupId', 'locationId']),
  },
  en: {
    forbidden_pickup_type:
      'With a pickup/drop-off window (GTFS-Flex), pickup_type cannot be regular (0) or coordinated with the driver (3).',
    forbidden_drop_off_type:
      'With a pickup/drop-off window (GTFS-Flex), drop_off_type cannot be regular (0).',
    invalid_pickup_drop_off_window: 'A pickup/drop-off window ends before or when it starts.',
    forbidden_shape_dist_traveled:
      'shape_dist_traveled is given on a stop time that serves a Flex zone instead of a stop.',
    missing_pickup_drop_off_booking_rule_id:
      'A Flex stop time asks riders to phone the agency but names no booking rule.',
    forbidden_arrival_or_departure_time:
      'A stop time has both times and a pickup/drop-off window (GTFS-Flex); only one may be given.',
    missing_pickup_or_drop_off_window: 'Only one end of a pickup/drop-off window is given.',
    forbidden_geography_id: 'A stop time names more than one of stop, location group and location.',
  },
  es: {
    forbidden_pickup_type:
      'Con ventana de recogida/bajada (GTFS-Flex), pickup_type no puede ser regular (0) ni coordinada con el conductor (3).',
    forbidden_drop_off_type:
      'Con ventana de recogida/bajada (GTFS-Flex), drop_off_type no puede ser regular (0).',
    invalid_pickup_drop_off_window:
      'Una ventana de recogida/bajada termina antes o en el momento en que empieza.',
    forbidden_shape_dist_traveled:
      'Se indica shape_dist_traveled en un horario que sirve una zona Flex en lugar de una parada.',
    missing_pickup_drop_off_booking_rule_id:
      'Un horario Flex pide llamar a la agencia pero no indica regla de reserva.',
    forbidden_arrival_or_departure_time:
      'Un horario tiene horas y además ventana de recogida/bajada (GTFS-Flex); solo se permite una cosa.',
    missing_pickup_or_drop_off_window: 'Solo se indica un extremo de la ventana de recogida/bajada.',
    forbidden_geography_id: 'Un horario indica más de uno entre parada, grupo de ubicaciones y ubicación.',
  },
});

/** Flex row checks and the conditional presence notices of stop_times.txt (the loader emits both). */
export const flexStopTimes = noticeSet({
  name: 'flex_stop_times',
  notices: Object.values(FLEX_STOP_TIMES),
  presence: (() => {
    // Required at timepoints: reported by the stop time rules; forbidden with windows (Flex).
    const time: PresenceNotice = (kind, rec, row) =>
      kind === 'forbidden'
        ? emission(FLEX_STOP_TIMES.forbidden_arrival_or_departure_time, {
            csvRowNumber: row,
            arrivalTime: gtfsTimeText(rec('arrival_time')),
            departureTime: gtfsTimeText(rec('departure_time')),
            startPickupDropOffWindow: gtfsTimeText(rec('start_pickup_drop_off_window')),
            endPickupDropOffWindow: gtfsTimeText(rec('end_pickup_drop_off_window')),
          })
        : null;
    // Forbidden: the arrival/departure side reports it.
    const window: PresenceNotice = (kind, rec, row) =>
      kind === 'forbidden'
        ? null
        : emission(FLEX_STOP_TIMES.missing_pickup_or_drop_off_window, {
            csvRowNumber: row,
            startPickupDropOffWindow: gtfsTimeText(rec('start_pickup_drop_off_window')),
            endPickupDropOffWindow: gtfsTimeText(rec('end_pickup_drop_off_window')),
          });
    // Required: the generic missing_required_field.
    const geography: PresenceNotice = (kind, rec, row) =>
      kind === 'forbidden'
        ? emission(FLEX_STOP_TIMES.forbidden_geography_id, {
            csvRowNumber: row,
            stopId: rec('stop_id'),
            locationGroupId: rec('location_group_id'),
            locationId: rec('location_id'),
          })
        : undefined;
    return {
      'stop_times.arrival_time': time,
      'stop_times.departure_time': time,
      'stop_times.start_pickup_drop_off_window': window,
      'stop_times.end_pickup_drop_off_window': window,
      'stop_times.stop_id': geography,
      'stop_times.location_group_id': geography,
      'stop_times.location_id': geography,
    };
  })(),
});

export type RowRule = (out: Value[], row: number) => void;

/** `hasBookingRules`: booking_rules.txt is in the feed (only then are booking rule ids expected). */
export function flexRowRule(
  table: TableDef,
  notices: NoticeContainer,
  hasBookingRules: boolean,
): RowRule | undefined {
  if (table.name !== 'stop_times') return undefined;
  const i = (name: string) => table.fields.findIndex((f) => f.name === name);
  const [start, end, pu, dro, dist, stop, group, loc, trip, puRule, droRule] = [
    'start_pickup_drop_off_window',
    'end_pickup_drop_off_window',
    'pickup_type',
    'drop_off_type',
    'shape_dist_traveled',
    'stop_id',
    'location_group_id',
    'location_id',
    'trip_id',
    'pickup_booking_rule_id',
    'drop_off_booking_rule_id',
  ].map(i) as number[];
  return (out, row) => {
    const s = out[start!] ?? null,
      e = out[end!] ?? null;
    if (out[dist!] !== null && out[stop!] === null && (out[group!] !== null || out[loc!] !== null))
      notices.add(FLEX_STOP_TIMES.forbidden_shape_dist_traveled, {
        csvRowNumber: row,
        tripId: out[trip!],
        locationGroupId: out[group!],
        locationId: out[loc!],
        shapeDistTraveled: out[dist!],
      });
    if (hasBookingRules)
      for (const [type, ruleId] of [
        [pu!, puRule!],
        [dro!, droRule!],
      ] as const)
        if (out[type] === 2 && out[ruleId] === null)
          notices.add(FLEX_STOP_TIMES.missing_pickup_drop_off_booking_rule_id, {
            csvRowNumber: row,
            pickupType: out[pu!],
            dropOffType: out[dro!],
          });
    if (s === null && e === null) return;
    const windows = {
      csvRowNumber: row,
      startPickupDropOffWindow: gtfsTimeText(s),
      endPickupDropOffWindow: gtfsTimeText(e),
    };
    if (out[pu!] === 0 || out[pu!] === 3) notices.add(FLEX_STOP_TIMES.forbidden_pickup_type, windows);
    if (out[dro!] === 0) notices.add(FLEX_STOP_TIMES.forbidden_drop_off_type, windows);
    if (typeof s === 'number' && typeof e === 'number' && e <= s)
      notices.add(FLEX_STOP_TIMES.invalid_pickup_drop_off_window, windows);
  };
}
