// Timetable editor benchmark (target: a pattern of 1,000 trips x 60 stops opens in <= 1 s and scrolls
// at >= 30 fps in headless Chromium). Starts the built server on a fresh DATA_DIR, imports a generated
// feed (one route, one direction, BENCH_TRIPS trips of BENCH_STOPS stops), then in Debian's Chromium:
//  - open: from navigation start to the first drawn time cell (app boot, the timetable request,
//    pattern model, first grid render); BENCH_REPEAT loads, median and worst; plus the API read alone;
//  - scrolling: 3 s of mouse-wheel scrolling down and sideways over the grid, frames counted with
//    requestAnimationFrame.
// Run: npm run build && node bench/timetable/run.mjs
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { chromium } from 'playwright-core';
import yazl from 'yazl';
import { countFrames, importProject, signIn, startServer } from '../support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TRIPS = Number(process.env.BENCH_TRIPS ?? 1000);
const STOPS = Number(process.env.BENCH_STOPS ?? 60);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 5);

const hms = (s) =>
  [s / 3600, (s / 60) % 60, s % 60].map((n) => String(Math.floor(n)).padStart(2, '0')).join(':');

function feedZip(file) {
  const files = {
    'agency.txt': ['agency_id,agency_name,agency_url,agency_timezone', 'A,Bench,https://example.org,UTC'],
    'routes.txt': ['route_id,agency_id,route_short_name,route_type', 'R1,A,1,3'],
    'calendar.txt': [
      'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date',
      'WK,1,1,1,1,1,0,0,20260101,20261231',
    ],
    'stops.txt': ['stop_id,stop_name,stop_lat,stop_lon'],
    'trips.txt': ['route_id,service_id,trip_id,direction_id'],
    'stop_times.txt': ['trip_id,arrival_time,departure_time,stop_id,stop_sequence'],
  };
  for (let s = 0; s < STOPS; s++)
    files['stops.txt'].push(
      `S${s},Bench stop ${s},${(-22.46 + s * 0.002).toFixed(5)},${(-68.93 + s * 0.001).toFixed(5)}`,
    );
  for (let t = 0; t < TRIPS; t++) {
    files['trips.txt'].push(`R1,WK,T${t},0`);
    for (let s = 0; s < STOPS; s++) {
      const time = hms(5 * 3600 + t * 60 + s * 90);
      files['stop_times.txt'].push(`T${t},${time},${time},S${s},${s + 1}`);
    }
  }
  const zip = new yazl.ZipFile();
  for (const [name, lines] of Object.entries(files))
    zip.addBuffer(Buffer.from(lines.join('\n') + '\n'), name);
  zip.end();
  return new Promise((resolve) => {
    const chunks = [];
    zip.outputStream.on('data', (c) => chunks.push(c));
    zip.outputStream.on('end', () => {
      writeFileSync(file, Buffer.concat(chunks));
      resolve(file);
    });
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const tmp = mkdtempSync(path.join(os.tmpdir(), 'ruta-bench-timetable-'));
const server = await startServer(root, { env: { LOG_LEVEL: 'warn' } });
let browser;
try {
  const headers = await signIn(server.base, server.dataDir);
  const { id } = await importProject(
    server.base,
    headers,
    await feedZip(path.join(tmp, 'feed.zip')),
    'Bench timetable',
  );
  const apiMs = [];
  let answerBytes = 0;
  for (let i = 0; i < REPEAT; i++) {
    const t0 = performance.now();
    const res = await fetch(`${server.base}/api/projects/${id}/timetable/?route=R1&direction=0`, { headers });
    answerBytes = (await res.text()).length;
    apiMs.push(performance.now() - t0);
  }

  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
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
  const url = `${server.base}/project/${id}/timetable?route=R1&direction=0`;
  const firstCell = page.getByRole('gridcell', { name: /, Bench stop 0, trip T0$/ });
  // Warm the HTTP cache of the app's files once, like a returning user; then time each load.
  await page.goto(url);
  await firstCell.waitFor({ timeout: 60_000 });
  const openMs = [];
  for (let i = 0; i < REPEAT; i++) {
    await page.goto('about:blank');
    await page.goto(url);
    await firstCell.waitFor({ timeout: 60_000 });
    openMs.push(await page.evaluate(() => performance.now()));
  }
  const rows = await page.getByRole('grid').getAttribute('aria-rowcount');

  const box = await page.getByRole('grid').boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const { fps } = await countFrames(page, async () => {
    const end = Date.now() + 3000;
    for (let i = 0; Date.now() < end; i++)
      await page.mouse.wheel(i % 4 === 3 ? 160 : 0, i % 4 === 3 ? 0 : 120);
  });
  const { top, left } = await page.evaluate(() => {
    const grid = document.querySelector('[role="grid"]');
    return { top: grid.scrollTop, left: grid.scrollLeft };
  });

  console.log(
    `timetable, one pattern of ${TRIPS} trips x ${STOPS} stops (grid rows: ${rows}), headless Chromium 1280x800:`,
  );
  console.log(
    `  API read: median ${median(apiMs).toFixed(0)} ms, worst ${Math.max(...apiMs).toFixed(0)} ms over ${REPEAT} (answer ${(answerBytes / 1e6).toFixed(2)} MB of JSON)`,
  );
  console.log(
    `  open (navigation to first drawn cell): median ${median(openMs).toFixed(0)} ms, worst ${Math.max(...openMs).toFixed(0)} ms (${openMs.map((x) => x.toFixed(0)).join(', ')})`,
  );
  console.log(
    `  wheel scrolling 3 s: ${fps.toFixed(1)} frames per second (ended at scrollTop ${top}, scrollLeft ${left})`,
  );
} finally {
  await browser?.close();
  await server.stop();
  rmSync(tmp, { recursive: true, force: true });
}
