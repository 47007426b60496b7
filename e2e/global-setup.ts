// Starts PostgreSQL (TEST_DATABASE_URL, else an embedded one in a fresh data directory), the real
// server (built by `npm run build`) on it and one Chromium, for the browser tests: every file shares
// them, with contexts and accounts of its own. Tests read the server's URL, its
// data directory, the database URL and the browser's endpoint through `inject`; the database URL lets a test start a second
// server of its own and stop it for real.
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../packages/server/src/db/embedded-postgres.js';
import { chromiumOptions } from './support/browser.js';
import { cli, root, startServer } from './support/server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  for (const needed of [cli, join(root, 'packages/web/dist/index.html')]) {
    if (!existsSync(needed))
      throw new Error(`${needed} is missing: run \`npm run build\` before the browser tests.`);
  }
  if (!existsSync('/usr/bin/chromium'))
    throw new Error('/usr/bin/chromium is missing: apt-get install -y chromium');

  const dataDir = mkdtempSync(join(tmpdir(), 'ruta-e2e-'));
  // As root, the embedded PostgreSQL runs as the `postgres` user, which must be able to enter the folder.
  chmodSync(dataDir, 0o755);
  const pg = process.env.TEST_DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres(join(dataDir, 'pg'), 'ruta');
  const databaseUrl = process.env.TEST_DATABASE_URL ?? pg!.url;
  const server = await startServer(dataDir, databaseUrl);
  const browser = await chromium.launchServer(chromiumOptions);

  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('databaseUrl', databaseUrl);
  project.provide('browserEndpoint', browser.wsEndpoint());

  return async () => {
    await browser.close();
    await server.stop();
    await pg?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
