// The build's COPY text equals what RowFormatter of @ruta/gtfs writes from the row model (invalid
// values, unknown columns, quoting), and a table read in id ranges by two connections sharing one
// snapshot gives the same bytes as one COPY, and sees the snapshot, not rows written after it.
import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RowFormatter, TABLES } from '@ruta/gtfs';
import { tableBytes } from '../../src/build/copy-table.js';
import { beginSnapshot, columnsOf, hasRows, readRows, shareSnapshot } from '../../src/build/read-rows.js';
import { signedInClient, startTestApp, type TestApp } from '../helpers.js';
import { importZip, makeZip } from '../feed/support.js';

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

it('writes every table as RowFormatter does, invalid values and unknown columns included', async () => {
  const user = await signedInClient(app, 'copytext');
  const zip = await makeZip({
    'agency.txt':
      'agency_id,agency_name,agency_url,agency_timezone,x_note\nA,"Ag, ""one""",https://a.example,UTC,"multi\nline"\n',
    'stops.txt':
      'stop_id,zone_color,stop_name,stop_lat,stop_lon\nS1,red,Uno,-22.45,-68.92\nS2,,"Dos, ""centro""",abc,-68.9000\nS3,,\\.,1e-7,0.1\n',
    'routes.txt': 'route_id,agency_id,route_type,route_color\nR1,A,3,GGZZ00\nR2,A,3,ff0000\n',
    'trips.txt': 'route_id,service_id,trip_id\nR1,WK,T1\n',
    'stop_times.txt':
      'trip_id,arrival_time,departure_time,stop_id,stop_sequence,shape_dist_traveled\nT1,8:00:00,08:00:00,S1,1,0\nT1,8h,125:31:00,S9,99999999999,123456789.123\n',
    'calendar.txt':
      'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nWK,1,1,1,1,1,0,0,20200101,2020-13-45\n',
  });
  const project = await importZip(user, 'copytext', zip);
  expect(project.creation_status).toBe('from_gtfs');
  const client = new pg.Client({ connectionString: app.config.databaseUrl });
  clients.push(client);
  await client.connect();
  await beginSnapshot(client);
  for (const table of TABLES) {
    if (!(await hasRows(client, project.project_id, table))) continue;
    const columns = await columnsOf(client, project.project_id, table);
    const formatter = new RowFormatter(table, columns);
    let expected = formatter.header();
    for await (const rows of readRows(client, project.project_id, table, columns))
      expected += formatter.rows(rows);
    expect(await bytes(tableBytes(client, project.project_id, table, columns)), table.name).toBe(expected);
  }
  await client.query('COMMIT');
});
