// Routes of docs/api.md "Network", under /api/projects: the stored sketch, every route's lines as
// GeoJSON (the stops map's route layer) and the routes that serve a stop.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import simplify from 'simplify-js';
import type { Db } from '../db/connection.js';
import type { AppContext } from '../http/context.js';
import { detailError } from '../http/errors.js';
import { ownedProject, projectParams } from '../http/project-scope.js';
import { dbQuery } from '../files/store.js';
import { sketchIsStale } from './job.js';
import { DEFAULT_ROUTE_COLOR, loadRouteLines } from './lines.js';
import { networkAnswerSchema, routeLinesSchema, stopRoutesSchema } from './schemas.js';

/** About a metre: invisible on the stops map, and shapes with a point every few metres shrink a lot. */
const LINE_TOLERANCE_DEG = 1e-5;
const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

const STOP_ROUTES = `SELECT r.route_id, coalesce(nullif(r.route_short_name, ''), nullif(r.route_long_name, ''), r.route_id) AS short_name,
    r.route_color AS color, r.route_text_color AS text_color
  FROM gtfs_routes r
  WHERE r.project_id = $1 AND r.route_id IN (
    SELECT t.route_id FROM gtfs_stop_times st
    JOIN gtfs_trips t ON t.project_id = $1 AND t.trip_id = st.trip_id
    WHERE st.project_id = $1 AND st.stop_id = $2)
  ORDER BY r.id`;

const hex = (c: string | null, fallback: string) =>
  c && /^[0-9A-Fa-f]{6}$/.test(c) ? c.toUpperCase() : fallback;

/** An absent or empty stop_id answers the network's own message (a 400 with `detail`). */
const stopRoutesQuery = z.object({ stop_id: z.string().optional() });

export async function networkRoutes(app: FastifyInstance, ctx: AppContext) {
  const db: Db = ctx.db;
  const onProject = (answer: z.ZodType, querystring?: z.ZodType) => ({
    schema: {
      tags: ['network'],
      params: projectParams,
      ...(querystring && { querystring }),
      response: { 200: answer },
    },
  });

  app.get('/:id/network/', onProject(networkAnswerSchema), async (request) => {
    const p = ownedProject(request);
    return {
      computed_at: p.network_computed_at ? p.network_computed_at.toISOString() : null,
      stale: sketchIsStale(p),
      sketch: p.network_sketch,
    };
  });

  app.get('/:id/network/lines/', onProject(routeLinesSchema), async (request) => {
    const p = ownedProject(request);
    const routes = await loadRouteLines(db, p.id);
    return {
      type: 'FeatureCollection',
      features: routes
        .filter((r) => r.lines.length)
        .map((r) => ({
          type: 'Feature',
          properties: { route_id: r.route_id, short_name: r.short_name, color: `#${r.color}` },
          geometry: {
            type: 'MultiLineString',
            coordinates: r.lines.map((line) =>
              simplify(
                line.map(([x, y]) => ({ x, y })),
                LINE_TOLERANCE_DEG,
                true,
              ).map((pt) => [round6(pt.x), round6(pt.y)]),
            ),
          },
        })),
    };
  });

  const stopRoutes = onProject(stopRoutesSchema, stopRoutesQuery);
  app.get('/:id/network/stop_routes/', stopRoutes, async (request) => {
    const p = ownedProject(request);
    const stopId = (request.query as z.infer<typeof stopRoutesQuery>).stop_id;
    if (!stopId) throw detailError(400, request.t('network_stop_id_required'));
    const rows = await dbQuery(db)<{
      route_id: string;
      short_name: string;
      color: string | null;
      text_color: string | null;
    }>(STOP_ROUTES, [p.id, stopId]);
    return rows.map((r) => ({
      route_id: r.route_id,
      short_name: r.short_name,
      color: `#${hex(r.color, DEFAULT_ROUTE_COLOR)}`,
      text_color: `#${hex(r.text_color, r.color ? '000000' : 'FFFFFF')}`,
    }));
  });
}
