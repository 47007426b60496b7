// Trips given a new shape in the shape's own write (POST shapes/ with `trips`): "Shape through these
// stops" shapes a trip and the unshaped trips of its route and direction in one request and one
// history batch, and their stop times get distances along it with the shape's (updateStopTimeDistances
// runs after this, over every trip of the shape).
import type { FastifyRequest } from 'fastify';
import { trips } from '@ruta/gtfs';
import { z } from 'zod';
import type { Db } from '../db/connection.js';
import { fieldErrors, HttpError } from '../http/errors.js';
import { tableTranslator } from '../tables/messages.js';
import { query, tableIdent } from '../tables/sql.js';
import { touchProject } from '../tables/touch.js';

/** A route's trips in one direction: far more than any real route has. */
export const MAX_SHAPED_TRIPS = 10_000;

const tripsSchema = z
  .array(
    z.strictObject({
      id: z
        .number()
        .int()
        .positive()
        .max(2 ** 53),
      version: z.number().int().min(0),
    }),
  )
  .min(1)
  .max(MAX_SHAPED_TRIPS);

export type ShapedTrip = z.infer<typeof tripsSchema>[number];

/** The body's `trips` (absent: none), or its field error in the request's language. */
export function shapedTrips(request: FastifyRequest, body: Record<string, unknown>): ShapedTrip[] {
  if (body.trips === undefined) return [];
  const parsed = tripsSchema.safeParse(body.trips);
  if (parsed.success) return parsed.data;
  throw fieldErrors({ trips: [tableTranslator(request.lang)('trips_list', { max: MAX_SHAPED_TRIPS })] });
}

/** Sets the trips' shape_id where each is still at the version sent; else nothing, and a 409. */
export async function giveShapeToTrips(
  db: Db,
  request: FastifyRequest,
  projectId: number,
  shapeId: string,
  list: readonly ShapedTrip[],
): Promise<void> {
  if (!list.length) return;
  const done = await query<{ id: string }>(
    db,
    `UPDATE ${tableIdent(trips)} t SET shape_id = $2, version = t.version + 1
     FROM unnest($3::bigint[], $4::int[]) AS u(id, version)
     WHERE t.project_id = $1 AND t.id = u.id AND t.version = u.version
     RETURNING t.id`,
    [projectId, shapeId, list.map((t) => t.id), list.map((t) => t.version)],
  );
  if (done.length !== list.length) {
    const updated = new Set(done.map((r) => Number(r.id)));
    const stale = list.filter((t) => !updated.has(t.id)).map((t) => t.id);
    const ids = stale.slice(0, 5).join(', ') + (stale.length > 5 ? ', …' : '');
    throw new HttpError(409, {
      detail: tableTranslator(request.lang)('stale_trips', { ids }),
      trips: stale,
    } as never);
  }
  await touchProject(db, projectId, trips);
}
