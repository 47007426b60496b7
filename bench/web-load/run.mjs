// First-load benchmark (issue 13): for the sign-in page and a project's dashboard (calama imported),
// in Debian's headless Chromium with the network throttled to 10 Mbit/s (CDP
// Network.emulateNetworkConditions, 10 ms latency):
//  - bytes transferred (encoded, as on the wire: headers and compressed bodies) on a first visit with
//    an empty cache, and on a second visit;
//  - time to interactive: from navigation start until the screen's first control can be used (the
//    Username field / the build card's Run button enabled); the dashboard's bytes include its map,
//    which is fetched after that and counted once drawn.
// Starts the built server of RUTA_ROOT (default: this checkout; `RUTA_ROOT=/path/to/main` measures
// another build) on a fresh DATA_DIR with its embedded PostgreSQL.
// Run: npm run build && node bench/web-load/run.mjs   (BENCH_REPEAT loads per page, default 3;
// RUTA_SHARED=dir holding feeds/calama.zip)
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { importProject, sharedDir, signIn, startServer } from '../support.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(process.env.RUTA_ROOT ?? path.resolve(here, '../..'));
const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);
const MBIT = 10;
const calama = path.join(sharedDir(path.resolve(here, '../..')), 'feeds/calama.zip');
if (!existsSync(calama)) throw new Error(`${calama} is missing; set RUTA_SHARED`);

const { base, dataDir, stop } = await startServer(root, {
  env: {
    WEB_DIST: path.join(root, 'packages/web/dist'),
    // No base map: its tiles come from another host and would measure that host, not Ruta.
    MAP_STYLE_URL: 'http://127.0.0.1:9/unreachable-style.json',
    LOG_LEVEL: 'warn',
  },
});

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;

let browser;
try {
  const headers = await signIn(base, dataDir);
  const { id } = await importProject(base, headers, calama, 'calama');
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });

  const screens = [
    { name: '/login', url: '/login', ready: (page) => page.getByLabel('Username').waitFor(), session: false },
    {
      name: 'dashboard',
      url: `/project/${id}`,
      ready: (page) =>
        page.waitForFunction(() =>
          [...document.querySelectorAll('button')].some((b) => b.textContent === 'Run' && !b.disabled),
        ),
      session: true,
      // The map is fetched after the dashboard can be used; counted once it is drawn.
      settled: (page) =>
        page.locator('[data-testid="envelope-map"] :is(canvas, svg)').first().waitFor({ timeout: 60_000 }),
    },
  ];

  console.log(`Chromium, ${MBIT} Mbit/s, ${base} serving ${root}; ${REPEAT} cold loads per screen`);
  console.log('screen | first visit bytes | requests | second visit | time to interactive (median, worst)');
  for (const screen of screens) {
    const first = [];
    const tti = [];
    let second = '';
    let requests = 0;
    for (let i = 0; i < REPEAT; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
      if (screen.session)
        await context.addInitScript(
          ([u, t]) => {
            localStorage.setItem('ruta.userId', u);
            localStorage.setItem('ruta.token', t);
            localStorage.setItem('ruta.language', 'en');
          },
          [headers['User-Id'], headers['User-Token']],
        );
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 10,
        downloadThroughput: (MBIT * 1_000_000) / 8,
        uploadThroughput: (MBIT * 1_000_000) / 8,
      });
      let bytes = 0;
      let count = 0;
      // Second visit: answers taken from the cache, revalidated (304), and fetched again.
      const seen = { cached: 0, revalidated: 0, fetched: 0 };
      cdp.on('Network.loadingFinished', (e) => {
        bytes += e.encodedDataLength;
        count++;
      });
      const fromCache = new Set();
      cdp.on('Network.requestServedFromCache', (e) => fromCache.add(e.requestId));
      cdp.on('Network.responseReceived', (e) => {
        if (fromCache.has(e.requestId) || e.response.fromDiskCache || e.response.fromMemoryCache)
          seen.cached++;
        else if (e.response.status === 304) seen.revalidated++;
        else seen.fetched++;
      });
      const t0 = Date.now();
      await page.goto(base + screen.url, { waitUntil: 'load' });
      await screen.ready(page);
      tti.push(Date.now() - t0);
      await screen.settled?.(page);
      await page.waitForLoadState('networkidle');
      first.push(bytes);
      requests = count;
      if (i === 0) {
        // A second visit in the same browser: what the cache headers save.
        bytes = 0;
        Object.assign(seen, { cached: 0, revalidated: 0, fetched: 0 });
        await page.goto(base + screen.url, { waitUntil: 'load' });
        await screen.ready(page);
        await screen.settled?.(page);
        await page.waitForLoadState('networkidle');
        second = `${kb(bytes)}: ${seen.cached} cached, ${seen.revalidated} revalidated, ${seen.fetched} fetched`;
      }
      await context.close();
    }
    console.log(
      `${screen.name} | ${kb(median(first))} | ${requests} | ${second} | ${median(tti)} ms, ${Math.max(...tti)} ms`,
    );
  }
} finally {
  await browser?.close();
  await stop();
}
