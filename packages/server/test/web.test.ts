// The web side of the server: SPA fallback, unknown /api paths, the not-built message, OpenAPI docs,
// the config endpoint, optional trailing slashes and the map glyphs.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configVariables, loadConfig } from '../src/config.js';
import { startTestApp, type TestApp } from './helpers.js';

const INDEX = '<!doctype html><title>Ruta</title><div id="root"></div>';
let webDist: string;
let app: TestApp;
let bare: TestApp;

beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'ruta-web-'));
  await fs.mkdir(path.join(webDist, 'assets'));
  await fs.writeFile(path.join(webDist, 'index.html'), INDEX);
  await fs.writeFile(path.join(webDist, 'assets', 'app.js'), 'console.log(1)');
  [app, bare] = await Promise.all([
    startTestApp({
      WEB_DIST: webDist,
      WEBSITE_URL: 'https://example.org',
      MAP_STYLE_URL: 'https://tiles/style',
    }),
    startTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([app?.close(), bare?.close()]);
  await fs.rm(webDist, { recursive: true, force: true });
});

describe('web app', () => {
  it('serves files and answers index.html for every other non-API GET', async () => {
    const asset = await app.client().get('/assets/app.js');
    expect(asset.status).toBe(200);
    expect(asset.text).toBe('console.log(1)');
    for (const route of [
      '/',
      '/login',
      '/project/12/stoptimes/abc',
      '/404',
      '/user/email-verification?verificationToken=x',
    ]) {
      const res = await app.client().get(route);
      expect(res.status, route).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.text).toBe(INDEX);
    }
  });

  it('answers 404 JSON for unknown API paths and non-GET misses', async () => {
    for (const route of ['/api/unknown', '/api/unknown/deeper/', '/api']) {
      const res = await app.client('es').get(route);
      expect(res.status, route).toBe(404);
      expect(res.body).toEqual({ detail: 'No encontrado.' });
    }
    expect((await app.client().post('/somewhere', {})).status).toBe(404);
  });

  it('says the web app is not built when WEB_DIST is missing', async () => {
    const res = await bare.client().get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/plain/);
    expect(res.text).toMatch(/not built.*npm run build/);
    expect((await bare.client().get('/api/nothing')).status).toBe(404);
  });
});

describe('API basics', () => {
  it('answers the web app configuration, with or without a trailing slash', async () => {
    for (const route of ['/api/config/', '/api/config']) {
      const res = await app.client().get(route);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        website_url: 'https://example.org',
        contact_url: 'mailto:contact@localhost',
        map_style_url: 'https://tiles/style',
        map_matching: false,
        oidc: null,
      });
    }
  });

  it('serves OpenAPI at /api/docs', async () => {
    const ui = await app.client().get('/api/docs');
    expect(ui.status).toBe(200);
    const spec = await app.client().get('/api/docs/json');
    expect(spec.status).toBe(200);
    expect(Object.keys(spec.body.paths)).toEqual(
      expect.arrayContaining(['/api/user/login/', '/api/projects', '/api/projects/{id}/']),
    );
  });
});

describe('configuration', () => {
  it('reads defaults and every documented variable', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      smtpUrl: undefined,
      publicUrl: 'http://localhost:8080',
      mailFrom: 'Ruta <no-reply@localhost>',
      logLevel: 'info',
      maxUploadMb: 512,
      mapStyleUrl: 'https://tiles.openfreemap.org/styles/liberty',
      databaseReadUrls: [],
      databaseTimeouts: {
        connectMs: 5_000,
        queryMs: 30_000,
        idleInTransactionMs: 60_000,
        keepAliveMs: 10_000,
      },
    });
    expect(
      loadConfig({
        DATABASE_READ_URL: ' postgres://a/ruta  postgres://b/ruta ',
        DATABASE_QUERY_TIMEOUT_SECONDS: '0',
      }),
    ).toMatchObject({
      databaseReadUrls: ['postgres://a/ruta', 'postgres://b/ruta'],
      databaseTimeouts: { queryMs: 0 },
    });
    expect(() => loadConfig({ DATABASE_CONNECT_TIMEOUT_SECONDS: '0' })).toThrow(
      /DATABASE_CONNECT_TIMEOUT_SECONDS/,
    );
    expect(() => loadConfig({ DATABASE_QUERY_TIMEOUT_SECONDS: '-1' })).toThrow(
      /DATABASE_QUERY_TIMEOUT_SECONDS/,
    );
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.webDist).toMatch(/packages\/web\/dist$/);
    expect(loadConfig({ PORT: '9000', PUBLIC_URL: 'https://ruta.example/' }).publicUrl).toBe(
      'https://ruta.example',
    );
    expect(loadConfig({ PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(configVariables.map((v) => v.name)).toEqual([
      'PORT',
      'HOST',
      'DATA_DIR',
      'DATABASE_URL',
      'DATABASE_READ_URL',
      'DATABASE_CONNECT_TIMEOUT_SECONDS',
      'DATABASE_QUERY_TIMEOUT_SECONDS',
      'DATABASE_IDLE_IN_TRANSACTION_SECONDS',
      'DATABASE_KEEPALIVE_SECONDS',
      'PUBLIC_URL',
      'SMTP_URL',
      'MAIL_FROM',
      'LOG_LEVEL',
      'WEBSITE_URL',
      'CONTACT_URL',
      'MAP_STYLE_URL',
      'MAP_ORIGINS',
      'WEB_DIST',
      'MAX_UPLOAD_MB',
      'DOWNLOAD_STALL_SECONDS',
      'MAP_MATCHING_URL',
      'MAP_MATCHING_PROFILE',
      'MAPBOX_ACCESS_TOKEN',
      'MAPBOX_API_URL',
      'OIDC_ISSUER_URL',
      'OIDC_CLIENT_ID',
      'OIDC_CLIENT_SECRET',
      'OIDC_DISPLAY_NAME',
    ]);
  });
});

describe('map glyphs', () => {
  /** GET as bytes (the test client reads text). */
  const glyphs = async (pathname: string) => {
    const res = await fetch(bare.url + pathname);
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      bytes: Buffer.from(await res.arrayBuffer()),
    };
  };

  it('serves SDF glyph ranges of Noto Sans Regular, also when no web app is built', async () => {
    const latin = await glyphs('/fonts/Noto%20Sans%20Regular/0-255.pbf');
    expect(latin.status).toBe(200);
    expect(latin.type).toBe('application/x-protobuf');
    // A glyph PBF names its font stack and holds a bitmap per glyph: tens of kilobytes for Latin-1.
    expect(latin.bytes.includes(Buffer.from('Noto Sans Regular'))).toBe(true);
    expect(latin.bytes.length).toBeGreaterThan(20_000);
    expect((await glyphs('/fonts/Noto%20Sans%20Regular/256-511.pbf')).status).toBe(200);
  });

  it("answers the default font for a stack of fonts it does not have (a base style's own fonts)", async () => {
    const other = await glyphs('/fonts/Open%20Sans%20Bold,Arial%20Unicode%20MS%20Regular/0-255.pbf');
    expect(other.status).toBe(200);
    expect(other.bytes).toEqual((await glyphs('/fonts/Noto%20Sans%20Regular/0-255.pbf')).bytes);
  });

  it('answers 404 for a range that is not one, and never leaves the fonts folder', async () => {
    for (const range of ['0-254.pbf', '1-256.pbf', '65536-65791.pbf', 'x.pbf', '..%2Fpackage.json'])
      expect((await glyphs(`/fonts/Noto%20Sans%20Regular/${range}`)).status, range).toBe(404);
    // A stack is only ever looked up among the fonts Ruta has.
    const escape = await glyphs('/fonts/..%2F..%2Fpackage.json/0-255.pbf');
    expect(escape.bytes).toEqual((await glyphs('/fonts/Noto%20Sans%20Regular/0-255.pbf')).bytes);
  });
});
