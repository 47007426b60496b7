// A stop row as the table routes answer it (docs/api.md "Tables"), with the fields the stops map reads
// named; OpenAPI shows it and the web app imports its type (api-types.ts). The other fields of
// stops.txt follow, open like every table row.
import { numberValue, tableRowSchema, textValue } from '../tables/schemas.js';

export const stopRowSchema = tableRowSchema.extend({
  stop_id: textValue,
  stop_code: textValue,
  stop_name: textValue,
  stop_lat: numberValue,
  stop_lon: numberValue,
  location_type: numberValue,
  parent_station: textValue,
});
