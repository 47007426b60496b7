// Stops map benchmark (issue 6 acceptance: first display of 10,000 stops <= 1.5 s, panning >= 30 fps
// in headless Chromium). Starts the built server (`ruta serve`, embedded PostgreSQL, fresh DATA_DIR)
// unless RUTA_URL (+ RUTA_DATA_DIR for its outbox) points at a running one; imports a generated
// 10,000-stop feed through the API; then, in Debian's Chromium:
//  - first display: from navigation start to the map's first idle after all stops are in its source
//    (app boot, the all-stops request, GeoJSON tiling and drawing); BENCH_REPEAT loads, median and worst;
//  - panning: the quick search fits every stop in view, then 3 s of mouse drags; frames counted
//    with requestAnimationFrame.
// Run: npm run build && node bench/web-map/run.mjs   (BENCH_STOPS, default 10000; BENCH_REPEAT, default 5)
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import yazl from 'yazl';
/* global FormData, Blob, requestAnimationFrame, performance, MutationObserver */

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const STOPS = Number(process.env.BENCH_STOPS ?? 10_000);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 5);
const cli = path.join(root, 'packages/server/dist/cli.js');

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

async function startServer() {
  if (process.env.RUTA_URL)
    return { base: process.env.RUTA_URL, dataDir: process.env.RUTA_DATA_DIR, stop() {} };
  if (!existsSync(cli)) throw new Error(`${cli} is missing; run \`npm run build\` first`);
  const port = await new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port: p } = s.address();
      s.close(() => resolve(p));
    });
  });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ruta-bench-map-'));
  chmodSync(dataDir, 0o755); // PostgreSQL runs as its own user when we are root
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [cli, 'serve'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/config/`)).ok) break;
    } catch {
      // starting
    }
    if (i > 900) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    dataDir,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function api(base, auth, route, init = {}) {
  const headers = { ...(init.headers ?? {}) };
  if (auth) Object.assign(headers, { 'User-Id': auth.email, 'User-Token': auth.token });
  if (typeof init.body === 'string') headers['Content-Type'] = 'application/json';
  const res = await fetch(`${base}/api/${route}`, { ...init, headers });
  const text = await res.text();
  if (!res.ok) throw new Error(`${route}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

async function signUp(base, dataDir) {
  const email = `bench.${Date.now()}@example.org`;
  const password = 'Secret123';
  const body = JSON.stringify({ username: email, email, password, name: 'Bench', last_name: 'Map' });
  await api(base, null, 'user/register/', { method: 'POST', body });
  let token;
  for (let i = 0; i < 100 && !token; i++) {
    await new Promise((r) => setTimeout(r, 100));
    const outbox = path.join(dataDir, 'outbox');
    for (const f of existsSync(outbox) ? readdirSync(outbox) : []) {
      const mail = readFileSync(path.join(outbox, f), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      if (mail.includes(email)) token = /verificationToken=([A-Za-z0-9_\-.%]+)/.exec(mail)?.[1] ?? token;
    }
  }
  await api(base, null, `user/email-verification/?verificationToken=${token}`);
  const session = await api(base, null, 'user/login/', {
    method: 'POST',
    body: JSON.stringify({ username: email, password }),
  });
  return { email, token: session };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const server = await startServer();
let browser;
try {
  const auth = await signUp(server.base, server.dataDir);
  const form = new FormData();
  form.append('name', `Bench ${STOPS} stops`);
  form.append('file', new Blob([await feedZip()]), 'bench.zip');
  let project = await api(server.base, auth, 'projects/create_project_from_gtfs/', {
    method: 'POST',
    body: form,
  });
  while (project.creation_status === 'loading_gtfs') {
    await new Promise((r) => setTimeout(r, 300));
    project = await api(server.base, auth, `projects/${project.project_id}/`);
  }
  if (project.creation_status !== 'from_gtfs')
    throw new Error(`import failed: ${project.loading_gtfs_error_message}`);

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
    [auth.email, auth.token],
  );
  const page = await context.newPage();
  const url = `${server.base}/project/${project.project_id}/stops`;

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
  await page.evaluate(() => {
    window.__frames = 0;
    window.__counting = true;
    const tick = () => {
      window.__frames++;
      if (window.__counting) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    window.__t0 = performance.now();
  });
  const end = Date.now() + 3000;
  let step = 0;
  while (Date.now() < end) {
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    for (let i = 1; i <= 20; i++)
      await page.mouse.move(cx + Math.sin((step + i) / 5) * 200, cy + i * 6 * (step % 2 ? -1 : 1));
    await page.mouse.up();
    step++;
  }
  const fps = await page.evaluate(() => {
    window.__counting = false;
    return (window.__frames * 1000) / (performance.now() - window.__t0);
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
