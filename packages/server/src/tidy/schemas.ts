// The clean-up API's requests and answers in zod: OpenAPI shows them and the web app imports their
// types (api-types.ts).
import { z } from 'zod';

export const tidyStepsSchema = z.object({
  calendars: z.boolean(),
  merge_services: z.boolean(),
  merge_stops: z
    .number()
    .min(0.1)
    .max(100)
    .nullable()
    .describe('Largest distance between duplicate stops, metres; null skips the step'),
  merge_shapes: z.boolean(),
  orphans: z.boolean(),
});

export const tidyQuerySchema = z.object({
  merge_stops: z.coerce.number().min(0.1).max(100).default(5),
});

const groupSchema = z.object({
  id: z.string().describe('Send it in `exclude` to leave this group as it is'),
  survivor: z.string(),
  merged: z.array(z.string()),
});

export const stopGroupSchema = groupSchema.extend({
  name: z.string(),
  location_type: z.number().int(),
  spread: z.number().describe('Largest distance from the surviving stop, metres'),
  stops: z.array(z.object({ stop_id: z.string(), lat: z.number(), lon: z.number() })),
});

const rowsSchema = z.tuple([z.number().int(), z.number().int()]).describe('Rows before and after');

export const tidyPlanSchema = z.object({
  fingerprint: z.string().describe("The project's last change when previewed; send it back to apply"),
  calendars: z.object({
    services: z.number().int().describe('Services that remain, each on exactly the same dates'),
    rewritten: z.number().int(),
    calendar: rowsSchema,
    calendar_dates: rowsSchema,
  }),
  services: z.array(groupSchema),
  stops: z.array(stopGroupSchema),
  shapes: z.array(groupSchema),
  orphans: z.object({
    stop: z.array(z.string()),
    shape: z.array(z.string()),
    service: z.array(z.string()),
    route: z.array(z.string()),
    agency: z.array(z.string()),
    fare: z.array(z.string()),
  }),
});

export const tidyApplySchema = z.object({
  fingerprint: z.string(),
  steps: tidyStepsSchema,
  exclude: z.array(z.string()).max(100_000).default([]),
});

export type TidyPlanAnswer = z.infer<typeof tidyPlanSchema>;
