// Imports and builds cut by the database (a failover, a restart) at exact points, through a front
// address that drops one session: the job neither hangs nor blames the feed, and runs again to its end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, signedInClient, startTestApp, type Client, type TestApp } from './helpers.js';
import { feed } from './support/process-session.js';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.js';
import { waitForBuild } from './build/support.js';
import { importZip } from './feed/support.js';

let app: TestApp;
let proxy: TcpProxy;
let client: Client;

beforeAll(async () => {
  const databaseUrl = new URL(await createTestDatabase());
  proxy = await startTcpProxy(Number(databaseUrl.port));
  databaseUrl.port = String(proxy.port);
  app = await startTestApp({ DATABASE_URL: databaseUrl.toString() });
  client = await signedInClient(app);
});

afterAll(async () => {
  await app?.close();
  await proxy?.close();
});

describe('a job cut by the database', () => {
  it('an import whose connection drops between two statements (before a COPY) runs again instead of hanging', async () => {
    // The import's connection is gone right after it created its first staging table (not the
    // project's partition); its next statement is the COPY into it.
    proxy.cutAt(/CREATE TABLE "gtfs_agency_p\d+_i/, 'after-answer');
    const project = await importZip(client, 'cut between statements', await feed(20));
    expect(project.loading_gtfs_error_message).toBeNull();
    expect(project.creation_status).toBe('from_gtfs');
  });

  it('an import whose read of the stored zip is cut does not blame the zip, and runs again', async () => {
    proxy.cutAt(/FROM stored_file_chunks WHERE file_id/, 'now');
    const project = await importZip(client, 'cut while reading', await feed(20));
    expect(project.loading_gtfs_error_message).toBeNull();
    expect(project.creation_status).toBe('from_gtfs');
  });

  it('a build whose export is cut runs again and finishes, not blamed on the feed', async () => {
    const project = await importZip(client, 'built while cut', await feed(20));
    proxy.cutAt(/COPY \(SELECT/, 'now');
    const id = project.project_id;
    expect((await client.post(`/api/projects/${id}/build_and_validate_gtfs_file/`)).status).toBe(200);
    const built = await waitForBuild(client, id, 30_000);
    expect(built.gtfs_building_error_message).toBeNull();
    expect(built.gtfs_building_and_validation_status).toBe('finished');
  });
});
