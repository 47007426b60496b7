// The stop_times fields the editor shows and compares: always shown, optional (the toggle), and
// which of them are numbers typed as text.
export const SHOWN_COLUMNS = ['stop_id', 'shape_dist_traveled', 'arrival_time', 'departure_time'] as const;

export const OPTIONAL_COLUMNS = [
  'stop_headsign',
  'pickup_type',
  'drop_off_type',
  'continuous_pickup',
  'continuous_drop_off',
  'timepoint',
] as const;

/** The fields a change is measured on (not keys, ids or the stop's read-only name and position). */
export const COMPARED = [...SHOWN_COLUMNS, 'stop_sequence', ...OPTIONAL_COLUMNS] as const;

export const NUMERIC: ReadonlySet<string> = new Set([
  'shape_dist_traveled',
  ...OPTIONAL_COLUMNS.filter((f) => f !== 'stop_headsign'),
]);

/** Each column's catalogue key (stopTimes.columns.…) and its input's width when a row is edited. */
export const COLUMN: Record<string, { label: string; width: number }> = {
  stop_id: { label: 'stopId', width: 80 },
  shape_dist_traveled: { label: 'shapeDist', width: 64 },
  arrival_time: { label: 'arrival', width: 80 },
  departure_time: { label: 'departure', width: 80 },
  stop_headsign: { label: 'stopHeadsign', width: 96 },
  pickup_type: { label: 'pickupType', width: 44 },
  drop_off_type: { label: 'dropOffType', width: 44 },
  continuous_pickup: { label: 'continuousPickup', width: 44 },
  continuous_drop_off: { label: 'continuousDropOff', width: 44 },
  timepoint: { label: 'timepoint', width: 44 },
};
