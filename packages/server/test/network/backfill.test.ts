// Projects imported before sketches existed get one when a worker starts, without waiting for an edit.
import { afterAll, describe, expect, it } from 'vitest';
import { signedInClient, startTestApp, type TestApp } from '../helpers.js';
import { importZip, makeZip } from '../feed/support.js';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

const feed = () =>
  makeZip({
    'agency.txt':
      'agency_id,agency_name,agency_url,agency_timezone\nA,Agency,https://a.example,America/Santiago\n',
    'stops.txt': 'stop_id,stop_name,stop_lat,stop_lon\nS1,Uno,-22.45,-68.92\nS2,Dos,-22.47,-68.90\n',
    'routes.txt': 'route_id,agency_id,route_short_name,route_type\nR1,A,1,3\n',
  });

async function computedAt(app: TestApp, id: number): Promise<Date | null> {
  const row = await app.db
    .selectFrom('projects')
    .select('network_computed_at')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.network_computed_at;
}

describe('network sketch backfill', () => {
  it('requests a sketch at start for every ready project without one, not for failed imports', async () => {
    const first = await startTestApp();
    apps.push(first);
    const alice = await signedInClient(first, 'backfill');
    const old = await importZip(alice, 'Before sketches', await feed());
    const { owner_id } = await first.db
      .selectFrom('projects')
      .select('owner_id')
      .where('id', '=', old.project_id)
      .executeTakeFirstOrThrow();
    const broken = await first.db
      .insertInto('projects')
      .values({ name: 'Broken', owner_id, creation_status: 'error_loading_gtfs' })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Let the import's own sketch land, then make the projects look as before migration 0008.
    for (let end = Date.now() + 20_000; !(await computedAt(first, old.project_id));) {
      if (Date.now() > end) throw new Error('first sketch not computed');
      await new Promise((r) => setTimeout(r, 200));
    }
    await first.db.updateTable('projects').set({ network_sketch: null, network_computed_at: null }).execute();
    const databaseUrl = first.config.databaseUrl!;
    await first.close();
    apps.pop();

    const second = await startTestApp({ DATABASE_URL: databaseUrl });
    apps.push(second);
    const end = Date.now() + 20_000;
    while (!(await computedAt(second, old.project_id))) {
      if (Date.now() > end) throw new Error('sketch not backfilled');
      await new Promise((r) => setTimeout(r, 200));
    }
    const row = await second.db
      .selectFrom('projects')
      .select('network_sketch')
      .where('id', '=', old.project_id)
      .executeTakeFirstOrThrow();
    expect((row.network_sketch as { stops: number[] }).stops.length).toBe(4);
    expect(await computedAt(second, broken.id)).toBeNull();
  });
});
