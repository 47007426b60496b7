// A table read in id ranges by two connections sharing one snapshot gives the same bytes as one COPY,
// and sees the snapshot, not rows written after it.
import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TABLES } from '@ruta/gtfs';
import { tableBytes } from '../../src/build/copy-table.js';
import { beginSnapshot, columnsOf, shareSnapshot } from '../../src/build/read-rows.js';
import { signedInClient, startTestApp, type TestApp } from '../helpers.js';
import { importZip } from '../feed/support.js';

const fixture = fileURLToPath(new URL('../../../gtfs/test-fixtures/caltrain_2017.zip', import.meta.url));
let app: TestApp;
const clients: pg.Client[] = [];
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.end()));
  await app?.close();
});

async function bytes(source: AsyncIterable<Buffer>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of source) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

it('reads a table in ranges on two connections of one snapshot, bytes unchanged', async () => {
  const user = await signedInClient(app, 'ranges');
  const project = await importZip(user, 'ranges', await fs.readFile(fixture));
  const projectId = project.project_id;
  const [main, helper, writer] = [0, 1, 2].map(
    () => new pg.Client({ connectionString: app.config.databaseUrl }),
  );
  clients.push(main!, helper!, writer!);
  await Promise.all(clients.map((c) => c.connect()));
  await beginSnapshot(main!);
  await shareSnapshot(main!, helper!);
  const table = TABLES.find((t) => t.name === 'stop_times')!;
  const columns = await columnsOf(main!, projectId, table);
  // Written after the snapshot: neither connection may see it.
  await writer!.query('DELETE FROM gtfs_stop_times WHERE project_id = $1 AND id % 2 = 0', [projectId]);
  const whole = await bytes(tableBytes(main!, projectId, table, columns));
  expect(whole.split('\n').length).toBeGreaterThan(100);
  for (const size of [1, 7, 50])
    expect(await bytes(tableBytes(main!, projectId, table, columns, helper, size))).toBe(whole);
  await main!.query('COMMIT');
  await helper!.query('COMMIT');
});
