// How the web app and the API travel: the build's brotli and gzip copies (packages/web/precompress.ts)
// sent by Accept-Encoding, hashed assets cached for a year, index.html and other files revalidated,
// JSON answers over 1 KB compressed. Raw HTTP, so the bytes on the wire are what is checked.
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../web/precompress.js';
import { signedInClient, startTestApp, type Client, type TestApp } from './helpers.js';

const INDEX = '<!doctype html><title>Ruta</title><div id="root"></div>';
const SCRIPT = `export const names = [${Array.from({ length: 400 }, (_, i) => `"stop ${i}"`).join(',')}];\n`;
const ASSET = '/assets/index-AbC123xy.js';
let webDist: string;
let app: TestApp;
let alice: Client;

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function rawGet(url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

const decoded = (r: Raw) =>
  (r.headers['content-encoding'] === 'br'
    ? zlib.brotliDecompressSync(r.body)
    : r.headers['content-encoding'] === 'gzip'
      ? zlib.gunzipSync(r.body)
      : r.body
  ).toString('utf8');

beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'ruta-web-'));
  await fs.mkdir(path.join(webDist, 'assets'));
  await fs.writeFile(path.join(webDist, 'index.html'), INDEX);
  await fs.writeFile(path.join(webDist, ASSET), SCRIPT);
  await fs.writeFile(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const done = await precompressDir(webDist);
  expect(done.files).toBe(1); // only the script is over 1 KB
  app = await startTestApp({ WEB_DIST: webDist });
  alice = await signedInClient(app, 'delivery');
});
afterAll(async () => {
  await app?.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

describe('web app delivery', () => {
  it('sends the precompressed copy the browser accepts, cached for a year', async () => {
    const br = await rawGet(app.url + ASSET, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(SCRIPT.length / 3);
    expect(decoded(br)).toBe(SCRIPT);

    const gz = await rawGet(app.url + ASSET, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decoded(gz)).toBe(SCRIPT);

    const plain = await rawGet(app.url + ASSET);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('has browsers revalidate index.html and files outside assets/', async () => {
    for (const route of ['/login', '/project/3/stops']) {
      const page = await rawGet(app.url + route, { 'accept-encoding': 'br' });
      expect(page.status).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(decoded(page)).toBe(INDEX);
    }
    const icon = await rawGet(`${app.url}/favicon.svg`);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('compresses JSON answers over 1 KB, and only those', async () => {
    const project = await alice.post('/api/projects/', { name: 'Delivery' });
    const P = `/api/projects/${project.body.project_id}`;
    for (let i = 0; i < 30; i++)
      await alice.post(`${P}/stops/`, {
        stop_id: `S${i}`,
        stop_name: `Stop number ${i}`,
        stop_lat: 1,
        stop_lon: 2,
      });
    const auth = { 'user-id': alice.userId!, 'user-token': alice.token! };
    for (const encoding of ['br', 'gzip']) {
      const list = await rawGet(`${app.url}${P}/stops/?per_page=30`, {
        ...auth,
        'accept-encoding': encoding,
      });
      expect(list.status).toBe(200);
      expect(list.headers['content-encoding']).toBe(encoding);
      const body = JSON.parse(decoded(list));
      expect(body.results).toHaveLength(30);
      expect(Buffer.byteLength(decoded(list))).toBeGreaterThan(1024);
      expect(list.body.length).toBeLessThan(Buffer.byteLength(decoded(list)) / 2);
    }
    // The streamed whole-table list too.
    const whole = await rawGet(`${app.url}${P}/stops/?no_page=True`, { ...auth, 'accept-encoding': 'gzip' });
    expect(whole.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(whole))).toHaveLength(30);
    // Small answers are not worth it.
    const config = await rawGet(`${app.url}/api/config/`, { 'accept-encoding': 'br, gzip' });
    expect(config.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(config.body.toString('utf8'))).toHaveProperty('map_style_url');
    // Without Accept-Encoding, nothing is compressed.
    const plain = await rawGet(`${app.url}${P}/stops/?per_page=30`, auth);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString('utf8')).results).toHaveLength(30);
  });
});
