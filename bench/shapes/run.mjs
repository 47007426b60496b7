// Shape editor benchmark (issue 12, item 6: a 5,000-point shape drags at >= 30 fps; a save takes
// <= 300 ms on the 2.4M-row project). Starts the built server (`ruta serve`, embedded PostgreSQL,
// fresh DATA_DIR), then:
//  - drag: a 5,000-point shape made through the API, opened in the editor in headless Chromium; one
//    of its points dragged with the mouse for 3 s; frames counted with requestAnimationFrame and
//    the pointer moves the page handled counted too (each `mouse.move` waits for the page);
//  - save: the 2.4M-row feed (rtc_lasvegas scaled by the shared scale_feed.py; skipped cleanly
//    without ../shared) imported, then the shape used by the most trips saved BENCH_REPEAT times
//    with one point moved (PUT: points rewritten, its trips' stop_times distances recomputed), after
//    the import's network sketch is done and one warm-up save, BENCH_SAVE_GAP_MS (3,000) apart.
// Run: npm run build && node bench/shapes/run.mjs   (BENCH_POINTS=5000, BENCH_REPEAT=5, RUTA_SHARED)
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { bigFeed, countFrames, importProject, sharedDir, signIn, startServer } from '../support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const POINTS = Number(process.env.BENCH_POINTS ?? 5000);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 5);
// A person saves seconds apart: each save's network sketch job (debounced 2 s) runs in between.
const SAVE_GAP_MS = Number(process.env.BENCH_SAVE_GAP_MS ?? 3000);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function api(base, headers, route, init = {}) {
  const res = await fetch(`${base}/api/${route}`, {
    ...init,
    headers: { ...headers, ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${route}: ${res.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/** A winding 5,000-point line over a city (a spiral of about 40 km). */
function spiral(n) {
  return Array.from({ length: n }, (_, i) => {
    const a = i / 40;
    const r = 0.002 + (i / n) * 0.04;
    return {
      shape_pt_sequence: i + 1,
      shape_pt_lat: -22.46 + r * Math.sin(a),
      shape_pt_lon: -68.93 + r * Math.cos(a),
    };
  });
}

async function dragBench(server, headers) {
  const { project_id: projectId } = await api(server.base, headers, 'projects/', {
    method: 'POST',
    body: JSON.stringify({ name: 'Bench shapes' }),
  });
  const points = spiral(POINTS);
  const shape = await api(server.base, headers, `projects/${projectId}/shapes/`, {
    method: 'POST',
    body: JSON.stringify({ shape_id: 'spiral', points }),
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
    ],
  });
  try {
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
    await page.goto(`${server.base}/project/${projectId}/shapes/${shape.id}`);
    await page
      .getByLabel('Point Count', { exact: true })
      .filter({ hasText: String(POINTS) })
      .waitFor({ timeout: 60_000 });
    await page.waitForTimeout(2500); // fitted and drawn
    // The last point (outermost on the spiral) on screen, from the map's centre and zoom.
    const region = page.locator('[data-map-center]');
    const [clon, clat] = (await region.getAttribute('data-map-center')).split(',').map(Number);
    const scale = 512 * 2 ** Number(await region.getAttribute('data-map-zoom'));
    const mx = (x) => ((x + 180) / 360) * scale;
    const my = (y) => {
      const r = (y * Math.PI) / 180;
      return ((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * scale;
    };
    const box = await page.locator('canvas.maplibregl-canvas').boundingBox();
    const last = points[POINTS - 1];
    const x = box.x + box.width / 2 + mx(last.shape_pt_lon) - mx(clon);
    const y = box.y + box.height / 2 + my(last.shape_pt_lat) - my(clat);
    let dragging;
    let started;
    let moves = 0;
    const { fps } = await countFrames(page, async () => {
      await page.mouse.move(x, y);
      await page.mouse.down();
      started = Date.now();
      const end = started + 3000;
      while (Date.now() < end) {
        moves++;
        await page.mouse.move(x + 40 * Math.sin(moves / 10), y + 40 * Math.cos(moves / 10));
      }
      dragging = await region.getAttribute('data-map-mode');
      await page.mouse.up();
    });
    return { fps, moves, movesPerSecond: (moves * 1000) / (Date.now() - started), dragging };
  } finally {
    await browser.close();
  }
}

async function saveBench(server, headers) {
  const shared = sharedDir(root);
  if (
    !existsSync(path.join(shared, 'feeds/rtc_lasvegas.zip')) ||
    !existsSync(path.join(shared, 'tools/scale_feed.py'))
  )
    return null;
  const { id: projectId, seconds } = await importProject(server.base, headers, bigFeed(shared), 'Bench big');
  const trips = await api(server.base, headers, `projects/${projectId}/trips/?no_page=True`);
  const uses = new Map();
  for (const t of trips) if (t.shape_id) uses.set(t.shape_id, (uses.get(t.shape_id) ?? 0) + 1);
  const [shapeId, tripCount] = [...uses].sort((a, b) => b[1] - a[1])[0];
  const ids = await api(server.base, headers, `projects/${projectId}/shapes/ids/`);
  let shape = await api(server.base, headers, `projects/${projectId}/shapes/${ids[shapeId]}/`);
  // The import's own follow-up (its network sketch) done first, so the saves do not race it.
  for (let t = 0; t < 600; t++) {
    if ((await api(server.base, headers, `projects/${projectId}/`)).network_computed_at) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const times = [];
  let updated = 0;
  let warmUp = 0;
  for (let i = 0; i <= REPEAT; i++) {
    await new Promise((r) => setTimeout(r, SAVE_GAP_MS));
    const points = shape.points.map((p, k) => ({
      shape_pt_sequence: k + 1,
      shape_pt_lat: p.shape_pt_lat + (k === 1 ? (i % 2 ? -0.0003 : 0.0003) : 0),
      shape_pt_lon: p.shape_pt_lon,
    }));
    const started = performance.now();
    shape = await api(server.base, headers, `projects/${projectId}/shapes/${shape.id}/`, {
      method: 'PUT',
      body: JSON.stringify({ version: shape.version, shape_id: shapeId, points }),
    });
    // The first save is a warm-up (caches, the rows' first rewrite), reported apart.
    if (i === 0) warmUp = performance.now() - started;
    else times.push(performance.now() - started);
    updated = shape.stop_times_updated;
  }
  return { seconds, shapeId, tripCount, points: shape.points.length, updated, times, warmUp };
}

const server = await startServer(root, { env: { LOG_LEVEL: 'warn' } });
try {
  const headers = await signIn(server.base, server.dataDir);
  const drag = await dragBench(server, headers);
  console.log(
    `drag: ${POINTS}-point shape, ${drag.fps.toFixed(1)} fps over 3 s (acceptance >= 30); ${drag.moves} pointer moves, ` +
      `${drag.movesPerSecond.toFixed(1)} handled per second (aim >= 30); mode ${drag.dragging}; load average ${os.loadavg()[0].toFixed(1)}`,
  );
  const save = await saveBench(server, headers);
  if (!save) console.log(`save: skipped, no shared feeds/tools at ${sharedDir(root)} (set RUTA_SHARED)`);
  else
    console.log(
      `save: 2.4M-row project imported in ${save.seconds.toFixed(0)} s; shape ${save.shapeId} (${save.points} points, ` +
        `${save.tripCount} trips, ${save.updated} stop_times changed per save): median ${median(save.times).toFixed(0)} ms, ` +
        `worst ${Math.max(...save.times).toFixed(0)} ms over ${REPEAT} saves ${SAVE_GAP_MS / 1000} s apart after a ` +
        `${save.warmUp.toFixed(0)} ms warm-up (acceptance <= 300); load average ${os.loadavg()[0].toFixed(1)}`,
    );
} finally {
  await server.stop();
}
