#!/usr/bin/env node
// `npm start`: build when the sources are newer than the last build, then run the server
// (API, jobs and web app in one process). SIGINT and SIGTERM are forwarded so Postgres stops cleanly,
// and this process exits when the server has. package.json runs it with `exec`, so that the signal
// npm forwards to its script's shell reaches this process (a shell would die and leave it running).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverEnv } from './server-env.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const outputs = [
  'packages/gtfs/dist/index.js',
  'packages/server/dist/cli.js',
  'packages/web/dist/index.html',
];
const sources = [
  'packages/gtfs/src',
  'packages/server/src',
  'packages/web/src',
  'packages/web/index.html',
  'packages/web/vite.config.ts',
  'packages/web/precompress.ts',
];

function newestMtime(path) {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

const builtAt = Math.min(
  ...outputs.map((p) => (existsSync(join(root, p)) ? statSync(join(root, p)).mtimeMs : 0)),
);
if (builtAt === 0 || Math.max(...sources.map(newestMtime)) > builtAt) {
  console.log('Building Ruta (sources changed since the last build)...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(
  process.execPath,
  [join(root, 'packages/server/dist/cli.js'), 'serve', ...process.argv.slice(2)],
  {
    cwd: root,
    env: serverEnv(process.env),
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
