// POST trips/copy/'s body and answer in zod: OpenAPI shows them and the web app imports the answer's
// type (api-types.ts).
import { z } from 'zod';

/** Most trips one copy request may take (a busy route's day in both directions). */
export const MAX_COPIED_TRIPS = 2000;
/** A shift of at most a day either way. */
export const MAX_SHIFT_MINUTES = 1440;

export const copyTripsBody = z.object({
  trip_ids: z
    .array(z.string().trim().min(1))
    .min(1)
    .max(MAX_COPIED_TRIPS, { message: 'trip_copy_too_many' })
    .describe('The trips to copy, by trip_id'),
  service_id: z.string().trim().min(1).describe('The service the copies run on; it must exist'),
  shift_minutes: z
    .number()
    .int()
    .min(-MAX_SHIFT_MINUTES)
    .max(MAX_SHIFT_MINUTES)
    .default(0)
    .describe('Minutes added to every time of the copies (negative: earlier)'),
});

export const copiedTripsSchema = z.object({
  created: z.array(z.object({ id: z.number().int(), trip_id: z.string(), source_trip_id: z.string() })),
});
