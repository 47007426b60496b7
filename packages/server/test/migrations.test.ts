// A first start on an empty database: every migration, the GTFS tables' sync and the job queue's
// schema run from nothing and give exactly the schema of the template the other files' databases are
// copied from (global-setup.ts), so those copies test what a real first start makes.
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrations } from '../src/migrations/index.js';
import { createTestDatabase, startTestApp, type TestApp } from './helpers.js';

let fresh: TestApp;
let copied: TestApp;

beforeAll(async () => {
  fresh = await startTestApp({ DATABASE_URL: await createTestDatabase({ empty: true }) });
  copied = await startTestApp();
});
afterAll(async () => {
  await fresh?.close();
  await copied?.close();
});

/** Every column, index and constraint of the database's own schemas, as sorted lines. */
async function schemaOf(app: TestApp): Promise<string[]> {
  const { rows } = await sql<{ line: string }>`
    SELECT concat_ws(' ', table_schema, table_name, column_name, data_type, is_nullable, column_default) AS line
      FROM information_schema.columns WHERE table_schema NOT IN ('pg_catalog', 'information_schema')
    UNION ALL
    SELECT concat_ws(' ', schemaname, indexname, indexdef) FROM pg_indexes
      WHERE schemaname NOT IN ('pg_catalog', 'information_schema')
    UNION ALL
    SELECT concat_ws(' ', n.nspname, c.conname, pg_get_constraintdef(c.oid)) FROM pg_constraint c
      JOIN pg_namespace n ON n.oid = c.connamespace WHERE n.nspname NOT IN ('pg_catalog', 'information_schema')
    ORDER BY 1`.execute(app.db);
  return rows.map((r) => r.line);
}

it('migrates an empty database to the schema of the template, every migration recorded', async () => {
  const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(
    fresh.db,
  );
  expect(rows.map((r) => r.name)).toEqual(Object.keys(migrations).sort());
  const freshSchema = await schemaOf(fresh);
  expect(freshSchema.some((line) => line.startsWith('public gtfs_stop_times '))).toBe(true);
  expect(freshSchema.some((line) => line.startsWith('pgboss '))).toBe(true);
  expect(await schemaOf(copied)).toEqual(freshSchema);
});

it('a copy of the template is a database of its own', async () => {
  const alice = copied.client();
  const made = await alice.post('/api/user/register/', {
    username: 'copy@example.org',
    email: 'copy@example.org',
    password: 'Secret123',
    name: 'Ana',
    last_name: 'Pérez',
  });
  expect(made.status).toBe(201);
  const counted = async (app: TestApp) =>
    (await sql<{ n: number }>`SELECT count(*)::int AS n FROM users`.execute(app.db)).rows[0]!.n;
  expect(await counted(copied)).toBe(1);
  expect(await counted(fresh)).toBe(0);
});
