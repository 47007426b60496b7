// Files above WORKER_MIN_BYTES are parsed and encoded in a worker thread (src/feed/parse-worker.ts):
// the same rows, invalid values, unknown columns and error messages as the in-thread path.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { copyTextOfTable, openGtfsZip, type GtfsReadWarning } from '@ruta/gtfs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyTextInWorker, WORKER_MIN_BYTES } from '../../src/feed/parse-worker.js';
import { signedInClient, startTestApp, type Client, type TestApp } from '../helpers.js';
import { importZip, makeZip, tableCounts } from './support.js';
import { sharedFeed } from '../support/shared-feeds.js';

let app: TestApp;
let alice: Client;

beforeAll(async () => {
  app = await startTestApp();
  alice = await signedInClient(app, 'big-files');
});
afterAll(async () => {
  await app?.close();
});

const AGENCY =
  'agency_id,agency_name,agency_url,agency_timezone\nA,Agency,https://a.example,America/Santiago\n';

/** stop_times.txt (few indexes, so a quick import) larger than WORKER_MIN_BYTES: good rows, then `tail`. */
function bigStopTimes(tail: string): { text: string; rows: number } {
  const lines = ['trip_id,arrival_time,departure_time,stop_id,stop_sequence,stop_headsign,note'];
  for (let i = 0, bytes = 0; bytes < WORKER_MIN_BYTES + 100_000; i++) {
    lines.push(
      `T${i >> 4},08:${String(i % 60).padStart(2, '0')}:00,,S${i % 97},${i % 16},"To ""X"", ${i}",n${i % 7}`,
    );
    bytes += lines.at(-1)!.length + 1;
  }
  return { text: `${lines.join('\n')}\n${tail}`, rows: lines.length - 1 };
}

describe('import of a file parsed in a worker thread', () => {
  it('loads every row, with invalid values and unknown columns as in the thread', async () => {
    const { text, rows } = bigStopTimes('BAD,abc,,S1,1,,red\n');
    const project = await importZip(
      alice,
      'Big stop times',
      await makeZip({ 'agency.txt': AGENCY, 'stop_times.txt': text }),
    );
    expect(project.creation_status).toBe('from_gtfs');
    expect((await tableCounts(app.db, project.project_id)).stop_times).toBe(rows + 1);
    const { rows: sample } = await sql<Record<string, unknown>>`
      SELECT trip_id, arrival_time, stop_headsign, invalid, extras FROM gtfs_stop_times
      WHERE project_id = ${project.project_id} AND (trip_id = 'BAD' OR (trip_id = 'T0' AND stop_sequence = 1))
      ORDER BY id`.execute(app.db);
    expect(sample).toEqual([
      {
        trip_id: 'T0',
        arrival_time: 8 * 3600 + 60,
        stop_headsign: 'To "X", 1',
        invalid: null,
        extras: { note: 'n1' },
      },
      {
        trip_id: 'BAD',
        arrival_time: null,
        stop_headsign: null,
        invalid: { arrival_time: 'abc' },
        extras: { note: 'red' },
      },
    ]);
  }, 120_000);

  it('ends an unclosed quote at the end of a big file with the line in the message', async () => {
    const { text, rows } = bigStopTimes('LAST,08:00:00,,S1,"never closed\n');
    const project = await importZip(
      alice,
      'Big broken',
      await makeZip({ 'agency.txt': AGENCY, 'stop_times.txt': text }),
    );
    expect(project.creation_status).toBe('error_loading_gtfs');
    expect(project.loading_gtfs_error_message).toMatch(
      new RegExp(`stop_times\\.txt line ${rows + 2}.*quoted`, 'i'),
    );
    expect(await tableCounts(app.db, project.project_id)).toEqual({});
    expect((await alice.get('/api/user/me/')).status).toBe(200);
  }, 120_000);

  // A real feed whose shapes.txt and stop_times.txt are both above WORKER_MIN_BYTES.
  const kaunas = sharedFeed('kaunas.zip', 'the worker text check');
  it.skipIf(!kaunas)(
    'writes the same COPY text and warnings as the thread for a real feed',
    async () => {
      const zip = await openGtfsZip(kaunas!);
      try {
        const big = zip.entries.filter((e) => e.table && e.uncompressedSize >= WORKER_MIN_BYTES);
        expect(big.map((e) => e.name).sort()).toEqual(['shapes.txt', 'stop_times.txt']);
        for (const entry of big) {
          const digest = async (batches: AsyncIterable<{ rows: number; text: string | Buffer }>) => {
            const hash = createHash('sha256');
            let rows = 0;
            for await (const b of batches) {
              hash.update(b.text);
              rows += b.rows;
            }
            return { rows, hash: hash.digest('hex') };
          };
          const here: GtfsReadWarning[] = [];
          const there: GtfsReadWarning[] = [];
          const expected = await digest(copyTextOfTable(entry, '7', here));
          expect(expected.rows).toBeGreaterThan(100_000);
          expect(await digest(copyTextInWorker(entry, '7', there))).toEqual(expected);
          expect(there).toEqual(here);
        }
      } finally {
        zip.close();
      }
    },
    120_000,
  );
});
