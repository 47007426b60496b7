// The stop-times API's answers in zod: OpenAPI shows them and the web app imports their types
// (api-types.ts). A stop time carries its schema fields, open like every table row.
import { z } from 'zod';
import { numberValue, tableRowSchema, textValue } from '../tables/schemas.js';

/** A stop time with its stop's name and position (null when the stop is missing). The fields the
 *  editor reads are named; the others of stop_times.txt follow, open like every table row. */
export const stopTimeDetailSchema = tableRowSchema.extend({
  stop_id: textValue,
  stop_sequence: numberValue,
  arrival_time: textValue,
  departure_time: textValue,
  stop_headsign: textValue,
  pickup_type: numberValue,
  drop_off_type: numberValue,
  continuous_pickup: numberValue,
  continuous_drop_off: numberValue,
  shape_dist_traveled: numberValue,
  timepoint: numberValue,
  stop_name: z.string().nullable(),
  stop_lat: z.number().nullable(),
  stop_lon: z.number().nullable(),
});

export const shapePointSchema = z.object({
  shape_pt_lat: z.number(),
  shape_pt_lon: z.number(),
  shape_dist_traveled: z.number().nullable(),
});

/** GET/PATCH trips/{rowId}/: the trip row with its stop times (and, when read, its shape's points). */
export const tripDetailSchema = tableRowSchema.extend({
  trip_id: textValue,
  shape_id: textValue,
  direction_id: numberValue,
  stop_times: z.array(stopTimeDetailSchema),
  stop_times_version: z.string().describe('Fingerprint of the stop times; send it back to save them'),
  shape_points: z.array(shapePointSchema).optional().describe('Only when read, not in a write answer'),
});

/** GET stoptimes/summary/: per asked trip_id, its count of stop times and first and last times. */
export const stopTimesSummarySchema = z.record(
  z.string(),
  z.object({
    stop_count: z.number().int(),
    start_time: z.string().nullable(),
    end_time: z.string().nullable(),
  }),
);

/** POST trips/{rowId}/duplicate/: the trips made, in the order asked. */
export const duplicatedTripsSchema = z.object({
  created: z.array(z.object({ id: z.number().int(), trip_id: z.string() })),
});
