// Downloads to clients that stop reading. A table's CSV (and the built zip, served the same way by
// files/send.ts) is read on a connection of its own in one snapshot, not on a connection of the
// request pool: more stalled downloads than the pool holds leave every other request answering; a
// client that goes away gives its connection back, and so does one that reads nothing for
// DOWNLOAD_STALL_SECONDS.
import net from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Client, TestApp } from './helpers.js';
import { startWithProject } from './support/project.js';

const POOL_SIZE = 10; // createDb's default pool of the server
const STALLED = POOL_SIZE + 2;
const ROWS = 120_000; // about 18 MB of CSV: more than the socket buffers of both ends hold
// Long enough that a request waiting for a pool connection (which a stalled download would hold until
// it is ended) is told apart from one slowed only by a loaded machine.
const STALL_SECONDS = 20;

let app: TestApp;
let alice: Client;
let P: string;

beforeAll(async () => {
  ({
    app,
    client: alice,
    base: P,
  } = await startWithProject('Slow downloads', 'alice', {
    DOWNLOAD_STALL_SECONDS: String(STALL_SECONDS),
  }));
  const lines = ['stop_id,stop_name,stop_desc,stop_lat,stop_lon'];
  for (let i = 0; i < ROWS; i++)
    lines.push(
      `S${i},Stop number ${i} of the slow download test,A description long enough to make the file big ${i},-22.${i % 1000},-68.${i % 997}`,
    );
  const res = await alice.request('PUT', `${P}/stops/upload/`, { body: lines.join('\n') + '\n' });
  expect(res.status).toBe(200);
}, 120_000);
afterAll(async () => {
  await app?.close();
});

/** Connections of the test database inside a transaction (a download's snapshot). */
const inTransaction = () =>
  sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity
    WHERE datname = current_database() AND state LIKE 'idle in transaction%'`
    .execute(app.db)
    .then((r) => r.rows[0]!.n);

async function until(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 600; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Opens `count` CSV downloads whose client reads nothing; answers their sockets. */
function stalledDownloads(count: number): Promise<net.Socket[]> {
  const { port } = new URL(app.url);
  return Promise.all(
    Array.from({ length: count }, async () => {
      const socket = net.connect(Number(port), '127.0.0.1');
      socket.on('error', () => undefined);
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.pause(); // reads nothing: the server's writes back up once the buffers are full
      socket.write(
        `GET ${P}/stops/download/ HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
          `User-Id: ${alice.userId}\r\nUser-Token: ${alice.token}\r\n\r\n`,
      );
      return socket;
    }),
  );
}

it('stalled CSV downloads do not hold the request pool, and a client gone gives its connection back', async () => {
  const sockets = await stalledDownloads(STALLED);
  try {
    // Every download is under way and stuck in its snapshot: more of them than the pool has connections.
    await until(async () => (await inTransaction()) >= STALLED, `${STALLED} downloads to stall`);
    const started = Date.now();
    const page = await alice.get(`${P}/stops/?per_page=1&sort=stop_name|desc`);
    expect(page.status).toBe(200);
    expect(page.body.pagination.total).toBe(ROWS);
    expect((await alice.get(`${P}/tables/`)).body.stops.entries).toBe(ROWS);
    // Answered while every download still holds its snapshot: not queued behind one of them.
    expect(await inTransaction()).toBeGreaterThanOrEqual(STALLED);
    expect(Date.now() - started).toBeLessThan(STALL_SECONDS * 1000);
  } finally {
    for (const socket of sockets) socket.destroy();
  }
  await until(async () => (await inTransaction()) === 0, 'the downloads to release their connections');
}, 120_000);

it('a download whose client reads nothing for DOWNLOAD_STALL_SECONDS is ended and frees its connection', async () => {
  const [socket] = await stalledDownloads(1);
  await until(async () => (await inTransaction()) === 1, 'the download to stall');
  const stalledAt = Date.now();
  // Still held a moment later: the bound is the stall time, not the first pause.
  await new Promise((r) => setTimeout(r, 1000));
  expect(await inTransaction()).toBe(1);
  await until(async () => (await inTransaction()) === 0, 'the stalled download to release its connection');
  // The socket's idle timer restarts with each write the kernel takes, and a loaded server keeps
  // filling the buffers for a while after the client stops reading.
  expect(Date.now() - stalledAt).toBeLessThan((2 * STALL_SECONDS + 10) * 1000);
  // What the client reads now ends short of the whole table: the server ended the download.
  let bytes = 0;
  socket!.on('data', (chunk: Buffer) => (bytes += chunk.length));
  await new Promise((resolve) => socket!.once('close', resolve).resume());
  const whole = (await alice.request('GET', `${P}/stops/download/`)).text.length;
  expect(bytes).toBeGreaterThan(0);
  expect(bytes).toBeLessThan(whole);
}, 120_000);
