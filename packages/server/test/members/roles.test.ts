// Roles over real HTTP: the least role each route declares (http/roles.ts), a viewer's write
// refused with 403 in the user's language, a non-member's 404, every write route of the app tried
// as a viewer, and the member changes only an admin or the owner may make.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, type Client, type TestApp } from '../helpers.js';
import { agencyRow, startWithProject } from '../support/project.js';
import { join } from './support.js';

let app: TestApp;
let owner: Client;
let base: string;
let projectId: number;
let viewer: Client;
let editor: Client;
let publisher: Client;
let outsider: Client;

beforeAll(async () => {
  ({ app, client: owner, base, projectId } = await startWithProject('Shared'));
  [viewer, editor, publisher, outsider] = await Promise.all([
    signedInClient(app, 'viewer'),
    signedInClient(app, 'editor'),
    signedInClient(app, 'publisher'),
    signedInClient(app, 'outsider'),
  ]);
  await join(app, owner, projectId, viewer, 'viewer');
  await join(app, owner, projectId, editor, 'editor');
  await join(app, owner, projectId, publisher, 'publisher');
});
afterAll(async () => {
  await app?.close();
});

describe('the role in the project answer', () => {
  it('is each member’s own role, in the project and in the list', async () => {
    expect((await owner.get(`${base}/`)).body.role).toBe('owner');
    expect((await viewer.get(`${base}/`)).body.role).toBe('viewer');
    const list = await viewer.get('/api/projects/?no_page=True');
    expect(list.body.map((p: { name: string; role: string }) => [p.name, p.role])).toEqual([
      ['Shared', 'viewer'],
    ]);
  });
});

describe('the role check', () => {
  it('refuses a viewer’s write with 403 in the user’s language, before the body is judged', async () => {
    const en = await viewer.post(`${base}/agencies/`, agencyRow('A'));
    expect(en.status).toBe(403);
    expect(en.body.detail).toBe(
      'You are a viewer of this project. Only editors can change its data. Ask an admin to edit.',
    );
    const es = await viewer.withLang('es').post(`${base}/agencies/`, { not: 'a row' });
    expect(es.status).toBe(403);
    expect(es.body.detail).toBe(
      'Eres lector de este proyecto. Solo los editores pueden cambiar sus datos. Pide a un administrador poder editar.',
    );
    expect((await viewer.get(`${base}/agencies/`)).body.results).toEqual([]);
  });

  it('lets an editor write and a viewer read what was written', async () => {
    expect((await editor.post(`${base}/agencies/`, agencyRow('A'))).status).toBe(201);
    const read = await viewer.get(`${base}/agencies/`);
    expect(read.status).toBe(200);
    expect(read.body.results.map((r: { agency_id: string }) => r.agency_id)).toEqual(['A']);
  });

  it('answers 404 to a non-member, for reads and writes alike', async () => {
    expect((await outsider.get(`${base}/`)).status).toBe(404);
    expect((await outsider.post(`${base}/agencies/`, agencyRow('B'))).status).toBe(404);
    expect((await outsider.delete(`${base}/`)).status).toBe(404);
  });

  it('keeps releases to publishers and the project itself to its admins and owner', async () => {
    const byEditor = await editor.post(`${base}/releases/1/publish/`, {});
    expect(byEditor.status).toBe(403);
    // Each role in a sentence of its own, with its article ("an editor", never "a editor").
    expect(byEditor.body.detail).toBe(
      'You are an editor of this project. Only publishers can propose, publish or withdraw releases.',
    );
    const byEditorEs = await editor.withLang('es').post(`${base}/releases/1/publish/`, {});
    expect(byEditorEs.body.detail).toBe(
      'Eres editor de este proyecto. Solo los publicadores pueden proponer, publicar o retirar versiones.',
    );
    const byPublisher = await publisher.delete(`${base}/`);
    expect(byPublisher.body.detail).toBe('You are a publisher of this project. Only its owner can do this.');
    // A publisher passes the check and meets the release's own answer: there is no release 1.
    expect((await publisher.post(`${base}/releases/1/publish/`, {})).status).toBe(404);
    expect((await editor.put(`${base}/`, { name: 'Renamed' })).status).toBe(403);
    expect((await publisher.delete(`${base}/`)).status).toBe(403);
    expect((await viewer.get(`${base}/invitations/`)).status).toBe(403);
  });
});

describe('every route of the app', () => {
  const path = (url: string) =>
    url
      .replace(':id', String(projectId))
      .replace(/:[A-Za-z]+/g, (param) => (param === ':tableName' ? 'stops' : '1'));
  const projectRoutes = () => app.routes.filter((r) => r.url.startsWith('/api/projects/:id'));

  it('finds every write on a project under /api/projects/:id (the walk below misses no other)', () => {
    const elsewhere = app.routes
      .filter((r) => r.url.startsWith('/api/projects') && !r.url.startsWith('/api/projects/:id'))
      .filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method))
      .map((r) => `${r.method} ${r.url}`);
    // Only the two ways of making a project, which need no role in one.
    expect(elsewhere.sort()).toEqual(['POST /api/projects', 'POST /api/projects/create_project_from_gtfs/']);
  });

  it('answers 403 to a viewer’s write on each write route', async () => {
    const writes = projectRoutes().filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method));
    expect(writes.length).toBeGreaterThan(25);
    const answers: string[] = [];
    for (const route of writes) {
      const res = await viewer.request(route.method, path(route.url), { json: {} });
      answers.push(`${route.method} ${route.url} ${res.status}`);
    }
    expect(answers.filter((a) => !a.endsWith(' 403'))).toEqual([]);
    // The data is as it was.
    expect((await owner.get(`${base}/`)).body.name).toBe('Shared');
  });

  it('lets a viewer read on each read route (no 403, no 5xx)', async () => {
    const reads = projectRoutes().filter((r) => r.method === 'GET' && !r.role);
    expect(reads.length).toBeGreaterThan(20);
    const refused: string[] = [];
    for (const route of reads) {
      const res = await viewer.get(path(route.url));
      if (res.status === 403 || res.status >= 500) refused.push(`${route.url} ${res.status}`);
    }
    expect(refused).toEqual([]);
  });
});
