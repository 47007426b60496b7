// A database that cannot serve: connections gone silent behind the front address (no answer, no
// close) and a read-only database (a standby, or a primary set read-only). Requests answer 503 with
// Retry-After within the configured timeouts and nothing hangs; /api/ready says why.
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, signedInClient, startTestApp, type Client, type TestApp } from './helpers.js';
import { adminQuery } from './support/debian-postgres.js';
import { until } from './support/process-session.js';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.js';

let app: TestApp | undefined;
let proxy: TcpProxy | undefined;
afterEach(async () => {
  await proxy?.close(); // first: a silent session would keep the pool's end waiting
  await app?.close();
  app = proxy = undefined;
});

/** Answers the request's status, Retry-After and how long it took. */
async function timed(client: Client, method: string, pathname: string, json?: unknown) {
  const started = Date.now();
  const res = await client.request(method, pathname, json === undefined ? {} : { json });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), ms: Date.now() - started };
}

describe('a database that cannot serve', () => {
  it('answers 503 within the query or connect timeout when its connections go silent', async () => {
    const databaseUrl = new URL(await createTestDatabase());
    proxy = await startTcpProxy(Number(databaseUrl.port));
    databaseUrl.port = String(proxy.port);
    app = await startTestApp({
      DATABASE_URL: databaseUrl.toString(),
      DATABASE_QUERY_TIMEOUT_SECONDS: '2',
      DATABASE_CONNECT_TIMEOUT_SECONDS: '2',
    });
    const client = await signedInClient(app);
    expect((await client.get('/api/projects/')).status).toBe(200);

    proxy.goSilent();
    // The pool's open connections (query timeout) and new ones (connect timeout), several at once.
    const answers = await Promise.all([
      timed(client, 'GET', '/api/projects/'),
      timed(client, 'POST', '/api/projects/', { name: 'silent' }),
      ...Array.from({ length: 12 }, () => timed(client, 'GET', '/api/projects/')),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.retryAfter).toBe('5');
      // 2 s of query timeout, plus 2 s to connect for those that had no open connection to draw.
      expect(answer.ms).toBeLessThan(4_500);
    }
    const ready = await timed(client, 'GET', '/api/ready/');
    expect(ready.status).toBe(503);
    expect(ready.ms).toBeLessThan(4_500);
    expect((await client.get('/api/health/')).status).toBe(200);
  });

  it('answers 503 to writes on a read-only database, and /api/ready says it is read-only', async () => {
    app = await startTestApp();
    const url = new URL(app.config.databaseUrl!);
    const database = url.pathname.slice(1);
    url.pathname = '/postgres'; // the statements below are not refused by the setting they change
    const admin = url.toString();
    const client = await signedInClient(app);
    // Every new session read-only, as on a standby; the sessions open now are ended, and gone (their
    // clients told) before the test goes on.
    const readOnly = async (on: boolean) => {
      await adminQuery(
        admin,
        `ALTER DATABASE ${database} SET default_transaction_read_only = ${on ? 'on' : 'off'}`,
      );
      const ended = await adminQuery<{ pid: number }>(
        admin,
        `SELECT pid, pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${database}'`,
      );
      const pids = ended.map((r) => r.pid).join(',') || '0';
      await until('the ended sessions gone', async () =>
        (await adminQuery(admin, `SELECT 1 FROM pg_stat_activity WHERE pid IN (${pids})`)).length
          ? undefined
          : true,
      );
      await new Promise((r) => setTimeout(r, 200));
    };
    await readOnly(true);
    const write = await client.post('/api/projects/', { name: 'on a standby' });
    expect(write.status).toBe(503);
    expect(write.headers.get('retry-after')).toBe('5');
    const ready = await client.get('/api/ready/');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'unavailable', detail: 'database is read-only' });

    await readOnly(false);
    expect((await client.get('/api/ready/')).status).toBe(200);
    expect((await client.post('/api/projects/', { name: 'on a primary' })).status).toBe(201);
  });
});
