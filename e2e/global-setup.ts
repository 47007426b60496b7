// Starts the real server (built by `npm run build`) with a fresh data directory and its own embedded
// PostgreSQL, for the browser tests. Tests read its URL and data directory through `inject`.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { freePort, waitForHttp } from './support/net.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

const root = fileURLToPath(new URL('..', import.meta.url));

export default async function setup(project: TestProject) {
  const cli = join(root, 'packages/server/dist/cli.js');
  for (const needed of [cli, join(root, 'packages/web/dist/index.html')]) {
    if (!existsSync(needed))
      throw new Error(`${needed} is missing: run \`npm run build\` before the browser tests.`);
  }
  if (!existsSync('/usr/bin/chromium'))
    throw new Error('/usr/bin/chromium is missing: apt-get install -y chromium');

  const dataDir = mkdtempSync(join(tmpdir(), 'ruta-e2e-'));
  // As root, the embedded PostgreSQL runs as the `postgres` user, which must be able to enter the folder.
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, [cli, 'serve'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      DATABASE_URL: process.env.TEST_DATABASE_URL ?? '',
      SMTP_URL: '',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  await waitForHttp(`${baseUrl}/api/config/`, 90_000, exited);

  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);

  return async () => {
    server.kill('SIGTERM');
    const killer = setTimeout(() => server.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(killer);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
