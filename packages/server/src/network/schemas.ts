// The network routes' answers in zod (docs/api.md "Network"): OpenAPI shows them, the web app imports
// their types (api-types.ts), and the sketch's type is the one sketch.ts computes.
import { z } from 'zod';

const bbox = z.tuple([z.number(), z.number(), z.number(), z.number()]);

export const networkSketchSchema = z.object({
  bbox: bbox.describe('[west, south, east, north] of what is drawn'),
  size: z.tuple([z.number(), z.number()]).describe('Grid width and height in cells; x grows east, y south'),
  routes: z.array(
    z.object({
      route_id: z.string(),
      short_name: z.string(),
      color: z.string().describe('RRGGBB without #'),
      lines: z.array(z.array(z.number())).describe('Each line a flat [x0, y0, x1, y1, ...] list of cells'),
    }),
  ),
  stops: z.array(z.number()).describe('A flat [x0, y0, ...] list, one per occupied cell of a coarser grid'),
});

/** GET network/: the stored sketch, null until first computed. */
export const networkAnswerSchema = z.object({
  computed_at: z.string().nullable(),
  stale: z.boolean().describe('A write asked for a new sketch since this one: one is being computed'),
  sketch: networkSketchSchema.nullable(),
});

/** GET network/lines/: every route's lines, simplified, as GeoJSON. */
export const routeLinesSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      type: z.literal('Feature'),
      properties: z.object({ route_id: z.string(), short_name: z.string(), color: z.string() }),
      geometry: z.object({
        type: z.literal('MultiLineString'),
        // Not checked point by point: a big network has hundreds of thousands of them.
        coordinates: z.array(z.unknown()).describe('[[[lon, lat], ...], ...], one list per line'),
      }),
    }),
  ),
});

/** GET network/stop_routes/: the routes whose trips stop at the stop, with #RRGGBB colours. */
export const stopRoutesSchema = z.array(
  z.object({ route_id: z.string(), short_name: z.string(), color: z.string(), text_color: z.string() }),
);
