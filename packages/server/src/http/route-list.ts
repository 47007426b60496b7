// Every route the app registers, with the least project role it declares: what a test walks to try
// each write route as a viewer, so a route added later cannot slip past the role check unnoticed.
import type { FastifyInstance } from 'fastify';
import type { ProjectRole } from '../db/schema.js';

export interface RouteEntry {
  method: string;
  url: string;
  role?: ProjectRole;
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
      list.push({ method, url: route.url, role: (route.config as { role?: ProjectRole } | undefined)?.role });
    }
  });
}
