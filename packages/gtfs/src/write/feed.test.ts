import { PassThrough } from 'node:stream';
import { expect, it } from 'vitest';
import type { GtfsRow } from '../row.js';
import { stops } from '../schema/tables.js';
import { writeFeed } from './feed.js';

const row: GtfsRow = { values: { stop_id: 'S1', stop_name: 'Uno' }, invalid: null, extras: null };

it('rejects, without crashing the process, when a table stops half-way', async () => {
  async function* failing() {
    yield [row];
    throw new Error('database went away');
  }
  const out = new PassThrough();
  out.resume();
  await expect(writeFeed({ tables: [{ table: stops, rows: failing() }] }, out)).rejects.toThrow(
    'database went away',
  );
});

it('rejects when an extra file stream fails', async () => {
  const broken = new PassThrough();
  setTimeout(() => broken.destroy(new Error('disk read failed')), 10);
  const out = new PassThrough();
  out.resume();
  await expect(
    writeFeed(
      { tables: [{ table: stops, rows: [[row]] }], files: [{ name: 'x.txt', data: () => broken }] },
      out,
    ),
  ).rejects.toThrow('disk read failed');
});
