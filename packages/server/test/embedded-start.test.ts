// The default boot path: no DATABASE_URL, so createServer starts an embedded PostgreSQL in DATA_DIR/pg.
// The first start runs initdb; the second reuses the data; closing the app stops PostgreSQL.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createServer } from '../src/server.js';
import { Client, newUser } from './helpers.js';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
});

async function boot(dataDir: string) {
  const config = loadConfig({ DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'none') });
  const { app, embedded } = await createServer(config, { logger: pino({ level: 'silent' }) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, embedded, client: new Client(`http://127.0.0.1:${port}`) };
}

it('initialises on the first start and reuses the data on the second', async () => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ruta-embedded-'));
  dirs.push(dataDir);
  const user = newUser('persist');

  const first = await boot(dataDir);
  expect(first.embedded?.initialised).toBe(true);
  expect((await first.client.post('/api/user/register/', user)).status).toBe(201);
  await first.app.close();

  const second = await boot(dataDir);
  expect(second.embedded?.initialised).toBe(false);
  // The account survived the restart: it exists (taken) and is still unverified (403).
  expect((await second.client.post('/api/user/register/', user)).status).toBe(400);
  const login = await second.client.post('/api/user/login/', {
    username: user.username,
    password: user.password,
  });
  expect(login.status).toBe(403);
  await second.app.close();
  // Closing the app stopped PostgreSQL too.
  const probe = new pg.Client({ connectionString: second.embedded!.url, connectionTimeoutMillis: 2000 });
  await expect(probe.connect()).rejects.toThrow();
});
