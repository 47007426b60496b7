import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { openGtfsZip, type GtfsZip } from './zip.js';
import { readTable } from './table.js';
import { GtfsReadError, type GtfsReadWarning } from './errors.js';
import type { GtfsRow, TableHeader } from '../row.js';
import { makeZip } from '../test-helpers/make-zip.js';

const AGENCY = 'agency_id,agency_name,agency_url,agency_timezone\nA,Agency,https://a.org,America/Santiago\n';

async function readOne(
  files: Record<string, string | Buffer>,
  name: string,
): Promise<{ header: TableHeader; rows: GtfsRow[]; warnings: GtfsReadWarning[]; zip: GtfsZip }> {
  const zip = await openGtfsZip(await makeZip(files));
  const entry = zip.entries.find((e) => e.name === name);
  if (!entry) throw new Error(`no ${name}`);
  const warnings: GtfsReadWarning[] = [...zip.warnings];
  const rows: GtfsRow[] = [];
  let header: TableHeader | undefined;
  for await (const b of readTable(entry, { warnings, batchSize: 2 })) {
    header = b.header;
    rows.push(...b.rows);
  }
  zip.close();
  return { header: header!, rows, warnings, zip };
}

async function expectError(p: Promise<unknown>, code: string): Promise<GtfsReadError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(GtfsReadError);
  expect((err as GtfsReadError).code).toBe(code);
  return err as GtfsReadError;
}

const codes = (w: GtfsReadWarning[]) => w.map((x) => x.code);

describe('reading a GTFS zip', () => {
  it('reads a zip through a range source (random access, e.g. from a database)', async () => {
    // An incompressible extra file makes the archive bigger than the tail the reader looks at first.
    const bytes = await makeZip({ 'agency.txt': AGENCY, 'notes.bin': randomBytes(300_000) });
    const ranges: [number, number][] = [];
    const zip = await openGtfsZip({
      size: bytes.length,
      readRange: (start, end) => {
        ranges.push([start, end]);
        return Readable.from([bytes.subarray(start, end)]);
      },
    });
    const agency = zip.entries.find((e) => e.name === 'agency.txt')!;
    expect((await agency.readBytes()).toString()).toBe(AGENCY);
    expect(zip.entries.map((e) => e.name).sort()).toEqual(['agency.txt', 'notes.bin']);
    // Only ranges were read, never the whole archive at once.
    expect(ranges.every(([start, end]) => end - start < bytes.length / 2)).toBe(true);
    zip.close();
  });

  it('reads UTF-8 with and without BOM, LF and CRLF alike', async () => {
    const plain = await readOne({ 'agency.txt': AGENCY }, 'agency.txt');
    const bom = await readOne({ 'agency.txt': '\uFEFF' + AGENCY.replace(/\n/g, '\r\n') }, 'agency.txt');
    expect(bom.header.columns).toEqual(plain.header.columns);
    expect(bom.rows).toEqual(plain.rows);
    expect(plain.rows[0]!.values).toEqual({
      agency_id: 'A',
      agency_name: 'Agency',
      agency_url: 'https://a.org',
      agency_timezone: 'America/Santiago',
    });
  });

  it('reads quoted fields with commas, quotes and newlines', async () => {
    const { rows } = await readOne(
      { 'stops.txt': 'stop_id,stop_name,stop_desc\nS1,"Main, North","He said ""hi""\nthen left"\n' },
      'stops.txt',
    );
    expect(rows[0]!.values).toEqual({
      stop_id: 'S1',
      stop_name: 'Main, North',
      stop_desc: 'He said "hi"\nthen left',
    });
  });

  it('trims header names and values', async () => {
    const { header, rows, warnings } = await readOne(
      { 'stops.txt': ' stop_id , stop_lat \n S1 , -33.5 \n' },
      'stops.txt',
    );
    expect(header.columns).toEqual(['stop_id', 'stop_lat']);
    expect(rows[0]!.values).toEqual({ stop_id: 'S1', stop_lat: -33.5 });
    expect(codes(warnings)).toContain('header_whitespace_trimmed');
  });

  it('accepts one top-level folder and ignores OS junk', async () => {
    const zip = await openGtfsZip(
      await makeZip({
        'feed/agency.txt': AGENCY,
        'feed/.DS_Store': 'junk',
        'feed/Thumbs.db': 'junk',
        '__MACOSX/feed/._agency.txt': 'junk',
        'feed/notes.pdf': 'pdf',
      }),
    );
    expect(zip.entries.map((e) => [e.name, e.kind])).toEqual([
      ['agency.txt', 'table'],
      ['notes.pdf', 'unknown'],
    ]);
    expect(codes(zip.warnings)).toEqual(['ignored_os_file', 'top_level_folder']);
    zip.close();
  });

  it('converts UTF-16 LE and BE with BOM to UTF-8', async () => {
    const text = 'stop_id,stop_name\nS1,Ñuñoa\n';
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const be = Buffer.from(le);
    be.swap16();
    for (const bytes of [le, be]) {
      const { rows, warnings } = await readOne({ 'stops.txt': bytes }, 'stops.txt');
      expect(rows[0]!.values).toEqual({ stop_id: 'S1', stop_name: 'Ñuñoa' });
      expect(codes(warnings)).toContain('converted_utf16');
    }
  });

  it('replaces invalid UTF-8 bytes with a warning naming the file', async () => {
    const bytes = Buffer.concat([
      Buffer.from('stop_id,stop_name\nS1,Caf'),
      Buffer.from([0xe9]),
      Buffer.from('\n'),
    ]);
    const { rows, warnings } = await readOne({ 'stops.txt': bytes }, 'stops.txt');
    expect(rows[0]!.values.stop_name).toBe('Caf\uFFFD');
    const w = warnings.find((x) => x.code === 'invalid_utf8_replaced');
    expect(w?.file).toBe('stops.txt');
    expect(w?.line).toBe(2);
  });

  it('keeps the first five lines of a repeated warning as examples', async () => {
    const rows = Array.from({ length: 7 }, (_, i) => `S${i}`).join('\n');
    const { warnings } = await readOne({ 'stops.txt': `stop_id,stop_name\n${rows}\n` }, 'stops.txt');
    const w = warnings.find((x) => x.code === 'row_too_short');
    expect(w).toMatchObject({ count: 7, line: 2, lines: [2, 3, 4, 5, 6] });
  });

  it('keeps rows with fewer or more cells than the header and reports them', async () => {
    const { rows, warnings } = await readOne(
      { 'stops.txt': 'stop_id,stop_name\nS1\nS2,Two,extra\nS3,Three,\n' },
      'stops.txt',
    );
    expect(rows.map((r) => r.values)).toEqual([
      { stop_id: 'S1', stop_name: null },
      { stop_id: 'S2', stop_name: 'Two' },
      { stop_id: 'S3', stop_name: 'Three' },
    ]);
    expect(rows[1]!.extras).toEqual({ '(column 3)': 'extra' });
    expect(rows[2]!.extras).toBeNull();
    expect(codes(warnings)).toEqual(expect.arrayContaining(['row_too_short', 'row_too_long']));
  });

  it('skips empty lines', async () => {
    const { rows, warnings } = await readOne({ 'stops.txt': 'stop_id\n\nS1\n\r\n   \nS2' }, 'stops.txt');
    expect(rows.map((r) => r.values.stop_id)).toEqual(['S1', 'S2']);
    expect(warnings.find((w) => w.code === 'empty_lines_skipped')?.count).toBe(3);
  });

  it('keeps invalid values and unknown columns as their original text', async () => {
    const { header, rows } = await readOne(
      { 'routes.txt': 'route_id,route_color,route_type,my_col\nR1,GGZZ00,abc, keep me \n' },
      'routes.txt',
    );
    expect(header.unknownColumns).toEqual(['my_col']);
    expect(rows[0]).toEqual({
      values: { route_id: 'R1', route_color: null, route_type: null },
      invalid: { route_color: 'GGZZ00', route_type: 'abc' },
      extras: { my_col: ' keep me ' },
    });
  });

  it('streams rows in batches', async () => {
    const zip = await openGtfsZip(
      await makeZip({
        'stops.txt': 'stop_id\n' + Array.from({ length: 20_000 }, (_, i) => `S${i}`).join('\n'),
      }),
    );
    const sizes: number[] = [];
    for await (const b of readTable(zip.entries[0]!, { batchSize: 5000 })) sizes.push(b.rows.length);
    zip.close();
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(20_000);
    expect(sizes.length).toBeGreaterThan(1);
  });

  it('refuses a file that is not a zip', async () => {
    const jpeg = Buffer.from([
      0xff,
      0xd8,
      0xff,
      0xe0,
      0,
      0x10,
      0x4a,
      0x46,
      0x49,
      0x46,
      ...Array(200).fill(7),
    ]);
    const err = await expectError(openGtfsZip(jpeg), 'not_a_zip');
    // The sentence is the reader's own; the zip library's text is kept apart, for a "Details" view.
    expect(err.message).toBe('the file is not a zip archive');
    expect(err.detail).toMatch(/signature/i);
  });

  it('refuses an empty zip and a zip without GTFS files', async () => {
    const err = await expectError(openGtfsZip(await makeZip({})), 'no_gtfs_files');
    expect(err.message).toMatch(/no GTFS files/);
    await expectError(openGtfsZip(await makeZip({ 'readme.md': 'hi' })), 'no_gtfs_files');
  });

  it('refuses zip bombs: total size, compression ratio, entry count', async () => {
    await expectError(
      openGtfsZip(await makeZip({ 'agency.txt': AGENCY }), { maxTotalUncompressed: 10 }),
      'too_large',
    );
    const zeros = Buffer.alloc(4 * 1024 * 1024, 48);
    const err = await expectError(openGtfsZip(await makeZip({ 'stops.txt': zeros })), 'compression_ratio');
    expect(err.file).toBe('stops.txt');
    const many = Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`f${i}.txt`, 'x']));
    const tooMany = await expectError(
      openGtfsZip(await makeZip({ ...many, 'agency.txt': AGENCY }), { maxEntries: 3 }),
      'too_many_entries',
    );
    expect(tooMany.params).toEqual({ entries: 6, max: 3 });
  });

  it('refuses entries with ../ or absolute paths', async () => {
    const zip = await makeZip({ 'agency.txt': AGENCY, 'xx/evil.txt': 'x', 'yevil2.txt': 'y' });
    const dotdot = Buffer.from(zip.toString('latin1').replaceAll('xx/evil.txt', '../evil.txt'), 'latin1');
    await expectError(openGtfsZip(dotdot), 'unsafe_path');
    const absolute = Buffer.from(zip.toString('latin1').replaceAll('yevil2.txt', '/evil2.txt'), 'latin1');
    await expectError(openGtfsZip(absolute), 'unsafe_path');
  });

  it('reports an unclosed quote with file and line', async () => {
    const zip = await openGtfsZip(await makeZip({ 'stops.txt': 'stop_id,stop_name\nS1,"open\nS2,x\n' }));
    const err = await expectError(
      (async () => {
        for await (const _ of readTable(zip.entries[0]!)) void _;
      })(),
      'csv_unclosed_quote',
    );
    expect([err.file, err.line]).toEqual(['stops.txt', 2]);
    expect(err.detail).toBeUndefined();
    zip.close();
  });
});
