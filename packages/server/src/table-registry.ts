// The generic table routes with each feature's per-table behaviour (tables/routes.ts
// TableBehaviour): the registry lives here, above the feature folders, so tables/ names none.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './http/context.js';
import { stopRowSchema } from './stops/schemas.js';
import { tripDetailSchema } from './stoptimes/schemas.js';
import { tripHooks, tripStopTimesBody } from './stoptimes/trip-hooks.js';
import { tableRoutes as genericTableRoutes, type TableRegistry } from './tables/routes.js';

const TABLE_BEHAVIOURS: TableRegistry = {
  trips: { hooks: tripHooks, rowSchema: tripDetailSchema, bodyFields: tripStopTimesBody },
  shapes: { ownRoutes: true },
  stops: { rowSchema: stopRowSchema },
};

export const tableRoutes = (app: FastifyInstance, ctx: AppContext) =>
  genericTableRoutes(app, ctx, TABLE_BEHAVIOURS);
