// Read → write → read gives back the same rows (as multisets), the same columns in the same order and
// the same extra files, for the committed fixtures and for every shared feed when they are present.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openGtfsZip } from './read/zip.js';
import { readTable } from './read/table.js';
import { GtfsReadError } from './read/errors.js';
import { makeZip } from './test-helpers/make-zip.js';
import { SHARED_FEEDS as shared, sharedFeeds } from './test-helpers/shared-feeds.js';
import { writeFeed, type RawFileOutput, type TableOutput } from './write/feed.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixtures = path.resolve(here, '../test-fixtures');

interface FeedContent {
  /** file → columns in order */
  columns: Map<string, string[]>;
  /** file → multiset of rows (canonical JSON → count) */
  rows: Map<string, Map<string, number>>;
  /** file → bytes of non-table files */
  raw: Map<string, Buffer>;
}

async function load(source: string | Buffer): Promise<FeedContent> {
  const zip = await openGtfsZip(source);
  const content: FeedContent = { columns: new Map(), rows: new Map(), raw: new Map() };
  try {
    for (const entry of zip.entries) {
      if (entry.kind !== 'table') {
        content.raw.set(entry.name, await entry.readBytes());
        continue;
      }
      const bag = new Map<string, number>();
      for await (const batch of readTable(entry)) {
        content.columns.set(entry.name, batch.header.columns);
        for (const r of batch.rows) {
          const key = JSON.stringify([r.values, r.invalid, r.extras]);
          bag.set(key, (bag.get(key) ?? 0) + 1);
        }
      }
      content.rows.set(entry.name, bag);
    }
  } finally {
    zip.close();
  }
  return content;
}

/** Export a feed exactly as the server would: recorded column order, rows streamed, extra files raw. */
async function rewrite(source: string | Buffer): Promise<Buffer> {
  const zip = await openGtfsZip(source);
  const tables: TableOutput[] = [];
  const files: RawFileOutput[] = [];
  for (const entry of zip.entries) {
    if (entry.kind === 'table') {
      let columns: string[] = [];
      for await (const b of readTable(entry)) {
        columns = b.header.columns;
        break;
      }
      tables.push({
        table: entry.table!,
        columns,
        rows: (async function* () {
          for await (const b of readTable(entry)) yield b.rows;
        })(),
      });
    } else files.push({ name: entry.name, data: () => entry.open() });
  }
  const out = new PassThrough();
  const parts: Buffer[] = [];
  out.on('data', (b: Buffer) => parts.push(b));
  await writeFeed({ tables, files }, out);
  zip.close();
  return Buffer.concat(parts);
}

async function expectRoundTrip(source: string | Buffer): Promise<void> {
  const before = await load(source);
  const after = await load(await rewrite(source));
  expect([...after.columns.keys()].sort()).toEqual([...before.columns.keys()].sort());
  for (const [file, cols] of before.columns) expect(after.columns.get(file), file).toEqual(cols);
  for (const [file, bag] of before.rows) {
    const got = after.rows.get(file)!;
    expect(got.size, file).toBe(bag.size);
    for (const [key, n] of bag) expect(got.get(key), `${file}: ${key}`).toBe(n);
  }
  expect([...after.raw.keys()].sort()).toEqual([...before.raw.keys()].sort());
  for (const [file, bytes] of before.raw) expect(after.raw.get(file)!.equals(bytes), file).toBe(true);
}

describe('round trip', () => {
  for (const name of readdirSync(fixtures).filter((f) => f.endsWith('.zip')))
    it(`fixture ${name}`, () => expectRoundTrip(path.join(fixtures, name)));

  it('keeps invalid values, unknown columns and column order', async () => {
    await expectRoundTrip(
      await makeZip({
        'routes.txt': 'x,route_type,route_id,route_color\n1,3,R1,GGZZ00\n"a,b",abc,R2,ff0000\n',
        'calendar.txt': 'service_id,start_date,end_date,monday\nS,2020-13-45,20201231,1\n',
        'stop_times.txt': 'trip_id,stop_sequence,arrival_time\nT,1,25:61:00\nT,2,5:00:00\n',
        'translations.txt': 'raw,kept\n',
      }),
    );
  });

  // Every feed of the shared collection: either it round-trips or it ends in a clear GtfsReadError.
  const feeds = sharedFeeds('shared feeds round trip');
  if (!feeds.length) it.skip(`shared feeds (${shared} not found)`, () => {});
  // Feeds above 1 MB zipped (kaunas, nyc_subway, hart, rtc_lasvegas, wmata_rail) take ~45 s together:
  // they run with RUTA_ROUNDTRIP_MAX_BYTES=Infinity (bench/csv/roundtrip-all.mjs).
  const MAX_IN_TEST = Number(process.env.RUTA_ROUNDTRIP_MAX_BYTES ?? 1_000_000);
  for (const name of feeds) {
    const file = path.join(shared, name);
    const small = statSync(file).size <= MAX_IN_TEST;
    (small ? it : it.skip)(
      `shared feed ${name}`,
      async () => {
        try {
          await expectRoundTrip(file);
        } catch (err) {
          if (err instanceof GtfsReadError) {
            console.log(`${name}: refused with [${err.code}] ${err.message}`);
            return;
          }
          throw err;
        }
      },
      60_000,
    );
  }
});
