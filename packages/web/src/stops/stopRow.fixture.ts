// A stop row as the server answers it (every field the stops map reads is present, null when empty),
// for the unit tests to write only the fields they are about.
import type { StopRow } from '../api/stops';

export const stopRow = (fields: Partial<StopRow> & Pick<StopRow, 'id'>): StopRow => ({
  version: 1,
  stop_id: null,
  stop_code: null,
  stop_name: null,
  stop_lat: null,
  stop_lon: null,
  location_type: null,
  parent_station: null,
  ...fields,
});
