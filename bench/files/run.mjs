// How files are stored in PostgreSQL, measured: the storage module's chunked bytea (src/files/store.ts,
// the code the server runs) against large objects (lo_create/lo_put/lo_get, what pg-large-object and
// similar libraries use), writing and reading the same incompressible bytes, plus each one's size on
// disk; then, for the import, reading a stored zip by ranges against first copying it to a temp file.
// Starts an embedded PostgreSQL in a temp directory (or uses BENCH_DATABASE_URL).
// Run: npx tsc -b packages/gtfs packages/server && node bench/files/run.mjs   (BENCH_FILE_MB=256)
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { paddedZip } from '../support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = (p) => import(path.join(root, 'packages/server/dist', p));
const { createDb } = await dist('db/connection.js');
const { migrateToLatest } = await dist('migrations/migrate.js');
const { startEmbeddedPostgres } = await dist('db/embedded-postgres.js');
const store = await dist('files/store.js');
const { openGtfsZip } = await import(path.join(root, 'packages/gtfs/dist/index.js'));

const MB = 2 ** 20;
const totalMb = Number(process.env.BENCH_FILE_MB ?? 256);
const block = randomBytes(MB);
const source = function* () {
  for (let i = 0; i < totalMb; i++) yield block;
};

let embedded;
let dir;
let url = process.env.BENCH_DATABASE_URL;
if (!url) {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ruta-bench-files-'));
  await fs.chmod(dir, 0o755); // PostgreSQL runs as its own user when we are root
  embedded = await startEmbeddedPostgres(dir, 'ruta');
  url = embedded.url;
}
const db = createDb(url, { max: 2 });
const timed = async (label, f) => {
  const t0 = performance.now();
  const result = await f();
  const s = (performance.now() - t0) / 1000;
  console.log(`${label}: ${s.toFixed(2)} s, ${(totalMb / s).toFixed(0)} MB/s`);
  return result;
};
const relationMb = async (name) =>
  Math.round((await store.dbQuery(db)(`SELECT pg_total_relation_size($1::regclass) AS n`, [name]))[0].n / MB);

try {
  await migrateToLatest(db);
  const q = store.dbQuery(db);
  console.log(`${totalMb} MB of random bytes, load average ${os.loadavg()[0].toFixed(1)}`);

  const file = await timed('chunked bytea write (4 MiB chunks)', () =>
    db
      .transaction()
      .execute((trx) =>
        store.writeFile(store.dbQuery(trx), { projectId: null, kind: 'upload', name: 'bench' }, source()),
      ),
  );
  await timed('chunked bytea read (1 MiB slices)', async () => {
    for await (const part of store.readRange(q, file.id, 0, file.size)) void part;
  });
  console.log(`chunked bytea on disk: ${await relationMb('stored_file_chunks')} MB`);

  const oid = await timed('large object write (lo_put, 4 MiB)', () =>
    db.transaction().execute(async (trx) => {
      const tq = store.dbQuery(trx);
      const [{ oid }] = await tq('SELECT lo_create(0) AS oid', []);
      for (let i = 0; i < totalMb; i += 4)
        await tq('SELECT lo_put($1, $2, $3)', [oid, i * MB, Buffer.concat([block, block, block, block])]);
      return oid;
    }),
  );
  await timed('large object read (lo_get, 1 MiB)', async () => {
    for (let i = 0; i < totalMb; i++) await q('SELECT lo_get($1, $2, $3) AS d', [oid, i * MB, MB]);
  });
  console.log(`large objects on disk: ${await relationMb('pg_largeobject')} MB`);
  await q('SELECT lo_unlink($1)', [oid]);

  // The import's choice: a stored zip (the sample feed plus padding to the test's size) read by
  // ranges, against copying it to a temp file first and opening that.
  const padded = paddedZip(path.join(root, 'packages/gtfs/test-fixtures/google_sample.zip'), totalMb);
  const stored = await db
    .transaction()
    .execute((trx) =>
      store.writeFile(
        store.dbQuery(trx),
        { projectId: null, kind: 'upload', name: 'zip' },
        createReadStream(padded),
      ),
    );
  const readAgency = async (source) => {
    const z = await openGtfsZip(source);
    await z.entries.find((e) => e.name === 'agency.txt').readBytes();
    z.close();
  };
  const tmp = path.join(os.tmpdir(), `ruta-bench-files-${process.pid}.zip`);
  await timed('import by temp file: copy the stored zip out', () =>
    pipeline(store.fileStream(q, stored), createWriteStream(tmp)),
  );
  let t0 = performance.now();
  await readAgency(tmp);
  console.log(
    `  then open it, list entries, read agency.txt: ${((performance.now() - t0) / 1000).toFixed(2)} s`,
  );
  await fs.rm(tmp, { force: true });
  t0 = performance.now();
  await readAgency(store.rangeSource(q, stored));
  console.log(
    `import by ranges: open, list entries, read agency.txt: ${((performance.now() - t0) / 1000).toFixed(2)} s`,
  );
  if (process.env.BENCH_KEEP_ZIP !== '1') await fs.rm(padded, { force: true });
} finally {
  await db.destroy();
  await embedded?.stop();
  if (dir) await fs.rm(dir, { recursive: true, force: true });
}
