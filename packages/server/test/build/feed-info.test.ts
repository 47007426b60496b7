// feed_info.txt of a project made in Ruta, over real HTTP on a real database (src/build/feed-info.ts):
// a first build writes the feed info the project already knows (publisher and language from the
// agency, the calendars' first and last day, the build's day as version, the owner's e-mail) and the
// validation finds nothing about it; what the planner typed is written as typed, the rest follows the
// calendars at the next build; nothing is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openGtfsZip } from '@ruta/gtfs';
import { agencyRow, createRow, startWithProject, WEEKDAYS, type ProjectFixture } from '../support/project.js';
import { build, getBytes } from './support.js';

let f: ProjectFixture;

beforeAll(async () => {
  f = await startWithProject('Feed info', 'planner');
});
afterAll(async () => {
  await f?.app.close();
});

/** feed_info.txt of the last build, as header → cell of its one row (null without the file). */
async function builtFeedInfo(): Promise<Record<string, string> | null> {
  const done = await build(f.client, f.projectId);
  expect(done.gtfs_building_and_validation_status).toBe('finished');
  const zip = await openGtfsZip((await getBytes(f.client, `${f.base}/download/`)).bytes);
  try {
    const entry = zip.entries.find((e) => e.name === 'feed_info.txt');
    if (!entry) return null;
    const [header, row, more] = (await entry.readBytes()).toString('utf8').trim().split(/\r?\n/);
    expect(more).toBeUndefined();
    const cells = row!.split(',');
    return Object.fromEntries(header!.split(',').map((name, i) => [name, cells[i]!]));
  } finally {
    zip.close();
  }
}

const today = () => new Date().toISOString().slice(0, 10);

describe('feed info on a build', () => {
  it('is written from what the project knows, and the validation finds nothing about it', async () => {
    await createRow(f.client, f.base, 'agencies', agencyRow('RD', { agency_lang: 'es' }));
    // Without a calendar the period is unknown: the row is written without it.
    expect(Object.keys((await builtFeedInfo()) ?? {})).not.toContain('feed_start_date');
    await createRow(f.client, f.base, 'calendars', WEEKDAYS);
    await createRow(f.client, f.base, 'calendars', {
      ...WEEKDAYS,
      service_id: 'WE',
      start_date: '2025-12-01',
      end_date: '2026-06-30',
    });
    // A day added after the calendars lengthens the feed; a day removed does not.
    await createRow(f.client, f.base, 'calendardates', {
      service_id: 'WK',
      date: '2027-01-04',
      exception_type: 1,
    });
    await createRow(f.client, f.base, 'calendardates', {
      service_id: 'WK',
      date: '2025-11-03',
      exception_type: 2,
    });
    const info = await builtFeedInfo();
    expect(info).toEqual({
      feed_publisher_name: 'Red',
      feed_publisher_url: 'https://red.example',
      feed_lang: 'es',
      feed_start_date: '20251201',
      feed_end_date: '20270104',
      feed_version: today(),
      feed_contact_email: f.client.userId,
    });
    // Nothing was stored: the form still shows what the planner typed (nothing).
    expect((await f.client.get(`${f.base}/feedinfo/`)).body).toBeNull();
    const findings = await f.client.get<{ notices: { code: string; samples: unknown[] }[] }>(
      `${f.base}/validation/`,
    );
    const aboutFeedInfo = findings.body.notices.filter((n) => JSON.stringify(n).includes('feed_info'));
    expect(aboutFeedInfo).toEqual([]);
  });

  it("keeps what the planner typed; the empty cells follow the calendars and the agency's e-mail", async () => {
    await createRow(f.client, f.base, 'feedinfo', {
      feed_publisher_name: 'Municipalidad',
      feed_publisher_url: 'https://muni.example',
      feed_lang: 'es-CL',
      feed_start_date: '2026-02-01',
      feed_version: 'v7',
    });
    const agency = (await f.client.get<{ results: { id: number; version: number }[] }>(`${f.base}/agencies/`))
      .body.results[0]!;
    const patched = await f.client.request('PATCH', `${f.base}/agencies/${agency.id}/`, {
      json: {
        version: agency.version,
        agency_email: 'datos@red.example',
      },
    });
    expect(patched.status).toBe(200);
    expect(await builtFeedInfo()).toEqual({
      feed_publisher_name: 'Municipalidad',
      feed_publisher_url: 'https://muni.example',
      feed_lang: 'es-CL',
      feed_start_date: '20260201',
      feed_end_date: '20270104',
      feed_version: 'v7',
      feed_contact_email: 'datos@red.example',
    });
  });
});
