// Releases and the public addresses, on the real server and PostgreSQL: propose (a frozen build),
// publish (refused without a slug or with unconfirmed validation errors), the stable address with
// ETag / Last-Modified / 304 / Range, numbered addresses, withdrawal, the Atom feed and the DMFR file.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, type Client } from '../helpers.js';
import { readFixture } from '../support/fixtures.js';
import { startWithProject, type ProjectFixture } from '../support/project.js';
import { builtProject, feedInfoOf, fetchPublic, propose, publish, rebuild } from './support.js';

let fx: ProjectFixture;
let alice: Client;
let projectId: number;
const SLUG = 'calama-urbano';
const run = promisify(execFile);
let renamedFrom = '';
let movedId = '';
const curlAvailable = (() => {
  try {
    execFileSync('curl', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

beforeAll(async () => {
  fx = await startWithProject('unused');
  alice = fx.client;
  projectId = await builtProject(alice, 'Calama urbano', await readFixture('calama.zip'));
}, 120_000);
afterAll(() => fx?.app.close());

const releasesPath = () => `/api/projects/${projectId}/releases/`;

describe('releases and the stable address', () => {
  it('proposes a release of the finished build once, and refuses to publish it without a slug', async () => {
    const first = await propose(alice, projectId, 'Horario de verano');
    expect(first).toMatchObject({ number: 1, status: 'proposed', note: 'Horario de verano', current: false });
    expect(first.service_start).toBe('2020-01-01');
    expect(first.size).toBeGreaterThan(1000);
    const again = await alice.post(releasesPath(), {});
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('This build is already release 1.');
    const noSlug = await alice.withLang('es').post(`${releasesPath()}1/publish/`, {});
    expect(noSlug.status).toBe(409);
    expect(noSlug.body.detail).toMatch(/^Elige la dirección pública/);
  });

  it('checks the slug: format, and one project per slug', async () => {
    const bad = await alice.put(`/api/projects/${projectId}/publishing/`, {
      slug: 'Calama Urbano',
      webhook_url: null,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.slug[0]).toMatch(/lower-case letters/);
    const ok = await alice.put(`/api/projects/${projectId}/publishing/`, { slug: SLUG, webhook_url: null });
    expect(ok.status).toBe(200);
    expect(ok.body.feed_url).toBe(`http://ruta.test/feeds/${SLUG}/gtfs.zip`);
    const bob = await signedInClient(fx.app, 'bob');
    const other = await bob.post<{ project_id: number }>('/api/projects/', { name: 'Otro' });
    const taken = await bob.put(`/api/projects/${other.body.project_id}/publishing/`, {
      slug: SLUG,
      webhook_url: null,
    });
    expect(taken.status).toBe(400);
    expect(taken.body.slug).toEqual(['Another project already uses this address.']);
  });

  it('refuses to publish over validation errors until each error code is confirmed', async () => {
    const release = (await alice.get(`${releasesPath()}1/`)).body;
    if (!release.validation.error_codes.length) {
      // calama validates without errors: a confirmation list is then not needed at all.
      expect(release.validation.errors).toBe(0);
      return;
    }
    const refused = await alice.post(`${releasesPath()}1/publish/`, { confirm_error_codes: [] });
    expect(refused.status).toBe(409);
    expect(refused.body.error_codes).toEqual(
      release.validation.error_codes.map((e: { code: string }) => e.code),
    );
  });

  let firstEtag = '';
  let firstBytes = Buffer.alloc(0);

  it('serves the published release without credentials: 200 with an ETag, then 304, and ranges', async () => {
    expect((await fetchPublic(fx.app.url, `/feeds/${SLUG}/gtfs.zip`)).status).toBe(404);
    const published = await publish(alice, projectId, 1);
    expect(published).toMatchObject({ status: 'published', current: true, feed_info_set: true });
    const res = await fetchPublic(fx.app.url, `/feeds/${SLUG}/gtfs.zip`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    firstEtag = res.headers.get('etag')!;
    firstBytes = res.bytes;
    expect(firstEtag).toBe(published.etag);
    expect(res.headers.get('last-modified')).toBe(new Date(published.published_at!).toUTCString());
    expect(Number(res.headers.get('content-length'))).toBe(res.bytes.length);
    const info = await feedInfoOf(res.bytes);
    expect(info?.feed_version).toMatch(/^v1 \d{4}-\d{2}-\d{2}$/);
    expect(info?.feed_start_date).toBe('2020-01-01');

    const byEtag = await fetchPublic(fx.app.url, `/feeds/${SLUG}/gtfs.zip`, { 'If-None-Match': firstEtag });
    expect(byEtag.status).toBe(304);
    expect(byEtag.bytes.length).toBe(0);
    const lastModified = res.headers.get('last-modified')!;
    const byDate = await fetchPublic(fx.app.url, `/feeds/${SLUG}/gtfs.zip`, {
      'If-Modified-Since': lastModified,
    });
    expect(byDate.status).toBe(304);

    if (curlAvailable) {
      // The same with curl, the way an agency checks it: no credentials, only the address.
      const { stdout } = await run('curl', [
        '-sS',
        '-o',
        '/dev/null',
        '-w',
        '%{http_code} %{size_download}',
        `${fx.app.url}/feeds/${SLUG}/gtfs.zip`,
      ]);
      expect(stdout).toBe(`200 ${firstBytes.length}`);
    } else console.log('curl is not installed: the curl check of the stable address is skipped');

    const part = await fetchPublic(fx.app.url, `/feeds/${SLUG}/gtfs.zip`, { Range: 'bytes=100-1099' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-1099/${firstBytes.length}`);
    expect(part.bytes.equals(firstBytes.subarray(100, 1100))).toBe(true);
    const tail = await fetchPublic(fx.app.url, `/feeds/${SLUG}/gtfs.zip`, { Range: 'bytes=-10' });
    expect(tail.bytes.equals(firstBytes.subarray(-10))).toBe(true);
    const beyond = await fetchPublic(fx.app.url, `/feeds/${SLUG}/gtfs.zip`, {
      Range: `bytes=${firstBytes.length}-`,
    });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${firstBytes.length}`);
    const stale = await fetchPublic(fx.app.url, `/feeds/${SLUG}/gtfs.zip`, {
      Range: 'bytes=0-9',
      'If-Range': '"other"',
    });
    expect(stale.status).toBe(200);
  });

  it('serves new bytes after the next publish, the old release at its number, and falls back on withdrawal', async () => {
    // A stop renamed between the releases: the second build differs in its data too.
    // A stop renamed and another moved 250 m north between the releases.
    const stops = await alice.get(`/api/projects/${projectId}/stops/?per_page=2`);
    const [stop, moved] = stops.body.results;
    renamedFrom = stop.stop_id;
    movedId = moved.stop_id;
    const renamed = await alice.request('PATCH', `/api/projects/${projectId}/stops/${stop.id}/`, {
      json: { version: stop.version, stop_id: `${stop.stop_id}-N` },
    });
    expect(renamed.status).toBe(200);
    const north = await alice.request('PATCH', `/api/projects/${projectId}/stops/${moved.id}/`, {
      json: { version: moved.version, stop_lat: moved.stop_lat + 250 / 111_195.08 },
    });
    expect(north.status).toBe(200);
    const stale = await alice.post(releasesPath(), {});
    expect(stale.status).toBe(409);
    expect(stale.body.detail).toMatch(/changed after its last build/);
    await rebuild(alice, projectId);
    expect((await propose(alice, projectId)).number).toBe(2);
    await publish(alice, projectId, 2);

    const second = await fetchPublic(fx.app.url, `/feeds/${SLUG}/gtfs.zip`, { 'If-None-Match': firstEtag });
    expect(second.status).toBe(200);
    expect(second.headers.get('etag')).not.toBe(firstEtag);
    expect(second.bytes.equals(firstBytes)).toBe(false);
    const old = await fetchPublic(fx.app.url, `/feeds/${SLUG}/releases/1/gtfs.zip`);
    expect(old.status).toBe(200);
    expect(old.headers.get('etag')).toBe(firstEtag);
    expect(old.bytes.equals(firstBytes)).toBe(true);

    const withdrawn = await alice.post(`${releasesPath()}2/withdraw/`);
    expect(withdrawn.body).toMatchObject({ status: 'withdrawn', current: false, public_url: null });
    const back = await fetchPublic(fx.app.url, `/feeds/${SLUG}/gtfs.zip`);
    expect(back.headers.get('etag')).toBe(firstEtag);
    expect(back.bytes.equals(firstBytes)).toBe(true);
    expect((await fetchPublic(fx.app.url, `/feeds/${SLUG}/releases/2/gtfs.zip`)).status).toBe(410);
    const list = await alice.get(releasesPath());
    expect(
      list.body.releases.map((r: { number: number; current: boolean }) => [r.number, r.current]),
    ).toEqual([
      [2, false],
      [1, true],
    ]);
  });

  it('compares two releases by row id: the renamed stop is a rename, the moved one a risk', async () => {
    const path = `${releasesPath()}2/diff/?against=1`;
    const deadline = Date.now() + 60_000;
    let answer = (await alice.get(path)).body;
    expect(answer.against).toBe(1);
    while (answer.status !== 'done' && answer.status !== 'error' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      answer = (await alice.get(path)).body;
    }
    expect(answer.status).toBe('done');
    const result = answer.result;
    expect(result.renames).toEqual([
      { file: 'stops.txt', field: 'stop_id', from: renamedFrom, to: `${renamedFrom}-N` },
    ]);
    const stopsCounts = result.tables.find((t: { file: string }) => t.file === 'stops.txt');
    expect(stopsCounts).toMatchObject({ added: 0, deleted: 0, updated: 2 });
    expect(result.risks).toContainEqual({
      code: 'stop_moved',
      stop_id: movedId,
      metres: expect.closeTo(250, 0),
    });
    expect(result.stops).toContainEqual(expect.objectContaining({ stop_id: movedId, change: 'moved' }));
    // Release 2 was published before this diff was known: its summary has the counts now.
    const release = (await alice.get(`${releasesPath()}2/`)).body;
    expect(release.summary).toMatchObject({
      previous_number: 1,
      risks: expect.objectContaining({ stop_moved: 1 }),
    });
    // By default a release is compared with the current published one.
    expect((await alice.get(`${releasesPath()}2/diff/`)).body.against).toBe(1);
    expect((await alice.get(`${releasesPath()}1/diff/`)).body).toMatchObject({
      against: null,
      status: 'none',
    });
  });

  it('lists the published releases in an Atom feed', async () => {
    const res = await fetchPublic(fx.app.url, `/feeds/${SLUG}/releases.atom`, { 'Accept-Language': 'es' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/atom\+xml/);
    const xml = res.bytes.toString('utf8');
    expect(xml.match(/<entry>/g)).toHaveLength(1);
    expect(xml).toContain('<title type="html"><![CDATA[Versión 1]]></title>');
    expect(xml).toContain(`http://ruta.test/feeds/${SLUG}/releases/1/gtfs.zip`);
    expect(xml).toContain('Horario de verano');
    expect((await fetchPublic(fx.app.url, '/feeds/nobody-here/releases.atom')).status).toBe(404);
  });

  it('downloads a DMFR file naming the stable address', async () => {
    const res = await alice.get(`/api/projects/${projectId}/publishing/dmfr.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${SLUG}.dmfr.json"`);
    expect(res.body.$schema).toBe('https://dmfr.transit.land/json-schema/dmfr.schema-v0.5.0.json');
    expect(res.body.feeds[0]).toMatchObject({
      id: 'f-calama~urbano',
      spec: 'gtfs',
      urls: { static_current: `http://ruta.test/feeds/${SLUG}/gtfs.zip` },
    });
    expect(res.body.feeds[0].operators.length).toBeGreaterThan(0);
  });
});
