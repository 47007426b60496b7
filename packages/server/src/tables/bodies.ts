// The bodies of row writes (POST, PUT, PATCH of a table's rows, a shape, a trip's copies), declared for
// the API's description and its first check: the body is a JSON object. What each field holds is
// checked by the GTFS schema's own rules (rows.ts, shapes/rows.ts), which name the field and the row
// in the user's language, so the fields are documented here, not refused.
import type { FieldDef, TableDef } from '@ruta/gtfs';
import { z } from 'zod';

/** A body that is not a JSON object is refused with this catalogue key (http/validation.ts). */
const notObject = { error: 'body_not_object' };

const fieldText = (f: FieldDef) =>
  [
    f.kind,
    f.presence.replace(/_/g, ' '),
    f.options?.length ? `one of ${f.options.map((o) => o.value).join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('; ');

const version = z.unknown().optional().describe('integer: the version of the row the write expects');

/** A row of `table`: its GTFS fields, each optional here (PATCH sends some; POST and PUT are checked
 *  for the required ones by the row check), `version`, and what a feature's hooks read beside them. */
export function rowBodySchema(table: TableDef, extra: z.ZodRawShape = {}) {
  const fields = table.fields.map((f) => [f.name, z.unknown().optional().describe(fieldText(f))]);
  return z.looseObject({ ...Object.fromEntries(fields), version, ...extra }, notObject);
}

/** A shape: its shape_id and its points in order. */
export const shapeBodySchema = z.looseObject(
  {
    shape_id: z.unknown().optional().describe('text, required on POST'),
    points: z
      .unknown()
      .optional()
      .describe('[{shape_pt_lat, shape_pt_lon, shape_pt_sequence, shape_dist_traveled}] in order'),
    trips: z
      .unknown()
      .optional()
      .describe('POST only: [{id, version}] of trips given this shape in the same write (at most 10,000)'),
    version,
  },
  notObject,
);

/** Copies of a trip: each a new trip_id and a shift of its times. */
export const tripCopiesBodySchema = z.looseObject(
  {
    trips: z.unknown().describe('[{trip_id, shift}]: a new trip_id, and its times shifted by shift seconds'),
  },
  notObject,
);
