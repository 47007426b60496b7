// Reads from a read replica (DATABASE_READ_URL): a server whose DATABASE_URL is a primary of Debian's
// PostgreSQL and whose DATABASE_READ_URL is its hot standby. The standby's replay is paused to tell the
// nodes apart: a list read from the replica misses the newest edit, one read from the primary has it.
// Sign-in and edits go to the primary, a user's reads right after their edit too (read-your-own-
// writes), other reads, the public feeds among them, to the replica (its connections show in its
// pg_stat_activity).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READ_YOUR_WRITES_MS } from '../src/http/replica-reads.js';
import { signedInClient, startTestApp, type TestApp } from './helpers.js';
import {
  adminQuery,
  debianBin,
  REPLICATION_TOOLS,
  replicatedDatabase,
  type Cluster,
  type ReplicatedDatabase,
} from './support/debian-postgres.js';
import { feed, until } from './support/process-session.js';
import { builtProject, fetchPublic, propose, publish } from './releases/support.js';
import { createRow } from './support/project.js';

const bin = debianBin(REPLICATION_TOOLS);
let pair: ReplicatedDatabase | undefined;
let primary: Cluster;
let standby: Cluster;
let app: TestApp;

beforeAll(async () => {
  if (!bin) return;
  pair = await replicatedDatabase(bin, false);
  ({ primary, standby } = pair);
  app = await startTestApp({ DATABASE_URL: primary.url('ruta'), DATABASE_READ_URL: standby.url('ruta') });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await pair?.stop();
});

const readConnections = async (node: Cluster) =>
  (
    await adminQuery<{ n: number }>(
      node.url(),
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'ruta-read'`,
    )
  )[0]!.n;

describe('reads from a read replica', () => {
  if (!bin) {
    it.skip(`needs ${REPLICATION_TOOLS.join('/')} under /usr/lib/postgresql/*/bin: apt-get install postgresql`, () => {});
    return;
  }

  it('reads lists from the replica, and a user sees their own edit on the next read', async () => {
    // Registration, the verification link (a GET that writes) and sign-in work: they reach the primary.
    const alice = await signedInClient(app, 'replica');
    const created = await alice.post<{ project_id: number }>('/api/projects/', { name: 'replicated' });
    expect(created.status).toBe(201);
    const base = `/api/projects/${created.body.project_id}`;
    const stop = (id: string) => ({ stop_id: id, stop_name: id, stop_lat: -22.4, stop_lon: -68.9 });
    await createRow(alice, base, 'stops', stop('S1'));
    const listed = async () =>
      ((await alice.get<{ results: { stop_id: string }[] }>(`${base}/stops/`)).body.results ?? []).map(
        (r) => r.stop_id,
      );
    await until('S1 on the standby', async () =>
      (await adminQuery(standby.url('ruta'), `SELECT 1 FROM gtfs_stops WHERE stop_id = 'S1'`)).length
        ? true
        : undefined,
    );
    await adminQuery(standby.url(), 'SELECT pg_wal_replay_pause()');

    await createRow(alice, base, 'stops', stop('S2'));
    // Right after the edit: from the primary.
    expect(await listed()).toEqual(['S1', 'S2']);
    // Later: from the replica, which has not replayed S2.
    await new Promise((r) => setTimeout(r, READ_YOUR_WRITES_MS + 200));
    expect(await listed()).toEqual(['S1']);
    expect(await readConnections(standby)).toBeGreaterThan(0);
    expect(await readConnections(primary)).toBe(0);
    // The readiness probe checks the primary, not the (read-only) replica.
    expect((await alice.get('/api/ready/')).status).toBe(200);

    await adminQuery(standby.url(), 'SELECT pg_wal_replay_resume()');
    await until('S2 replayed', async () => ((await listed()).includes('S2') ? true : undefined), 10_000);
  }, 60_000);

  it('serves the public feeds from the replica', async () => {
    const alice = await signedInClient(app, 'publisher');
    const projectId = await builtProject(alice, 'published', await feed(20));
    const release = await propose(alice, projectId);
    const slug = `replica-${projectId}`;
    expect(
      (await alice.put(`/api/projects/${projectId}/publishing/`, { slug, webhook_url: null })).status,
    ).toBe(200);
    // Published on the primary while the replica replays nothing.
    await adminQuery(standby.url(), 'SELECT pg_wal_replay_pause()');
    await publish(alice, projectId, release.number);
    await new Promise((r) => setTimeout(r, READ_YOUR_WRITES_MS + 200));
    expect((await fetchPublic(app.url, `/feeds/${slug}/gtfs.zip`)).status).toBe(404);
    await adminQuery(standby.url(), 'SELECT pg_wal_replay_resume()');
    await until('the feed on the replica', async () =>
      (await fetchPublic(app.url, `/feeds/${slug}/gtfs.zip`)).status === 200 ? true : undefined,
    );
  }, 90_000);
});
