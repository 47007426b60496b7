// Projects over real HTTP: CRUD, names unique per owner, ownership (404 for others), bad ids and bodies,
// GTFS uploads (zip check, missing file, size limit) and the import job placeholder.
import net from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMPTY_ZIP,
  signedInClient,
  startTestApp,
  storedFiles,
  zipForm,
  type Client,
  type TestApp,
} from './helpers.js';

let app: TestApp;
let alice: Client;
let bob: Client;

beforeAll(async () => {
  app = await startTestApp({ MAX_UPLOAD_MB: '1' });
  [alice, bob] = await Promise.all([signedInClient(app, 'alice'), signedInClient(app, 'bob')]);
});
afterAll(async () => {
  await app?.close();
});

const PROJECT_KEYS = [
  'project_id',
  'name',
  'role',
  'creation_status',
  'loading_gtfs_error_message',
  'loading_gtfs_error_detail',
  'last_modification',
  'envelope',
  'feedinfo',
  'gtfs_validation',
  'gtfs_building_and_validation_status',
  'gtfs_building_duration',
  'gtfs_building_error_message',
  'gtfs_building_error_detail',
  'gtfs_file_updated_at',
  'network_computed_at',
  'import_warnings',
  'import_progress',
];

async function createProject(client: Client, name: string) {
  const res = await client.post('/api/projects/', { name });
  expect(res.status).toBe(201);
  return res.body as { project_id: number; name: string; last_modification: string };
}

describe('projects CRUD', () => {
  it('creates an empty project with every field', async () => {
    const res = await alice.post('/api/projects/', { name: '  Calama  ' });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual([...PROJECT_KEYS].sort());
    expect(res.body).toMatchObject({
      name: 'Calama',
      creation_status: 'empty',
      envelope: null,
      gtfs_validation: null,
      loading_gtfs_error_message: null,
      network_computed_at: null,
      import_warnings: null,
      import_progress: null,
    });
    expect(new Date(res.body.last_modification).toISOString()).toBe(res.body.last_modification);
    const read = await alice.get(`/api/projects/${res.body.project_id}/`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(res.body);
  });

  it('requires a name, unique per owner but not globally', async () => {
    const missing = await alice.post('/api/projects/', {});
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ name: ['This field is required.'] });
    expect((await alice.withLang('es').post('/api/projects/', { name: ' ' })).body).toEqual({
      name: ['Este campo es obligatorio.'],
    });
    expect((await alice.post('/api/projects/', { name: 42 })).status).toBe(400);
    await createProject(alice, 'Shared name');
    const dup = await alice.post('/api/projects/', { name: 'Shared name' });
    expect(dup.status).toBe(400);
    expect(dup.body).toEqual({ name: ['You already have a project with this name.'] });
    await createProject(bob, 'Shared name');
  });

  it('lists newest change first, with no_page and with pages', async () => {
    const a = await createProject(alice, 'List A');
    const b = await createProject(alice, 'List B');
    // Renaming A makes it the newest change.
    expect((await alice.put(`/api/projects/${a.project_id}/`, { name: 'List A2' })).status).toBe(200);
    const all = await alice.get('/api/projects/?no_page');
    expect(all.status).toBe(200);
    expect(Array.isArray(all.body)).toBe(true);
    expect(all.body[0].project_id).toBe(a.project_id);
    expect(all.body[1].project_id).toBe(b.project_id);
    const bobs = await bob.get('/api/projects/?no_page=True');
    expect(bobs.body.map((p: { name: string }) => p.name)).toEqual(['Shared name']);

    const page = await alice.get('/api/projects/?page=2&per_page=1&sort=name|asc');
    expect(page.status).toBe(200);
    expect(page.body.results).toHaveLength(1);
    expect(page.body.pagination).toMatchObject({ current_page: 2, per_page: 1, from: 2, to: 2 });
    expect(page.body.pagination.total).toBe(all.body.length);
    expect(page.body.pagination.last_page).toBe(all.body.length);
    expect(page.body.pagination.prev_page_url).toContain('page=1');
    const sortedNames = all.body.map((p: { name: string }) => p.name).sort();
    expect(page.body.results[0].name).toBe(sortedNames[1]);
    const search = await alice.get('/api/projects/?search=list%20b');
    expect(search.body.results.map((p: { name: string }) => p.name)).toEqual(['List B']);
    const bad = await alice.get('/api/projects/?sort=password|asc&page=0');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(['page', 'sort']);
  });

  it('renames, refusing a missing or taken name, and updates last_modification', async () => {
    const p = await createProject(alice, 'Before');
    await createProject(alice, 'Taken');
    const renamed = await alice.put(`/api/projects/${p.project_id}`, { name: 'After' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('After');
    expect(renamed.body.last_modification > p.last_modification).toBe(true);
    const same = await alice.put(`/api/projects/${p.project_id}/`, { name: 'After' });
    expect(same.status).toBe(200);
    const taken = await alice.put(`/api/projects/${p.project_id}/`, { name: 'Taken' });
    expect(taken.status).toBe(400);
    expect(taken.body.name).toEqual(['You already have a project with this name.']);
    const missing = await alice.put(`/api/projects/${p.project_id}/`, {});
    expect(missing.body).toEqual({ name: ['This field is required.'] });
  });

  it('deletes', async () => {
    const p = await createProject(alice, 'Doomed');
    expect((await alice.delete(`/api/projects/${p.project_id}/`)).status).toBe(204);
    expect((await alice.get(`/api/projects/${p.project_id}/`)).status).toBe(404);
    expect((await alice.delete(`/api/projects/${p.project_id}/`)).status).toBe(404);
  });
});

describe('ownership and bad requests', () => {
  it('answers 404 to another user on every route of a project, and changes nothing', async () => {
    const p = await createProject(alice, 'Private');
    const id = p.project_id;
    expect((await bob.get(`/api/projects/${id}/`)).status).toBe(404);
    expect((await bob.put(`/api/projects/${id}/`, { name: 'Mine now' })).status).toBe(404);
    expect((await bob.delete(`/api/projects/${id}/`)).status).toBe(404);
    const upload = await bob.request('POST', `/api/projects/${id}/upload_gtfs_file/`, {
      body: zipForm({}, { content: EMPTY_ZIP }),
    });
    expect(upload.status).toBe(404);
    expect(upload.body.detail).toBe('Not found.');
    const still = await alice.get(`/api/projects/${id}/`);
    expect(still.body).toEqual(p);
  });

  it('answers 404 for ids that are not positive integers', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999', '%20']) {
      const res = await alice.get(`/api/projects/${id}/`);
      expect(res.status, id).toBe(404);
      expect(res.body.detail).toBeTruthy();
    }
    expect((await alice.put('/api/projects/abc/', { name: 'x' })).status).toBe(404);
    expect((await alice.delete('/api/projects/1e3/')).status).toBe(404);
  });

  it('answers 401 without auth on every project route', async () => {
    const anon = app.client();
    expect((await anon.get('/api/projects/?no_page')).status).toBe(401);
    expect((await anon.post('/api/projects/', { name: 'x' })).status).toBe(401);
    expect((await anon.get('/api/projects/1/')).status).toBe(401);
    expect((await anon.get('/api/projects/abc/')).status).toBe(401);
    expect((await anon.put('/api/projects/1/', { name: 'x' })).status).toBe(401);
    expect((await anon.delete('/api/projects/1/')).status).toBe(401);
    const form = zipForm({ name: 'x' }, { content: EMPTY_ZIP });
    expect(
      (await anon.request('POST', '/api/projects/create_project_from_gtfs/', { body: form })).status,
    ).toBe(401);
  });

  it('answers 400 to malformed JSON and 415 to an unknown content type', async () => {
    const malformed = await alice.request('POST', '/api/projects/', {
      body: '{"name": ',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ detail: 'The request body is not valid JSON.' });
    const notObject = await alice.post('/api/projects/', ['a']);
    expect(notObject.status).toBe(400);
    const xml = await alice.request('POST', '/api/projects/', {
      body: '<name/>',
      headers: { 'Content-Type': 'application/xml' },
    });
    expect(xml.status).toBe(415);
    expect(xml.body.detail).toMatch(/application\/xml/);
    const proto = await alice.request('POST', '/api/projects/', {
      body: '{"__proto__": {"x": 1}, "name": "p"}',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(proto.status).toBe(400);
  });
});

describe('GTFS uploads', () => {
  /** Every stored upload (src/files/); a refused one must leave no row, committed or not. */
  const storedUploads = () =>
    app.db.selectFrom('stored_files').select(['id', 'project_id']).where('kind', '=', 'upload').execute();
  const createFromGtfs = (client: Client, form: FormData) =>
    client.request('POST', '/api/projects/create_project_from_gtfs/', { body: form });

  it('creates a loading project, and the import job ends an empty zip in a clear error', async () => {
    const res = await createFromGtfs(alice, zipForm({ name: 'From GTFS' }, { content: EMPTY_ZIP }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'From GTFS', creation_status: 'loading_gtfs' });
    const id = res.body.project_id as number;
    // The import job must not leave the project loading: an empty zip is a clear error.
    let project = res.body;
    for (let i = 0; i < 100 && project.creation_status === 'loading_gtfs'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      project = (await alice.get(`/api/projects/${id}/`)).body;
    }
    expect(project.creation_status).toBe('error_loading_gtfs');
    expect(project.loading_gtfs_error_message).toMatch(/No GTFS files/);

    // Retry: upload_gtfs_file works in every state and sets loading again.
    const retry = await alice.request('POST', `/api/projects/${id}/upload_gtfs_file/`, {
      body: zipForm({}, { content: Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(100)]) }),
    });
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({ creation_status: 'loading_gtfs', loading_gtfs_error_message: null });

    // Deleting the project removes its uploads (and any other stored file).
    expect((await alice.delete(`/api/projects/${id}/`)).status).toBe(204);
    expect(await storedFiles(app.db, id)).toEqual([]);
  });

  it('validates the name first, then the file', async () => {
    const uploadsBefore = await storedUploads();
    await createProject(alice, 'Existing');
    const both = await createFromGtfs(alice, zipForm({ name: 'Existing' }));
    expect(both.status).toBe(400);
    expect(both.body).toEqual({
      name: ['You already have a project with this name.'],
      file: ['Choose a GTFS zip file.'],
    });
    const noName = await createFromGtfs(alice, zipForm({}, { content: EMPTY_ZIP }));
    expect(noName.body).toEqual({ name: ['This field is required.'] });
    const notZip = await createFromGtfs(
      alice,
      zipForm({ name: 'Not zip' }, { content: Buffer.from('hello, world') }),
    );
    expect(notZip.status).toBe(400);
    expect(notZip.body).toEqual({ file: ['The file is not a zip file. Upload a GTFS feed as a .zip file.'] });
    const empty = await createFromGtfs(alice, zipForm({ name: 'Empty' }, { content: Buffer.alloc(0) }));
    expect(empty.body).toEqual({ file: ['Choose a GTFS zip file.'] });
    // Nothing was created and no refused upload is left behind.
    const names = (await alice.get('/api/projects/?no_page')).body.map((p: { name: string }) => p.name);
    expect(names).not.toContain('Not zip');
    expect(await storedUploads()).toEqual(uploadsBefore);
  });

  it('refuses JSON where multipart is expected', async () => {
    const res = await alice.post('/api/projects/create_project_from_gtfs/', { name: 'x' });
    expect(res.status).toBe(415);
    expect(res.body.detail).toMatch(/multipart/);
  });

  it('answers 413 to a file over MAX_UPLOAD_MB', async () => {
    const uploadsBefore = await storedUploads();
    const big = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(1024 * 1024 + 10)]);
    const res = await createFromGtfs(alice, zipForm({ name: 'Too big' }, { content: big }));
    expect(res.status).toBe(413);
    expect(res.body.detail).toBe('The file is too large. The maximum size is 1 MB.');
    const p = await createProject(alice, 'Upload target');
    const upload = await alice.request('POST', `/api/projects/${p.project_id}/upload_gtfs_file/`, {
      body: zipForm({}, { content: big }),
    });
    expect(upload.status).toBe(413);
    expect((await alice.get(`/api/projects/${p.project_id}/`)).body.creation_status).toBe('empty');
    expect(await storedUploads()).toEqual(uploadsBefore);
  });

  it('keeps nothing of an upload whose client goes away halfway, and frees its connection', async () => {
    const uploadsBefore = await storedUploads();
    const p = await createProject(alice, 'Abandoned upload');
    const boundary = 'ruta-test-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="feed.zip"\r\n` +
        'Content-Type: application/zip\r\n\r\nPK\x03\x04',
      'latin1',
    );
    const { port } = new URL(app.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/projects/${p.project_id}/upload_gtfs_file/ HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        `User-Id: ${alice.userId}\r\nUser-Token: ${alice.token}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 1000000\r\n\r\n`,
    );
    socket.write(head);
    socket.write(Buffer.alloc(300_000, 7)); // part of the promised million bytes
    // Wait until the server is writing the file in its transaction, then hang up.
    const inTransaction = () =>
      sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND state LIKE 'idle in transaction%'`
        .execute(app.db)
        .then((r) => r.rows[0]!.n);
    for (let i = 0; i < 100 && (await inTransaction()) === 0; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(await inTransaction()).toBeGreaterThan(0);
    socket.destroy();
    for (let i = 0; i < 100 && (await inTransaction()) > 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await inTransaction()).toBe(0);
    expect(await storedUploads()).toEqual(uploadsBefore);
    expect((await alice.get(`/api/projects/${p.project_id}/`)).body.creation_status).toBe('empty');
  });

  it('upload_gtfs_file requires a zip file', async () => {
    const p = await createProject(alice, 'Needs file');
    const none = await alice.request('POST', `/api/projects/${p.project_id}/upload_gtfs_file/`, {
      body: zipForm({}),
    });
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ file: ['Choose a GTFS zip file.'] });
  });
});
