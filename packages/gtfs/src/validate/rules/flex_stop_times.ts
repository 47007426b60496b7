// GTFS-Flex checks on single stop_times rows (pickup/drop-off windows). They need fields the
// columnar stop_times does not keep, so they run while the file streams, as a row rule.
import type { TableDef } from '../../schema/dsl.js';
import type { Value } from '../../values.js';
import { fmt } from '../util.js';
import type { NoticeContainer } from '../notices.js';

export const FLEX_ROW_NOTICES = [
  'forbidden_pickup_type',
  'forbidden_drop_off_type',
  'invalid_pickup_drop_off_window',
  'forbidden_shape_dist_traveled',
  'missing_pickup_drop_off_booking_rule_id',
] as const;

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
      notices.add('forbidden_shape_dist_traveled', {
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
          notices.add('missing_pickup_drop_off_booking_rule_id', {
            csvRowNumber: row,
            pickupType: out[pu!],
            dropOffType: out[dro!],
          });
    if (s === null && e === null) return;
    const windows = { csvRowNumber: row, startPickupDropOffWindow: fmt(s), endPickupDropOffWindow: fmt(e) };
    if (out[pu!] === 0 || out[pu!] === 3) notices.add('forbidden_pickup_type', windows);
    if (out[dro!] === 0) notices.add('forbidden_drop_off_type', windows);
    if (typeof s === 'number' && typeof e === 'number' && e <= s)
      notices.add('invalid_pickup_drop_off_window', windows);
  };
}
