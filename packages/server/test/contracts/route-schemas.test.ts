// Every API route the app registers is in its OpenAPI document with the schemas it declares: the
// routes are enumerated as they are added (the app's routeList), not listed by hand, so a new route
// without zod schemas fails here.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.js';

type Operation = { parameters?: { name: string; in: string }[]; requestBody?: object; responses?: object };
let app: TestApp;
let paths: Record<string, Record<string, Operation>>;

beforeAll(async () => {
  app = await startTestApp();
  paths = (await app.client().get('/api/docs/json')).body.paths;
});
afterAll(async () => app?.close());

/** The API routes (not the docs' own pages, the web app or the glyphs), one per method. */
function apiRoutes() {
  return app.routes
    .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD')
    .map((r) => ({ method: r.method.toLowerCase(), route: r }));
}
/** Writes that take no body: the action is the address. */
const NO_BODY = [
  '/api/user/logout/',
  '/api/invitations/:token/accept/',
  '/api/projects/:id/build_and_validate_gtfs_file/',
  '/api/projects/:id/cancel_build_and_validate_gtfs_file/',
  '/api/projects/:id/releases/:number/withdraw/',
  '/api/projects/:id/invitations/confirmations/:confirmationId/approve/',
  '/api/projects/:id/invitations/confirmations/:confirmationId/reject/',
];
/** Zips sent as multipart forms. */
const FILE_UPLOADS = ['/api/projects/create_project_from_gtfs/', '/api/projects/:id/upload_gtfs_file/'];
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

it('lists every API route, with its path parameters, its answer, and the query and body its handler reads', () => {
  const missing: string[] = [];
  const all = apiRoutes();
  expect(all.length).toBeGreaterThan(150); // the table routes alone are over a hundred
  for (const { method, route } of all) {
    const name = `${method.toUpperCase()} ${route.url}`;
    const op = paths[openApiPath(route.url)]?.[method];
    if (!op) {
      missing.push(`${name}: not in OpenAPI`);
      continue;
    }
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    const declared = new Set((op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name));
    for (const param of route.url.match(/:\w+/g) ?? [])
      if (!declared.has(param.slice(1))) missing.push(`${name}: path parameter ${param} undeclared`);
    // Its answer when it succeeds: a JSON schema, or a text or binary one for a file or a stream.
    const answers = Object.keys((schema.response ?? {}) as object);
    if (!answers.some((status) => /^2(\d\d|xx)$/.test(status))) missing.push(`${name}: answer undeclared`);
    // A handler that reads the query or the body itself declares them (a CSV upload is read as a stream).
    const handler = String(route.handler);
    if (handler.includes('request.query') && !schema.querystring) missing.push(`${name}: query undeclared`);
    if (handler.includes('request.body') && !schema.body && !route.url.endsWith('/upload/'))
      missing.push(`${name}: body undeclared`);
    // Every write declares its body (which its handler may read through a helper), but the files
    // uploaded as a stream or a form and the actions that take none.
    const takesFile = route.url.endsWith('/upload/') || FILE_UPLOADS.includes(route.url);
    if (
      ['post', 'put', 'patch'].includes(method) &&
      !schema.body &&
      !takesFile &&
      !NO_BODY.includes(route.url)
    )
      missing.push(`${name}: body undeclared`);
  }
  expect(missing).toEqual([]);
});

it('shows the answers of the map matching, timetable, stop-times summary, network, shape and validation routes', () => {
  const op = (path: string, method: string) => JSON.stringify(paths[path]![method]);
  expect(op('/api/mapmatching', 'post')).toContain('points');
  expect(op('/api/projects/{id}/timetable/', 'post')).toContain('route_id');
  expect(op('/api/projects/{id}/stoptimes/summary/', 'get')).toContain('trip_id');
  expect(op('/api/projects/{id}/network/stop_routes/', 'get')).toContain('stop_id');
  expect(op('/api/projects/{id}/network/', 'get')).toContain('bbox');
  expect(op('/api/projects/{id}/shapes/{rowId}/', 'get')).toContain('point_count');
  expect(op('/api/projects/{id}/timetable/', 'get')).toContain('patterns');
  // A row write's body: the table's fields as the GTFS schema declares them.
  expect(op('/api/projects/{id}/stops/', 'post')).toContain(
    '"stop_lat":{"description":"latitude; conditionally required"',
  );
  expect(op('/api/projects/{id}/trips/{rowId}/', 'patch')).toContain('stop_times_version');
  expect(op('/api/projects/{id}/validation/', 'get')).toContain('severity');
});
