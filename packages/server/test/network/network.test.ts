// The network sketch, route lines and import warnings over real HTTP on a real database: computed by
// the job after an import and again after an edit, the routes serving a stop, and the reader
// warnings of an import kept until dismissed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, startTestApp, type Client, type TestApp } from '../helpers.js';
import { importZip, makeZip } from '../feed/support.js';

let app: TestApp;
let alice: Client;

beforeAll(async () => {
  app = await startTestApp();
  alice = await signedInClient(app, 'network');
});
afterAll(async () => {
  await app?.close();
});

interface Sketch {
  bbox: number[];
  size: number[];
  routes: { route_id: string; short_name: string; color: string; lines: number[][] }[];
  stops: number[];
}

const AGENCY =
  'agency_id,agency_name,agency_url,agency_timezone\nA,Agency,https://a.example,America/Santiago\n';
const feed = (extraStopsLine = '') =>
  makeZip({
    'agency.txt': AGENCY,
    'stops.txt':
      'stop_id,stop_name,stop_lat,stop_lon\n' +
      'S1,Uno,-22.45,-68.92\nS2,Dos,-22.47,-68.90\nS3,Tres,-22.49,-68.93\n' +
      extraStopsLine,
    'routes.txt':
      'route_id,agency_id,route_short_name,route_type,route_color\nR1,A,1,3,FF0000\nR2,A,2,3,\nR3,A,3,3,00AA00\n',
    'calendar.txt':
      'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\n' +
      'WK,1,1,1,1,1,0,0,20200101,20201231\n',
    'trips.txt': 'route_id,service_id,trip_id,shape_id\nR1,WK,T1,SH\nR2,WK,T2,\nR2,WK,T3,\n',
    'stop_times.txt':
      'trip_id,arrival_time,departure_time,stop_id,stop_sequence\n' +
      'T2,08:00:00,08:00:00,S1,1\nT2,08:10:00,08:10:00,S3,2\n' +
      'T3,09:00:00,09:00:00,S1,1\nT3,09:10:00,09:10:00,S3,2\n' +
      'T1,08:00:00,08:00:00,S2,1\n',
    'shapes.txt':
      'shape_id,shape_pt_lat,shape_pt_lon,shape_pt_sequence\n' +
      'SH,-22.40,-68.80,1\nSH,-22.45,-68.85,2\nSH,-22.60,-68.99,3\n',
  });

async function sketchAfter(
  client: Client,
  id: number,
  since: string | null,
): Promise<{ computed_at: string; sketch: Sketch }> {
  const end = Date.now() + 20_000;
  for (;;) {
    const res = await client.get<{ computed_at: string | null; sketch: Sketch }>(
      `/api/projects/${id}/network/`,
    );
    expect(res.status).toBe(200);
    if (res.body.computed_at && res.body.computed_at !== since)
      return { ...res.body, computed_at: res.body.computed_at };
    if (Date.now() > end) throw new Error('network sketch not computed');
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('network sketch', () => {
  it('draws each route from its shape or stop to stop, in its colour, and follows edits', async () => {
    const project = await importZip(alice, 'Sketch', await feed());
    const first = await sketchAfter(alice, project.project_id, null);
    const { sketch } = first;
    expect(sketch.routes.map((r) => [r.route_id, r.color, r.lines.length])).toEqual([
      ['R1', 'FF0000', 1],
      ['R2', '1C7ED6', 1], // no colour: the neutral blue; two trips of one pattern: one line
      ['R3', '00AA00', 0], // no trips
    ]);
    expect(Math.max(...sketch.size)).toBe(1024);
    expect(sketch.stops.length).toBe(6);
    expect(JSON.stringify(sketch).length).toBeLessThanOrEqual(8_000);
    // The shape's far corner is the bbox's east/north.
    expect(sketch.bbox).toEqual([-68.99, -22.6, -68.8, -22.4]);

    const routes = await alice.get<{ results: { id: number; version: number; route_id: string }[] }>(
      `/api/projects/${project.project_id}/routes/`,
    );
    const r3 = routes.body.results.find((r) => r.route_id === 'R3')!;
    const patched = await alice.request('PATCH', `/api/projects/${project.project_id}/routes/${r3.id}/`, {
      json: { version: r3.version, route_color: '0000FF' },
    });
    expect(patched.status).toBe(200);
    const second = await sketchAfter(alice, project.project_id, first.computed_at);
    expect(second.sketch.routes.find((r) => r.route_id === 'R3')!.color).toBe('0000FF');
  });

  it('says a newer sketch is coming from the answer of each write until one that saw the write', async () => {
    const created = await alice.post<{ project_id: number }>('/api/projects/', { name: 'Growing' });
    const id = created.body.project_id;
    const network = () =>
      alice.get<{ stale: boolean; sketch: Sketch | null }>(`/api/projects/${id}/network/`);
    expect((await network()).body).toMatchObject({ stale: false, sketch: null });
    // Each stop is posted right after the last sketch landed, so a job may be reading as it commits.
    for (const [i, [lat, lon]] of [
      [-22.45, -68.92],
      [-22.55, -68.8],
      [-22.35, -69.0],
    ].entries()) {
      const posted = await alice.post(`/api/projects/${id}/stops/`, {
        stop_id: `S${i}`,
        stop_name: `Stop ${i}`,
        stop_lat: lat,
        stop_lon: lon,
      });
      expect(posted.status).toBe(201);
      expect((await network()).body.stale).toBe(true);
      const end = Date.now() + 20_000;
      let body = (await network()).body;
      while (body.stale) {
        if (Date.now() > end) throw new Error('sketch still stale');
        await new Promise((r) => setTimeout(r, 100));
        body = (await network()).body;
      }
      expect(body.sketch!.stops.length).toBe(2 * (i + 1));
    }
  });

  it('serves full lines as GeoJSON and the routes serving a stop', async () => {
    const project = await importZip(alice, 'Lines', await feed());
    const lines = await alice.get<{
      features: {
        properties: { route_id: string; color: string };
        geometry: { coordinates: number[][][] };
      }[];
    }>(`/api/projects/${project.project_id}/network/lines/`);
    expect(lines.status).toBe(200);
    expect(lines.body.features.map((f) => f.properties.route_id)).toEqual(['R1', 'R2']);
    expect(lines.body.features[1]!.geometry.coordinates).toEqual([
      [
        [-68.92, -22.45],
        [-68.93, -22.49],
      ],
    ]);
    const s1 = await alice.get<{ route_id: string; short_name: string; color: string }[]>(
      `/api/projects/${project.project_id}/network/stop_routes/?stop_id=S1`,
    );
    expect(s1.body).toEqual([{ route_id: 'R2', short_name: '2', color: '#1C7ED6', text_color: '#FFFFFF' }]);
    const missing = await alice
      .withLang('es')
      .get(`/api/projects/${project.project_id}/network/stop_routes/`);
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ detail: 'Indica el stop_id de la parada.' });
  });

  it("is another user's project: 404", async () => {
    const project = await importZip(alice, 'Private', await feed());
    const bob = await signedInClient(app, 'bob');
    expect((await bob.get(`/api/projects/${project.project_id}/network/`)).status).toBe(404);
  });
});

describe('import warnings', () => {
  it('keeps kind, file, count and the first five lines until dismissed', async () => {
    const short = Array.from({ length: 7 }, (_, i) => `X${i},Corta${i}`).join('\n') + '\n';
    const bad = Buffer.concat([
      Buffer.from('stop_id,stop_name,stop_lat,stop_lon\nS1,Uno,-22.45,-68.92\nS2,Mal'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('o,-22.46,-68.91\n' + short),
    ]);
    const zip = await makeZip({ 'agency.txt': AGENCY, 'stops.txt': bad });
    const project = await importZip(alice, 'Warnings', zip);
    expect(project.creation_status).toBe('from_gtfs');
    const warnings = (project as unknown as { import_warnings: unknown[] }).import_warnings;
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'invalid_utf8_replaced', file: 'stops.txt', count: 1 }),
        { kind: 'row_too_short', file: 'stops.txt', count: 7, lines: [4, 5, 6, 7, 8] },
      ]),
    );
    expect((project as unknown as { import_progress: unknown }).import_progress).toBeNull();
    const dismissed = await alice.request('DELETE', `/api/projects/${project.project_id}/import_warnings/`);
    expect(dismissed.status).toBe(204);
    const after = await alice.get<{ import_warnings: unknown }>(`/api/projects/${project.project_id}/`);
    expect(after.body.import_warnings).toBeNull();
  });
});
