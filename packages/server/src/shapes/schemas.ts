// The shapes routes' answers in zod (docs/api.md "Shapes"): OpenAPI shows them and the web app imports
// their types (api-types.ts). A point is its four columns as stored: null where an import kept a value
// it could not read (the point row's `invalid`, not part of this answer).
import { z } from 'zod';
import { shapeHeadSchema } from '../tables/schemas.js';

export const shapePointRowSchema = z.object({
  shape_pt_sequence: z.number().nullable(),
  shape_pt_lat: z.number().nullable(),
  shape_pt_lon: z.number().nullable(),
  shape_dist_traveled: z.number().nullable(),
});

/** GET, POST, PUT and PATCH of one shape: its head and points (a write says how many stop times moved). */
export const shapeDetailSchema = shapeHeadSchema.extend({
  points: z.array(shapePointRowSchema),
  stop_times_updated: z
    .number()
    .int()
    .optional()
    .describe('After a write: stop_times of its trips given a new shape_dist_traveled'),
});

/** GET shapes/{rowId}/stops/: the placed stops of the trips using the shape. */
export const shapeStopsSchema = z.array(
  z.object({
    stop_id: z.string(),
    stop_name: z.string().nullable(),
    stop_lat: z.number(),
    stop_lon: z.number(),
  }),
);
