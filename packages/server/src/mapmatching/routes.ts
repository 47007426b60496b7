// POST /api/mapmatching/ {"points": [[lon, lat], ...]} → {"points": [[lon, lat], ...] | null}
// (docs/api.md "Map matching"). 2 to 100 points; 503 when no provider is configured.
// POST /api/mapmatching/route/ {"points": [...]} → the road route through the points in order
// (draw through stops), up to 1,000 points; same answers.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LngLat } from '@ruta/gtfs';
import { authenticate } from '../http/auth.js';
import type { AppContext } from '../http/context.js';
import { detailError } from '../http/errors.js';
import type { MessageKey } from '../i18n/index.js';
import { mapMatcherFrom, MAX_MATCH_POINTS } from './provider.js';
import { MAX_ROUTE_POINTS, routerFrom } from './routing.js';

function readPoints(body: unknown): LngLat[] | null {
  const list = (body as { points?: unknown } | null)?.points;
  if (!Array.isArray(list)) return null;
  const points: LngLat[] = [];
  for (const p of list) {
    if (!Array.isArray(p) || p.length !== 2) return null;
    const [lon, lat] = p as unknown[];
    if (typeof lon !== 'number' || typeof lat !== 'number' || Math.abs(lon) > 180 || Math.abs(lat) > 90)
      return null;
    points.push([lon, lat]);
  }
  return points;
}

type LineOf = (points: readonly LngLat[]) => Promise<LngLat[] | null>;

/** A POST answering the provider's line through the sent points, or null for fewer than two. */
function linePost(line: LineOf | null, maxPoints: number, tooMany: MessageKey) {
  return async (request: FastifyRequest) => {
    if (!line) throw detailError(503, request.t('map_matching_off'));
    const points = readPoints(request.body);
    if (!points) throw detailError(400, request.t('map_matching_points'));
    if (points.length > maxPoints) throw detailError(400, request.t(tooMany));
    if (points.length < 2) return { points: null };
    return { points: await line(points) };
  };
}

export async function mapMatchingRoutes(app: FastifyInstance, ctx: AppContext) {
  const matcher = mapMatcherFrom(ctx.config);
  const router = routerFrom(ctx.config);
  app.addHook('onRequest', authenticate(ctx.db));
  app.post('/', linePost(matcher && ((p) => matcher.match(p)), MAX_MATCH_POINTS, 'map_matching_too_many'));
  app.post('/route/', linePost(router && ((p) => router.route(p)), MAX_ROUTE_POINTS, 'routing_too_many'));
}
