// Security headers over real HTTP: the app's Content-Security-Policy (no inline script, the base
// map's origins, a fresh style nonce per index.html that the page carries), nosniff, no framing and
// no referrer on the API, the web app and the public feeds; the validation report's own policy
// allows exactly its style block by hash.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, startTestApp, type Client, type TestApp } from './helpers.js';
import { importZip } from './feed/support.js';
import { build, getBytes } from './build/support.js';

const fixtures = fileURLToPath(new URL('../../gtfs/test-fixtures/', import.meta.url));

let app: TestApp;
let alice: Client;
let webDist: string;

/** The directives of a policy, by name. */
function directives(policy: string | null): Record<string, string[]> {
  expect(policy).toBeTruthy();
  return Object.fromEntries(
    policy!.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'ruta-web-'));
  await fs.writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><meta property="csp-nonce" nonce="RUTA_CSP_NONCE" /></head><body></body></html>',
  );
  app = await startTestApp({
    WEB_DIST: webDist,
    MAP_STYLE_URL: 'https://maps.example.org/styles/streets.json',
    MAP_ORIGINS: 'https://tiles.example.net https://glyphs.example.com/fonts',
  });
  alice = await signedInClient(app, 'headers');
});
afterAll(async () => {
  await app?.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

describe('security headers', () => {
  it('the API answers with the app policy, nosniff, no framing and no referrer', async () => {
    for (const pathname of ['/api/config/', '/api/projects/', '/api/nothing-here']) {
      const res = await fetch(app.url + pathname);
      expect(res.headers.get('x-content-type-options'), pathname).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), pathname).toBe('DENY');
      expect(res.headers.get('referrer-policy'), pathname).toBe('no-referrer');
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['script-src']).toEqual(["'self'", "'report-sample'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      // The base map's origins (the style's and MAP_ORIGINS'), for its fetches and images only.
      const map = ['https://maps.example.org', 'https://tiles.example.net', 'https://glyphs.example.com'];
      expect(csp['connect-src']).toEqual(expect.arrayContaining(["'self'", ...map]));
      expect(csp['img-src']).toEqual(expect.arrayContaining(['data:', 'blob:', ...map]));
      expect(csp['worker-src']).toEqual(["'self'", 'blob:']);
      expect(csp['style-src']).not.toContain("'unsafe-inline'");
    }
    // Plain http: no HSTS, which browsers ignore there anyway.
    expect((await fetch(app.url + '/api/config/')).headers.get('strict-transport-security')).toBeNull();
  });

  it('index.html carries the nonce its policy allows, a new one at each visit', async () => {
    const nonces = [];
    for (const pathname of ['/', '/myprojects']) {
      const res = await fetch(app.url + pathname);
      const html = await res.text();
      const inPage = /nonce="([^"]+)"/.exec(html)?.[1];
      expect(inPage).toBeDefined();
      expect(inPage).not.toBe('RUTA_CSP_NONCE');
      expect(directives(res.headers.get('content-security-policy'))['style-src']).toContain(
        `'nonce-${inPage}'`,
      );
      nonces.push(inPage);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
    // The file itself is never sent with its placeholder.
    const direct = await fetch(app.url + '/index.html');
    expect(await direct.text()).not.toContain('RUTA_CSP_NONCE');
  });

  it("the validation report allows its own style block by hash, in the app's policy too", async () => {
    const zip = await fs.readFile(path.join(fixtures, 'bad_calendar_dates.zip'));
    const project = await importZip(alice, 'Report headers', zip);
    await build(alice, project.project_id);
    const report = await getBytes(alice, `/api/projects/${project.project_id}/validation_report/`);
    expect(report.status).toBe(200);
    const html = report.bytes.toString();
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    expect(styles).toHaveLength(1);
    expect(html).not.toMatch(/<script|style="/);
    const hash = `'sha256-${createHash('sha256').update(styles[0]!).digest('base64')}'`;
    const csp = directives(report.headers.get('content-security-policy'));
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp['style-src']).toEqual([hash]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(report.headers.get('x-content-type-options')).toBe('nosniff');
    // The app opens the report in a blob: tab, which keeps the policy of the app that made it.
    const appCsp = directives((await fetch(app.url + '/')).headers.get('content-security-policy'));
    expect(appCsp['style-src']).toContain(hash);
  });

  it('a published feed still downloads with plain HTTP clients, with the headers too', async () => {
    const res = await fetch(app.url + '/feeds/nobody/gtfs.zip');
    expect(res.status).toBe(404);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-site');
  });
});
