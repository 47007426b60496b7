// The timetable routes' answers in zod (docs/api.md "Timetables"): the one declaration of their shapes,
// for OpenAPI, the serializer, read.ts (its types are inferred here) and the web app (api-types.ts).
// Objects stay open (a route and a trip carry all their GTFS fields), and a shape's points are not
// checked one by one (a timetable may draw tens of thousands).
import { z } from 'zod';

const text = z.string().nullable();

/** GET timetable/routes/: a route with its directions and their trip counts. */
export const routeDirectionsSchema = z.array(
  z.looseObject({
    route_id: z.string(),
    route_short_name: text,
    route_long_name: text,
    directions: z
      .array(z.object({ direction_id: z.number().int().nullable(), trips: z.number().int(), headsign: text }))
      .describe('Each direction with its most common trip_headsign (null when its trips have none)'),
  }),
);

/**
 * A trip: its fields, the stamp a save checks, and its stop times as arrays in stop_sequence order.
 * Arrays rather than an object per stop time: a 1,000-trip × 60-stop pattern is 60,000 of them.
 */
export const timetableTripSchema = z.looseObject({
  id: z.number().int(),
  stamp: z.string().describe('What a save sends back to show which version it changes'),
  trip_id: z.string(),
  shape_id: text,
  service_id: text,
  trip_headsign: text,
  stop_time_ids: z.array(z.number().int()),
  stop_sequences: z.array(z.number()),
  arrival_times: z.array(z.number().nullable()).describe('Seconds after midnight, null when empty'),
  departure_times: z.array(z.number().nullable()),
});

/** A service of the route's trips in the direction, with when it runs (@ruta/gtfs ServiceCalendar). */
export const timetableServiceSchema = z.object({
  service_id: z.string(),
  trips: z.number().int().describe('Trips of this route and direction on the service'),
  days: z
    .array(z.boolean())
    .readonly()
    .nullable()
    .describe('Monday to Sunday; null without calendar.txt row'),
  start_date: text,
  end_date: text,
  added: z.number().int().describe('calendar_dates.txt rows adding a date'),
  removed: z.number().int().describe('calendar_dates.txt rows removing a date'),
  first_added: text,
  last_added: text,
});

export const timetableStopSchema = z.looseObject({
  stop_name: text,
  stop_lat: z.number().nullable(),
  stop_lon: z.number().nullable(),
});

/** GET and POST timetable/: the route's trips in one direction, grouped by their stop pattern. */
export const timetableAnswerSchema = z.looseObject({
  route: z.looseObject({ route_id: z.string(), route_short_name: text, route_long_name: text }),
  direction_id: z.number().int().nullable(),
  stops: z.record(z.string(), timetableStopSchema),
  shapes: z.record(z.string(), z.array(z.custom<[number, number]>()).describe('[lon, lat] per point')),
  services: z
    .array(timetableServiceSchema)
    .describe('Every service of the route and direction, whichever the read was filtered to'),
  patterns: z.array(z.object({ stop_ids: z.array(z.string()), trips: z.array(timetableTripSchema) })),
});

export type RouteDirections = z.infer<typeof routeDirectionsSchema>[number];
export type TimetableTrip = z.infer<typeof timetableTripSchema>;
export type TimetableStop = z.infer<typeof timetableStopSchema>;
export type TimetableAnswer = z.infer<typeof timetableAnswerSchema>;
