// One PostgreSQL for the whole integration run: TEST_DATABASE_URL when set, else an embedded one in a
// temporary directory. The schema is made once, here: a template database gets what every server start
// does (migrations, the GTFS tables' sync, the job queue's schema and queues), and each test file's
// database is a copy of it (CREATE DATABASE … TEMPLATE, see helpers.ts): the same isolation without
// migrating from nothing in every file. `migrations.test.ts` still migrates an empty database.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../src/config.js';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { startServices } from '../src/server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    /** The database each test file's database is copied from. */
    templateDatabase: string;
  }
}

/** The URL of another database on the same server. */
export const databaseOn = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function adminQuery(adminUrl: string, ...statements: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Starts and stops the server's services once on a new database, which then serves as the template. */
async function makeTemplate(adminUrl: string): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `ruta_template_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ruta-test-template-'));
  try {
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseOn(adminUrl, name),
      PUBLIC_URL: 'http://ruta.test',
    });
    const services = await startServices(config, { logger: pino({ level: 'silent' }), jobGraceMs: 0 });
    await services.close();
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
  // Nobody connects to the template: CREATE DATABASE refuses to copy one with open connections.
  await adminQuery(adminUrl, `ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
  return {
    name,
    drop: () =>
      adminQuery(
        adminUrl,
        `ALTER DATABASE ${name} WITH IS_TEMPLATE false`,
        `DROP DATABASE IF EXISTS ${name}`,
      ),
  };
}

export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  const dir = external ? undefined : await fs.mkdtemp(path.join(os.tmpdir(), 'ruta-test-pg-'));
  const embedded = dir ? await startEmbeddedPostgres(dir, 'postgres') : undefined;
  const adminUrl = external ?? embedded!.url;
  // A throwaway cluster needs no durability: no fsync on commits, checkpoints or database copies.
  if (embedded) await adminQuery(adminUrl, 'ALTER SYSTEM SET fsync = off', 'SELECT pg_reload_conf()');
  const template = await makeTemplate(adminUrl);
  project.provide('databaseUrl', adminUrl);
  project.provide('templateDatabase', template.name);
  return async () => {
    await template.drop().catch(() => undefined);
    await embedded?.stop();
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  };
}
