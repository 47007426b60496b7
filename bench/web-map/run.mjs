// Stops map benchmark (issue 6 acceptance: first display of 10,000 stops <= 1.5 s, panning >= 30 fps
// in headless Chromium). Starts the built server (`ruta serve`, embedded PostgreSQL, fresh DATA_DIR)
// unless RUTA_URL (+ RUTA_DATA_DIR for its outbox) points at a running one; imports a generated
// 10,000-stop feed through the API; then, in Debian's Chromium:
//  - first display: from navigation start to the map's first idle after all stops are in its source
//    (app boot, the all-stops request, GeoJSON tiling and drawing); BENCH_REPEAT loads, median and worst;
//  - panning: the quick search fits every stop in view, then 3 s of mouse drags; frames counted
//    with requestAnimationFrame.
// Run: npm run build && node bench/web-map/run.mjs   (BENCH_STOPS, default 10000; BENCH_REPEAT, default 5)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import yazl from 'yazl';
import { countFrames, importProject, signIn, startServer } from '../support.mjs';
/* global performance, MutationObserver */

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const STOPS = Number(process.env.BENCH_STOPS ?? 10_000);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 5);

/** A feed of STOPS stops on a grid over a city-sized area (about 12 x 12 km). */
function feedZip() {
  const side = Math.ceil(Math.sqrt(STOPS));
  const lines = ['stop_id,stop_code,stop_name,stop_lat,stop_lon,location_type'];
  for (let i = 0; i < STOPS; i++) {
    const lat = -22.52 + (Math.floor(i / side) / side) * 0.11;
    const lon = -68.99 + ((i % side) / side) * 0.12;
    lines.push(`B${i},C${i},Bench stop ${i},${lat.toFixed(6)},${lon.toFixed(6)},${i % 50 === 0 ? 1 : 0}`);
  }
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(lines.join('\n') + '\n'), 'stops.txt');
  zip.addBuffer(
    Buffer.from(
      'agency_id,agency_name,agency_url,agency_timezone\nA,Bench,https://example.org,America/Santiago\n',
    ),
    'agency.txt',
  );
  zip.end();
  return new Promise((resolve) => {
    const chunks = [];
    zip.outputStream.on('data', (c) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/** The server RUTA_URL names (+ RUTA_DATA_DIR for its outbox), else a built one started here. */
const ruta = () =>
  process.env.RUTA_URL
    ? { base: process.env.RUTA_URL, dataDir: process.env.RUTA_DATA_DIR, stop() {} }
    : startServer(root, { env: { LOG_LEVEL: 'warn' } });

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const server = await ruta();
let browser;
try {
  const headers = await signIn(server.base, server.dataDir);
  const project = await importProject(server.base, headers, await feedZip(), `Bench ${STOPS} stops`);

  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(
    ([u, t]) => {
      localStorage.setItem('ruta.userId', u);
      localStorage.setItem('ruta.token', t);
      localStorage.setItem('ruta.language', 'en');
    },
    [headers['User-Id'], headers['User-Token']],
  );
  const page = await context.newPage();
  const url = `${server.base}/project/${project.id}/stops`;

  // Warm the HTTP cache of the app's files once, like a returning user; then time each load.
  await page.goto(url);
  await page.locator(`[data-stop-count="${STOPS}"]`).waitFor({ timeout: 60_000 });
  const firstDisplay = [];
  for (let i = 0; i < REPEAT; i++) {
    await page.goto('about:blank');
    await page.goto(url);
    const ms = await page.evaluate(
      (count) =>
        new Promise((resolve) => {
          // The first map idle after every stop is in the source: they are tiled and drawn.
          let idleWhenLoaded = null;
          const check = () => {
            const loaded = document.querySelector(`[data-stop-count="${count}"]`);
            const region = document.querySelector('[data-map-idle]');
            if (!loaded || !region) return;
            const idle = Number(region.getAttribute('data-map-idle'));
            if (idleWhenLoaded === null) idleWhenLoaded = idle;
            else if (idle > idleWhenLoaded) resolve(performance.now());
          };
          new MutationObserver(check).observe(document.body, {
            attributes: true,
            subtree: true,
            childList: true,
          });
          check();
        }),
      STOPS,
    );
    firstDisplay.push(ms);
  }

  // Every stop in view (the search fits them), then pan with the mouse for 3 s.
  await page.getByRole('searchbox', { name: 'Search stops' }).fill('bench');
  await page.waitForTimeout(2500);
  const box = await page.locator('canvas.maplibregl-canvas').boundingBox();
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const { fps } = await countFrames(page, async () => {
    const end = Date.now() + 3000;
    for (let step = 0; Date.now() < end; step++) {
      await page.mouse.move(cx, cy);
      await page.mouse.down();
      for (let i = 1; i <= 20; i++)
        await page.mouse.move(cx + Math.sin((step + i) / 5) * 200, cy + i * 6 * (step % 2 ? -1 : 1));
      await page.mouse.up();
    }
  });

  console.log(`stops map, ${STOPS} stops, headless Chromium 1280x800 (software WebGL):`);
  console.log(
    `  first display: median ${median(firstDisplay).toFixed(0)} ms, worst ${Math.max(...firstDisplay).toFixed(0)} ms over ${REPEAT} loads (${firstDisplay.map((x) => x.toFixed(0)).join(', ')})`,
  );
  console.log(`  panning with every stop in view: ${fps.toFixed(1)} frames per second over 3 s`);
} finally {
  await browser?.close();
  await server.stop();
}
