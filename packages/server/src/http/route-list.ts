// Every route the app registers, as it is added, with the least project role and the schemas it
// declares: the one list the tests walk (each write route tried as a viewer and with bad values, each
// route looked for in the OpenAPI document), so a route added later cannot slip past them unnoticed.
import type { FastifyInstance, FastifySchema, RouteHandlerMethod } from 'fastify';
import type { ProjectRole } from '../db/schema.js';

export interface RouteEntry {
  method: string;
  url: string;
  role?: ProjectRole;
  schema?: FastifySchema;
  handler: RouteHandlerMethod;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeList: RouteEntry[];
  }
}

/** Call before any route is registered. */
export function collectRoutes(app: FastifyInstance): void {
  const list: RouteEntry[] = [];
  app.decorate('routeList', list);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const role = (route.config as { role?: ProjectRole } | undefined)?.role;
      list.push({ method, url: route.url, role, schema: route.schema, handler: route.handler });
    }
  });
}
