// Map matching through the server (docs/api.md "Map matching") against a local HTTP server that
// speaks OSRM's match protocol and Mapbox's form POST (e2e/support/osrm.ts): the matched line comes
// back, radiuses of 25 per point are sent, more than 100 points are refused with the catalogue's
// message, fewer than 2 make no request, a NoMatch answer or an unreachable server is a null line,
// and without a provider the config says so and the call answers 503.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gridPath, startOsrmServer, type OsrmServer } from '../../../../e2e/support/osrm.js';
import { signedInClient, startTestApp, type Client, type TestApp } from '../helpers.js';

let osrm: OsrmServer;
const apps: TestApp[] = [];

async function appWith(env: Record<string, string>): Promise<{ app: TestApp; client: Client }> {
  const app = await startTestApp(env);
  apps.push(app);
  return { app, client: await signedInClient(app, 'matcher') };
}

const TRACE = [
  [-68.9213, -22.4561],
  [-68.9188, -22.4549],
  [-68.9161, -22.4552],
];

beforeAll(async () => {
  osrm = await startOsrmServer();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await osrm?.close();
});

describe('map matching', () => {
  it('OSRM: answers the matched line; >100 points refused; <2 points no request; NoMatch is null', async () => {
    const { client } = await appWith({ MAP_MATCHING_URL: osrm.url });
    expect((await client.get('/api/config/')).body.map_matching).toBe(true);
    const res = await client.post('/api/mapmatching/', { points: TRACE });
    expect(res.status).toBe(200);
    expect(res.body.points).toEqual(gridPath(TRACE as [number, number][]));
    const sent = osrm.requests.at(-1)!;
    expect(sent.method).toBe('GET');
    expect(sent.path).toMatch(/^\/match\/v1\/driving\/-68\.9213,-22\.4561;/);
    expect(sent.params.get('radiuses')).toBe('25;25;25');
    expect(sent.params.get('geometries')).toBe('geojson');

    const count = osrm.requests.length;
    expect((await client.post('/api/mapmatching/', { points: [TRACE[0]] })).body).toEqual({ points: null });
    const many = Array.from({ length: 101 }, (_, i) => [-68.92 + i * 0.0001, -22.45]);
    const refused = await client.post('/api/mapmatching/', { points: many });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe('Mapmatching not available with >100 points');
    expect(osrm.requests.length).toBe(count);

    // Two points on one grid node: OSRM's NoMatch, a null line.
    const same = await client.post('/api/mapmatching/', { points: [TRACE[0], TRACE[0]] });
    expect(same.body).toEqual({ points: null });
    const bad = await client.post('/api/mapmatching/', { points: [['x', 1]] });
    expect(bad.status).toBe(400);
  });

  it('Mapbox: a form POST with the token; an unreachable provider gives a null line', async () => {
    const { client } = await appWith({ MAPBOX_ACCESS_TOKEN: 'pk.test', MAPBOX_API_URL: osrm.url });
    const res = await client.post('/api/mapmatching/', { points: TRACE });
    expect(res.body.points).toEqual(gridPath(TRACE as [number, number][]));
    const sent = osrm.requests.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', path: '/matching/v5/mapbox/driving' });
    expect(sent.params.get('coordinates')).toBe(TRACE.map((p) => p.join(',')).join(';'));
    expect(sent.params.get('steps')).toBe('false');

    const { client: down } = await appWith({ MAP_MATCHING_URL: 'http://127.0.0.1:9' });
    expect((await down.post('/api/mapmatching/', { points: TRACE })).body).toEqual({ points: null });
  });

  it('without a provider: the config says so and the call answers 503 in the user language', async () => {
    const { app } = await appWith({});
    const es = await signedInClient(app, 'sin', 'es');
    expect((await es.get('/api/config/')).body.map_matching).toBe(false);
    const res = await es.post('/api/mapmatching/', { points: TRACE });
    expect(res.status).toBe(503);
    // A planner's words in the user's language; the setting's name is for administrators (docs/deploy.md).
    expect(res.body.detail).toBe(
      'El ajuste a calles no está configurado en este servidor; pídeselo a tu administrador.',
    );
  });
});
