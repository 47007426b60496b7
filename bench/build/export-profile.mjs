// Profile of the export alone (no HTTP, no job): an embedded PostgreSQL, one feed loaded with the
/* global performance */
// import's replaceProjectFeed, then exportFeed to a file, timed, with the query plan of a batch read.
// Run: npx tsc -b packages/gtfs packages/server && node bench/build/export-profile.mjs feed.zip
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = (p) => import(path.join(root, 'packages/server/dist', p));
const { startEmbeddedPostgres } = await dist('db/embedded-postgres.js');
const { createDb } = await dist('db/connection.js');
const { migrateToLatest } = await dist('migrations/migrate.js');
const { replaceProjectFeed } = await dist('feed/import.js');
const { exportFeed } = await dist('build/export.js');
const { beginSnapshot, shareSnapshot, columnsOf, hasRows } = await dist('build/read-rows.js');
const { copyTableSql } = await dist('build/copy-table.js');
const { TABLES } = await import('@ruta/gtfs');
const { to: copyTo } = await import('pg-copy-streams');

/** CPU seconds (user + system) of a PostgreSQL backend, from /proc (its pid from pg_backend_pid()). */
const backendCpu = async (c) => {
  const { rows } = await c.query('SELECT pg_backend_pid() AS pid');
  const stat = await fs.readFile(`/proc/${rows[0].pid}/stat`, 'utf8');
  const f = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .map(Number);
  return (f[11] + f[12]) / 100;
};

const feed = process.argv[2];
if (!feed) throw new Error('usage: export-profile.mjs feed.zip');
const dir = process.env.PROFILE_PG_DIR ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'ruta-export-profile-')));
await fs.chmod(dir, 0o755);
const embedded = await startEmbeddedPostgres(path.join(dir, 'pg'), 'ruta');
const db = createDb(embedded.url);
try {
  await migrateToLatest(db);
  const client = new pg.Client({ connectionString: embedded.url });
  await client.connect();
  let { rows } = await client.query('SELECT id FROM projects LIMIT 1');
  if (!rows.length) {
    await client.query(
      `INSERT INTO users (username, email, password_hash, name, last_name) VALUES ('p','p','x','p','p')`,
    );
    await client.query(
      `INSERT INTO projects (owner_id, name, creation_status) SELECT id, 'p', 'from_gtfs' FROM users`,
    );
    ({ rows } = await client.query('SELECT id FROM projects LIMIT 1'));
    const t0 = performance.now();
    await client.query('BEGIN');
    await replaceProjectFeed(client, rows[0].id, feed);
    await client.query('COMMIT');
    console.log(`load ${((performance.now() - t0) / 1000).toFixed(2)} s`);
  }
  const projectId = rows[0].id;
  const plan = await client.query(
    `EXPLAIN SELECT * FROM gtfs_stop_times WHERE project_id = $1 AND id >= $2 AND id < $2 + 250000 ORDER BY id`,
    [projectId, 0],
  );
  console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
  const out = path.join(dir, 'out.zip');
  const t1 = performance.now();
  // As the build job does: a second connection in the same snapshot reads big tables in parallel.
  const helper = new pg.Client({ connectionString: embedded.url });
  await helper.connect();
  const pgCpu0 = (await backendCpu(client)) + (await backendCpu(helper));
  const nodeCpu0 = process.cpuUsage();
  await beginSnapshot(client);
  await shareSnapshot(client, helper);
  await exportFeed(client, projectId, createWriteStream(out), undefined, helper);
  await client.query('COMMIT');
  const exportS = (performance.now() - t1) / 1000;
  const nodeCpu = process.cpuUsage(nodeCpu0);
  const pgCpu = (await backendCpu(client)) + (await backendCpu(helper)) - pgCpu0;
  await helper.end();
  console.log(
    `export ${exportS.toFixed(2)} s, ${((await fs.stat(out)).size / 1e6).toFixed(1)} MB, rss ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB; ` +
      `CPU: this process ${((nodeCpu.user + nodeCpu.system) / 1e6).toFixed(2)} s, PostgreSQL ${pgCpu.toFixed(2)} s`,
  );
  // Where PostgreSQL's part goes: each table's COPY alone on one connection (the export's settings),
  // its bytes dropped.
  await beginSnapshot(client);
  for (const table of TABLES) {
    if (!(await hasRows(client, projectId, table))) continue;
    const sql = copyTableSql(table, await columnsOf(client, projectId, table), projectId);
    const [cpu0, t0] = [await backendCpu(client), performance.now()];
    let bytes = 0;
    for await (const chunk of client.query(copyTo(sql))) bytes += chunk.length;
    const ms = performance.now() - t0;
    const cpu = (await backendCpu(client)) - cpu0;
    console.log(
      `  ${table.name}: COPY alone ${ms.toFixed(0)} ms, PostgreSQL CPU ${cpu.toFixed(2)} s, ${(bytes / 1e6).toFixed(1)} MB`,
    );
  }
  await client.query('COMMIT');
  await client.end();
} finally {
  await db.destroy();
  await embedded.stop();
  if (!process.env.PROFILE_PG_DIR) await fs.rm(dir, { recursive: true, force: true });
}
