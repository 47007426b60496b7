// Draw through stops (docs/api.md "Map matching"): POST /api/mapmatching/route/ against a local HTTP
// server that speaks OSRM's route protocol and Mapbox Directions' form POST (e2e/support/osrm.ts):
// the route through the points comes back, long lists go in legs of 25 joined without repeating
// the joint, NoRoute or an unreachable provider is a null line, without a provider 503.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gridPath, startOsrmServer, type OsrmServer } from '../../../../e2e/support/osrm.js';
import { signedInClient, startTestApp, type Client, type TestApp } from '../helpers.js';

let osrm: OsrmServer;
const apps: TestApp[] = [];

async function appWith(env: Record<string, string>, lang?: string): Promise<Client> {
  const app = await startTestApp(env);
  apps.push(app);
  return signedInClient(app, 'router', lang);
}

const STOPS: [number, number][] = [
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

describe('routing through stops', () => {
  it('OSRM: the route line; 60 stops in 3 legs joined; NoRoute and bad points', async () => {
    const client = await appWith({ MAP_MATCHING_URL: osrm.url });
    const res = await client.post('/api/mapmatching/route/', { points: STOPS });
    expect(res.status).toBe(200);
    expect(res.body.points).toEqual(gridPath(STOPS));
    const sent = osrm.requests.at(-1)!;
    expect(sent.method).toBe('GET');
    expect(sent.path).toBe('/route/v1/driving/' + STOPS.map((p) => p.join(',')).join(';'));
    expect(sent.params.get('overview')).toBe('full');
    expect(sent.params.get('geometries')).toBe('geojson');

    const many = Array.from({ length: 60 }, (_, i): [number, number] => [
      -68.93 + i * 0.001,
      -22.45 - (i % 2) * 0.001,
    ]);
    const before = osrm.requests.length;
    const long = await client.post('/api/mapmatching/route/', { points: many });
    expect(osrm.requests.length - before).toBe(3); // stops 0-24, 24-48, 48-59
    expect(long.body.points).toEqual(gridPath(many));

    expect((await client.post('/api/mapmatching/route/', { points: [STOPS[0], STOPS[0]] })).body).toEqual({
      points: null,
    });
    expect((await client.post('/api/mapmatching/route/', { points: [STOPS[0]] })).body).toEqual({
      points: null,
    });
    expect((await client.post('/api/mapmatching/route/', { points: [[200, 1], STOPS[0]] })).status).toBe(400);
    const tooMany = Array.from({ length: 1001 }, () => STOPS[0]);
    const refused = await client.post('/api/mapmatching/route/', { points: tooMany });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe('Routing is not available with more than 1,000 stops');
  });

  it('Mapbox Directions: a form POST with the token; an unreachable provider gives a null line', async () => {
    const client = await appWith({ MAPBOX_ACCESS_TOKEN: 'pk.test', MAPBOX_API_URL: osrm.url });
    const res = await client.post('/api/mapmatching/route/', { points: STOPS });
    expect(res.body.points).toEqual(gridPath(STOPS));
    const sent = osrm.requests.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', path: '/directions/v5/mapbox/driving' });
    expect(sent.params.get('coordinates')).toBe(STOPS.map((p) => p.join(',')).join(';'));

    const down = await appWith({ MAP_MATCHING_URL: 'http://127.0.0.1:9' });
    expect((await down.post('/api/mapmatching/route/', { points: STOPS })).body).toEqual({ points: null });
  });

  it('without a provider: 503 in the user language', async () => {
    const es = await appWith({}, 'es');
    const res = await es.post('/api/mapmatching/route/', { points: STOPS });
    expect(res.status).toBe(503);
    // A planner's words in the user's language; the setting's name is for administrators (docs/deploy.md).
    expect(res.body.detail).toBe(
      'El ajuste a calles no está configurado en este servidor; pídeselo a tu administrador.',
    );
  });
});
