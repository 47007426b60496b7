// The fields the network sketch draws from (lines.ts reads exactly these), per table: an update of a
// row that changes none of them leaves the sketch as it was, so it asks for no recomputation (a
// recomputation reads the project's every shape point and stop time: about 0.7 s of PostgreSQL on a
// 2.4M-row project, every 2 s while editors save).
import type { Value } from '@ruta/gtfs';

const DRAWN: Readonly<Record<string, readonly string[]>> = {
  routes: ['route_id', 'route_short_name', 'route_long_name', 'route_color'],
  trips: ['trip_id', 'route_id', 'shape_id'],
  shapes: ['shape_id', 'shape_pt_lat', 'shape_pt_lon', 'shape_pt_sequence'],
  stop_times: ['trip_id', 'stop_id', 'stop_sequence'],
  stops: ['stop_id', 'stop_lat', 'stop_lon', 'location_type'],
};

/** Whether an update of a `table` row from `before` to `after` may change the network's lines or stops. */
export function updateRedraws(
  table: string,
  before: Record<string, Value>,
  after: Record<string, Value>,
): boolean {
  const fields = DRAWN[table];
  return !fields || fields.some((f) => (before[f] ?? null) !== (after[f] ?? null));
}
