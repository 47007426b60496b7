// A CSV upload's recoverable problems over real HTTP: read as the import reads them, answered, and
// kept in the project's import warnings for the dashboard panel; a clean upload leaves them; real
// errors (non-empty cells beyond the header) still refuse the file and record nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, startTestApp, type Client, type TestApp } from '../helpers.js';
import { importZip, makeZip } from '../feed/support.js';

let app: TestApp;
let alice: Client;
let projectId: number;

beforeAll(async () => {
  app = await startTestApp();
  alice = await signedInClient(app, 'csv-warnings');
  const zip = await makeZip({
    'agency.txt': 'agency_id,agency_name,agency_url,agency_timezone\nA,Agency,https://a.example,UTC\n',
    'stops.txt': 'stop_id,stop_name,stop_lat,stop_lon\nS1,Uno,-22.45,-68.92\n',
  });
  projectId = (await importZip(alice, 'Warnings', zip)).project_id;
});
afterAll(async () => {
  await app?.close();
});

const upload = (body: Uint8Array<ArrayBuffer> | string) =>
  alice.request('PUT', `/api/projects/${projectId}/stops/upload/`, {
    body,
    headers: { 'Content-Type': 'text/csv' },
  });
const stored = async () =>
  (await alice.get<{ import_warnings: unknown }>(`/api/projects/${projectId}/`)).body.import_warnings;

describe('CSV upload warnings', () => {
  it('records bad UTF-8, short rows, empty extra cells and NULs, with their lines', async () => {
    const csv = new Uint8Array(
      Buffer.concat([
        Buffer.from(' stop_id,stop_name,stop_lat,stop_lon,stop_desc\nS1,Uno,-22.45,-68.92,\nS2,Ma'),
        Buffer.from([0xff]),
        Buffer.from(
          'lo,-22.46,-68.91,\nS3,Tres,-22.47,-68.9\nS4,Cuatro,-22.48,-68.9,,,\n\nS5,Ci\0nco,-22.49,-68.9,\n',
        ),
      ]),
    );
    const res = await upload(csv);
    expect(res.status).toBe(200);
    const expected = [
      { kind: 'header_whitespace_trimmed', file: 'stops.txt', count: 1, lines: [1] },
      { kind: 'invalid_utf8_replaced', file: 'stops.txt', count: 1, lines: [3] },
      { kind: 'nul_removed', file: 'stops.txt', count: 1, lines: [7] },
      { kind: 'row_too_short', file: 'stops.txt', count: 1, lines: [4] },
      { kind: 'row_too_long', file: 'stops.txt', count: 1, lines: [5] },
      { kind: 'empty_lines_skipped', file: 'stops.txt', count: 1, lines: [6] },
    ];
    expect(res.body.created).toBe(4);
    expect(res.body.warnings).toEqual(expect.arrayContaining(expected));
    expect(res.body.warnings).toHaveLength(expected.length);
    expect(await stored()).toEqual(expect.arrayContaining(expected));
    const names = await alice.get<{ results: { stop_name: string }[] }>(
      `/api/projects/${projectId}/stops/?sort=stop_id|asc`,
    );
    expect(names.body.results.map((r) => r.stop_name)).toEqual([
      'Uno',
      'Ma\uFFFDlo',
      'Tres',
      'Cuatro',
      'Cinco',
    ]);
  });

  it('keeps earlier warnings after a clean upload and records none for a refused file', async () => {
    const before = await stored();
    expect(before).not.toBeNull();
    const clean = await upload('stop_id,stop_name,stop_lat,stop_lon\nS1,Uno,-22.45,-68.92\n');
    expect(clean.status).toBe(200);
    expect(clean.body.warnings).toEqual([]);
    expect(await stored()).toEqual(before);

    expect((await alice.request('DELETE', `/api/projects/${projectId}/import_warnings/`)).status).toBe(204);
    // A real U+FFFD of the file is not a replacement; a non-empty cell beyond the header is an error.
    const refused = await upload('stop_id,stop_name,stop_lat,stop_lon\nS1,Uno \uFFFD,-22.45,-68.92,extra\n ');
    expect(refused.status).toBe(400);
    expect(await stored()).toBeNull();
    const kept = await upload('stop_id,stop_name,stop_lat,stop_lon\nS1,Uno \uFFFD,-22.45,-68.92\n');
    expect(kept.status).toBe(200);
    expect(kept.body.warnings).toEqual([]);
  });
});
