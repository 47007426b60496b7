// The timetable routes' answers in zod (docs/api.md "Timetables"), for OpenAPI; read.ts's types say
// the same in TypeScript. Objects stay open (a route and a trip carry all their GTFS fields), and a
// shape's points are not checked one by one (a timetable may draw tens of thousands).
import { z } from 'zod';

const text = z.string().nullable();

export const routeDirectionsSchema = z.array(
  z.looseObject({
    route_id: z.string(),
    route_short_name: text,
    route_long_name: text,
    directions: z.array(
      z.object({ direction_id: z.number().int().nullable(), trips: z.number().int(), headsign: text }),
    ),
  }),
);

const timetableTrip = z.looseObject({
  id: z.number().int(),
  stamp: z.string().describe('What a save sends back to show which version it changes'),
  trip_id: z.string(),
  stop_time_ids: z.array(z.number().int()),
  stop_sequences: z.array(z.number()),
  arrival_times: z.array(z.number().nullable()).describe('Seconds after midnight, null when empty'),
  departure_times: z.array(z.number().nullable()),
});

/** GET and POST timetable/: the route's trips in one direction, grouped by their stop pattern. */
export const timetableAnswerSchema = z.looseObject({
  route: z.looseObject({ route_id: z.string(), route_short_name: text, route_long_name: text }),
  direction_id: z.number().int().nullable(),
  stops: z.record(
    z.string(),
    z.looseObject({ stop_name: text, stop_lat: z.number().nullable(), stop_lon: z.number().nullable() }),
  ),
  shapes: z.record(z.string(), z.array(z.unknown()).describe('[lon, lat] per point')),
  services: z.array(z.looseObject({ service_id: z.string(), trips: z.number().int() })),
  patterns: z.array(z.object({ stop_ids: z.array(z.string()), trips: z.array(timetableTrip) })),
});
