// Shared by the benchmark scripts: a built Ruta server on a fresh DATA_DIR, an account on it (its mail
// is read from DATA_DIR/outbox), and the process's memory from /proc.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Registers, verifies (link read from the outbox) and signs in a new user; answers the auth headers. */
export async function signIn(base, dataDir) {
  const email = `bench-${Date.now()}@example.org`;
  const password = 'Bench1234';
  const json = { 'Content-Type': 'application/json' };
  const reg = await fetch(`${base}/api/user/register/`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username: email, email, password, name: 'Bench', last_name: 'Mark' }),
  });
  if (reg.status !== 201) throw new Error(`register: ${reg.status} ${await reg.text()}`);
  const outbox = path.join(dataDir, 'outbox');
  const mail = readFileSync(
    path.join(
      outbox,
      readdirSync(outbox).find((f) => f.includes(email)),
    ),
    'utf8',
  )
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
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

/** The port of a listening socket the system picked, closed again for the server to take. */
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
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'info',
      ...env,
    },
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
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/config/`)).ok) break;
    } catch {
      // starting
    }
    if (i > 600) {
      await stop();
      throw new Error('the server did not start');
    }
    await new Promise((r) => setTimeout(r, 100));
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
