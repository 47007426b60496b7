// POST /api/mapmatching/ {"points": [[lon, lat], ...]} → {"points": [[lon, lat], ...] | null}
// (docs/api.md "Map matching"). 2 to 100 points; 503 when no provider is configured.
// POST /api/mapmatching/route/ {"points": [...]} → the road route through the points in order
// (draw through stops), up to 1,000 points; same answers.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LngLat } from '@ruta/gtfs';
import { z } from 'zod';
import { authenticate } from '../http/auth.js';
import type { AppContext } from '../http/context.js';
import { detailError } from '../http/errors.js';
import type { MessageKey } from '../i18n/index.js';
import { mapMatcherFrom, MAX_MATCH_POINTS } from './provider.js';
import { MAX_ROUTE_POINTS, routerFrom } from './routing.js';

const lngLat = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);
/** The body of both routes; a malformed one answers {"points": ["Send \"points\" as a list…"]}. */
const pointsBody = z.object({ points: z.array(lngLat, { error: 'map_matching_points' }) });
const lineAnswer = { 200: z.object({ points: z.array(z.tuple([z.number(), z.number()])).nullable() }) };
const schema = { tags: ['map matching'], body: pointsBody, response: lineAnswer };

type LineOf = (points: readonly LngLat[]) => Promise<LngLat[] | null>;

/** A POST answering the provider's line through the sent points, or null for fewer than two. */
function linePost(line: LineOf | null, maxPoints: number, tooMany: MessageKey) {
  return async (request: FastifyRequest) => {
    if (!line) throw detailError(503, request.t('map_matching_off'));
    const { points } = request.body as { points: LngLat[] };
    if (points.length > maxPoints) throw detailError(400, request.t(tooMany));
    if (points.length < 2) return { points: null };
    return { points: await line(points) };
  };
}

export async function mapMatchingRoutes(app: FastifyInstance, ctx: AppContext) {
  const matcher = mapMatcherFrom(ctx.config);
  const router = routerFrom(ctx.config);
  app.addHook('onRequest', authenticate(ctx.db));
  app.post(
    '/',
    { schema },
    linePost(matcher && ((p) => matcher.match(p)), MAX_MATCH_POINTS, 'map_matching_too_many'),
  );
  app.post(
    '/route/',
    { schema },
    linePost(router && ((p) => router.route(p)), MAX_ROUTE_POINTS, 'routing_too_many'),
  );
}
