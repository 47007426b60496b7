#!/usr/bin/env node
// `npm start`: build when the sources are newer than the last build, then run the server
// (API, jobs and web app in one process). SIGINT and SIGTERM are forwarded so Postgres stops cleanly,
// and this process exits when the server has. package.json runs it with `exec`, so that the signal
// npm forwards to its script's shell reaches this process (a shell would die and leave it running).
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { markBuilt, needsBuild } from './build-freshness.mjs';
import { serverEnv } from './server-env.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
if (needsBuild(root)) {
  console.log('Building Ruta (sources changed since the last build)...');
  const startedAt = new Date();
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  markBuilt(root, startedAt);
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
