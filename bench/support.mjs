// Shared by the benchmark scripts: the big feed, ports, starting a built Ruta on a fresh DATA_DIR,
// waiting for a server, an account on a running Ruta (its mail read from DATA_DIR/outbox), an import
// through the API (the big feed's included), percentiles, frames counted in a browser page, and a
// process's memory from /proc.
import { execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { serverEnv } from '../scripts/server-env.mjs';
/* global FormData, Blob, requestAnimationFrame */

/** Registers, verifies (link read from the outbox) and signs in a new user; answers the auth headers. */
export async function signIn(base, dataDir) {
  const email = `bench-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
  const password = 'Bench1234';
  const json = { 'Content-Type': 'application/json' };
  const reg = await fetch(`${base}/api/user/register/`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username: email, email, password, name: 'Bench', last_name: 'Mark' }),
  });
  if (reg.status !== 201) throw new Error(`register: ${reg.status} ${await reg.text()}`);
  const mail = mailTo(dataDir, email);
  const token = /verificationToken=([\w-]+)/.exec(mail)[1];
  await fetch(`${base}/api/user/email-verification/?verificationToken=${token}`);
  const login = await fetch(`${base}/api/user/login/`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username: email, password }),
  });
  if (login.status !== 200) throw new Error(`login: ${login.status}`);
  return { 'User-Id': email, 'User-Token': await login.json() };
}

/** The text of the mail to `email` in DATA_DIR/outbox (quoted-printable undone), newest first. */
function mailTo(dataDir, email) {
  const outbox = path.join(dataDir, 'outbox');
  const file = readdirSync(outbox)
    .filter((f) => f.includes(email))
    .sort((a, b) => statSync(path.join(outbox, b)).mtimeMs - statSync(path.join(outbox, a)).mtimeMs)[0];
  return readFileSync(path.join(outbox, file), 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
}

/**
 * A new user who joins the project as `role` through an invitation by `owner` (the link read from
 * the outbox); answers the new member's auth headers.
 */
export async function addMember(base, dataDir, owner, projectId, role = 'editor') {
  const member = await signIn(base, dataDir);
  const json = { 'Content-Type': 'application/json' };
  const invite = await fetch(`${base}/api/projects/${projectId}/invitations/`, {
    method: 'POST',
    headers: { ...owner, ...json },
    body: JSON.stringify({ email: member['User-Id'], role }),
  });
  if (invite.status !== 201) throw new Error(`invite: ${invite.status} ${await invite.text()}`);
  const token = decodeURIComponent(
    /invitation\?token=([^\s"<&]+)/.exec(mailTo(dataDir, member['User-Id']))[1],
  );
  const accept = await fetch(`${base}/api/invitations/${encodeURIComponent(token)}/accept/`, {
    method: 'POST',
    headers: { ...member, ...json },
    body: '{}',
  });
  if (accept.status !== 200) throw new Error(`accept: ${accept.status} ${await accept.text()}`);
  return member;
}

/** The shared feeds and tools (`../shared` beside the checkout, or RUTA_SHARED). */
export function sharedDir(root) {
  return process.env.RUTA_SHARED ?? path.resolve(root, '../shared');
}

/**
 * rtc_lasvegas scaled to `stopTimes` stop_times by the shared scale_feed.py (default 2M: the 2.4M-row
 * feed), made once and cached in the temp directory (about 20 s for 2M, minutes for 8M).
 */
export function bigFeed(shared, stopTimes = 2000000) {
  const out = path.join(os.tmpdir(), `ruta-bench-big-${stopTimes}.zip`);
  if (!existsSync(out)) {
    console.log(`making the ${stopTimes} stop_times feed with scale_feed.py...`);
    const partial = `${out}.partial.zip`;
    execFileSync('python3', [
      path.join(shared, 'tools/scale_feed.py'),
      path.join(shared, 'feeds/rtc_lasvegas.zip'),
      partial,
      '--stop-times',
      String(stopTimes),
    ]);
    renameSync(partial, out); // a run stopped half-way leaves no truncated cache behind
  }
  return out;
}

/**
 * The start of a benchmark on the big feed: without the shared feeds and tools it says so and exits 0,
 * without the built server it exits 1. Answers the built CLI and the big feed (made if needed).
 */
export function bigFeedBench(name, root) {
  const shared = sharedDir(root);
  if (
    !existsSync(path.join(shared, 'feeds/rtc_lasvegas.zip')) ||
    !existsSync(path.join(shared, 'tools/scale_feed.py'))
  ) {
    console.log(`bench/${name}: skipped, no shared feeds/tools at ${shared} (set RUTA_SHARED)`);
    process.exit(0);
  }
  const cli = path.join(root, 'packages/server/dist/cli.js');
  if (!existsSync(cli)) {
    console.error(`bench/${name}: ${cli} is missing; run \`npm run build\` first`);
    process.exit(1);
  }
  return { cli, big: bigFeed(shared) };
}

/** A free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** Waits until a server answers `GET base/api/config/` (at most a minute). */
export async function waitForServer(base) {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/config/`)).ok) return;
    } catch {
      // starting
    }
    if (i > 600) throw new Error(`the server at ${base} did not start`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Uploads a zip (a path, or its bytes) through `create_project_from_gtfs` and waits for the import;
 * answers the project id and the seconds from upload to `from_gtfs`.
 */
export async function importProject(base, headers, zip, name) {
  const form = new FormData();
  form.append('name', name);
  const [bytes, fileName] =
    typeof zip === 'string' ? [readFileSync(zip), path.basename(zip)] : [zip, 'feed.zip'];
  form.append('file', new Blob([bytes]), fileName);
  const started = performance.now();
  const res = await fetch(`${base}/api/projects/create_project_from_gtfs/`, {
    method: 'POST',
    headers,
    body: form,
  });
  if (res.status !== 201) throw new Error(`import: ${res.status} ${await res.text()}`);
  const { project_id: id } = await res.json();
  for (;;) {
    const project = await (await fetch(`${base}/api/projects/${id}/`, { headers })).json();
    if (project.creation_status === 'from_gtfs') break;
    if (project.creation_status !== 'loading_gtfs')
      throw new Error(`import: ${project.loading_gtfs_error_message}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { id, seconds: (performance.now() - started) / 1000 };
}

/**
 * A user signed in on a started server and the big feed imported for them, timed; answers the auth
 * headers, the project id and `P`, the base URL of the project's API.
 */
export async function importBigFeed({ base, dataDir }, big, name) {
  const headers = await signIn(base, dataDir);
  const imported = await importProject(base, headers, big, name);
  console.log(`imported the 2.4M-row feed in ${imported.seconds.toFixed(1)} s`);
  return { headers, projectId: imported.id, P: `${base}/api/projects/${imported.id}` };
}

/** The p-th percentile of ascending `sorted` times (nearest rank). */
export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * The frames a Playwright page drew (counted with requestAnimationFrame) while `during()` ran, e.g.
 * mouse drags; answers { frames, ms, fps } and what `during` answered as `result`.
 */
export async function countFrames(page, during) {
  await page.evaluate(() => {
    const count = { frames: 0, counting: true, t0: performance.now() };
    window.__benchFrames = count;
    const tick = () => {
      if (!count.counting) return;
      count.frames++;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const stop = () =>
    page.evaluate(() => {
      const count = window.__benchFrames;
      count.counting = false;
      return { frames: count.frames, ms: performance.now() - count.t0 };
    });
  let result;
  try {
    result = await during();
  } catch (err) {
    await stop();
    throw err;
  }
  const { frames, ms } = await stop();
  return { frames, ms, fps: (frames * 1000) / ms, result };
}

/** A `/proc/{pid}/status` figure in kB (VmRSS, VmHWM). */
export const procKb = (pid, key) => {
  const m = new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) : 0;
};

/**
 * Starts the built `ruta serve` on a free port with the embedded PostgreSQL in a fresh DATA_DIR and
 * waits until it answers. `onLog` gets each JSON log line. Answers { server, base, dataDir, stop }.
 */
export async function startServer(root, { env = {}, onLog } = {}) {
  const cli = path.join(root, 'packages/server/dist/cli.js');
  if (!existsSync(cli)) throw new Error(`${cli} is missing; run \`npm run build\` first`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ruta-bench-'));
  chmodSync(dataDir, 0o755); // PostgreSQL runs as its own user when we are root
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [cli, 'serve'], {
    cwd: root,
    env: serverEnv({
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'info',
      ...env,
    }),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let buffered = '';
  server.stdout.on('data', (chunk) => {
    buffered += chunk;
    let nl;
    while ((nl = buffered.indexOf('\n')) >= 0) {
      const line = buffered.slice(0, nl);
      buffered = buffered.slice(nl + 1);
      let entry;
      try {
        entry = JSON.parse(line);
      } catch {
        continue; // not JSON
      }
      onLog?.(entry);
    }
  });
  // A server that exits (at start or later) must not leave stop() waiting for an exit already past.
  const exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve({ code, signal })));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await Promise.race([
      waitForServer(base),
      exited.then(({ code, signal }) => {
        throw new Error(`the server exited at start (${signal ?? `code ${code}`}); its log is above`);
      }),
    ]);
  } catch (err) {
    await stop();
    throw err;
  }
  return { server, base, dataDir, stop };
}

const PAD = `
import os, sys, zipfile
src, dst, mb = sys.argv[1], sys.argv[2], int(sys.argv[3])
with zipfile.ZipFile(src) as zin, zipfile.ZipFile(dst, "w", zipfile.ZIP_DEFLATED) as zout:
    for info in zin.infolist():
        zout.writestr(info, zin.read(info.filename))
    block = os.urandom(1 << 20)
    with zout.open(zipfile.ZipInfo("__MACOSX/padding.bin"), "w", force_zip64=True) as f:
        for _ in range(mb):
            f.write(block)
`;

/**
 * `feed` plus a stored (uncompressed) `__MACOSX/padding.bin` of `mb` MB, which the importer skips as OS
 * junk: a big upload whose import stays the feed's. Made once in the temp directory; answers its path.
 */
export function paddedZip(feed, mb) {
  const zip = path.join(os.tmpdir(), `ruta-bench-padded-${mb}.zip`);
  if (!existsSync(zip)) execFileSync('python3', ['-c', PAD, feed, zip, String(mb)]);
  return zip;
}
