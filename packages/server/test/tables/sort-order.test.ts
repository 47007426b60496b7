// Sorting as people read (src/tables/collation.ts): text columns in the collation of the request's
// language, id columns with numbers in natural order, row ids breaking ties, on every path of the
// list query (first pages, deep pages read backwards, search, no_page).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { signedInClient, startTestApp, type Client, type TestApp } from '../helpers.js';

let app: TestApp;
let alice: Client;
let P: string;

const NAMES = ['Zapata', 'Azul', 'Álamo', 'Alameda', 'Ñandú', 'Nube', 'Oeste', 'álamo'];
const IDS = ['R10', 'R2', 'R1', 'R100', 'R20', 'r3'];

beforeAll(async () => {
  app = await startTestApp();
  alice = await signedInClient(app, 'sorter');
  const project = await alice.post('/api/projects/', { name: 'Sorting' });
  P = `/api/projects/${project.body.project_id}`;
  for (const [i, stop_id] of IDS.entries()) {
    const res = await alice.post(`${P}/stops/`, {
      stop_id,
      stop_name: NAMES[i],
      stop_lat: -22.45,
      stop_lon: -68.92,
    });
    expect(res.status).toBe(201);
  }
  for (const [i, stop_name] of NAMES.slice(IDS.length).entries())
    await alice.post(`${P}/stops/`, { stop_id: `S${i}`, stop_name, stop_lat: -22.45, stop_lon: -68.92 });
});
afterAll(async () => {
  await app?.close();
});

const names = (body: { results: { stop_name: string }[] }) => body.results.map((r) => r.stop_name);

describe('list sort order', () => {
  it('has ICU collations in the database', async () => {
    const { rows } = await sql<{ collname: string; collprovider: string }>`
      SELECT collname, collprovider FROM pg_collation WHERE collname LIKE 'ruta\\_%' ORDER BY collname`.execute(
      app.db,
    );
    expect(rows).toEqual(
      ['ruta_en', 'ruta_en_natural', 'ruta_es', 'ruta_es_natural'].map((collname) => ({
        collname,
        collprovider: 'i',
      })),
    );
  });

  it('sorts names in Spanish as people read them, both ways', async () => {
    const es = alice.withLang('es');
    const asc = await es.get(`${P}/stops/?sort=stop_name|asc&per_page=100`);
    expect(names(asc.body)).toEqual([
      'Alameda',
      'álamo',
      'Álamo',
      'Azul',
      'Nube',
      'Ñandú',
      'Oeste',
      'Zapata',
    ]);
    const desc = await es.get(`${P}/stops/?sort=stop_name|desc&per_page=100`);
    expect(names(desc.body)).toEqual(names(asc.body).reverse());
  });

  it('sorts names in English by the English collation', async () => {
    const asc = await alice.get(`${P}/stops/?sort=stop_name|asc&per_page=100`);
    // English has no letter Ñ: it sorts as an N with a mark, among the Ns.
    expect(names(asc.body)).toEqual([
      'Alameda',
      'álamo',
      'Álamo',
      'Azul',
      'Ñandú',
      'Nube',
      'Oeste',
      'Zapata',
    ]);
  });

  it('sorts ids with their numbers in natural order', async () => {
    for (const lang of ['en', 'es']) {
      const c = alice.withLang(lang);
      const asc = await c.get(`${P}/stops/?sort=stop_id|asc&per_page=6`);
      expect(asc.body.results.map((r: { stop_id: string }) => r.stop_id)).toEqual([
        'R1',
        'R2',
        'r3',
        'R10',
        'R20',
        'R100',
      ]);
      const desc = await c.get(`${P}/stops/?sort=stop_id|desc&per_page=100`);
      expect(desc.body.results.slice(-6).map((r: { stop_id: string }) => r.stop_id)).toEqual([
        'R100',
        'R20',
        'R10',
        'r3',
        'R2',
        'R1',
      ]);
    }
  });

  it('breaks ties by row id, in the direction of the sort', async () => {
    const extra = [];
    for (const stop_id of ['T1', 'T2', 'T3'])
      extra.push(
        (await alice.post(`${P}/stops/`, { stop_id, stop_name: 'Azul', stop_lat: -22.4, stop_lon: -68.9 }))
          .body.id,
      );
    const es = alice.withLang('es');
    const asc = await es.get(`${P}/stops/?sort=stop_name|asc&per_page=100`);
    const azulAsc = asc.body.results.filter((r: { stop_name: string }) => r.stop_name === 'Azul');
    const ids = azulAsc.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
    expect(ids.slice(-3)).toEqual(extra);
    const desc = await es.get(`${P}/stops/?sort=stop_name|desc&per_page=100`);
    expect(
      desc.body.results
        .filter((r: { stop_name: string }) => r.stop_name === 'Azul')
        .map((r: { id: number }) => r.id),
    ).toEqual([...ids].reverse());
    for (const id of extra) expect((await alice.delete(`${P}/stops/${id}/`)).status).toBe(204);
  });

  it('keeps the order on deep pages, in search results and in no_page lists', async () => {
    const es = alice.withLang('es');
    const all = names((await es.get(`${P}/stops/?sort=stop_name|asc&per_page=100`)).body);
    // per_page=1: every page past the first 1000 rows would read backwards; here the last pages do
    // when the offset passes half the count.
    const paged = [];
    for (let page = 1; page <= all.length; page++)
      paged.push(...names((await es.get(`${P}/stops/?sort=stop_name|asc&per_page=1&page=${page}`)).body));
    expect(paged).toEqual(all);
    const found = await es.get(`${P}/stops/?sort=stop_name|asc&search=a&per_page=100`);
    expect(names(found.body)).toEqual(all.filter((n) => /a/i.test(n)));
    const whole = await es.get(`${P}/stops/?sort=stop_name|asc&no_page=True`);
    expect(whole.body.map((r: { stop_name: string }) => r.stop_name)).toEqual(all);
  });
});
