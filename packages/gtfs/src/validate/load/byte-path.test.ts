// stop_times read as bytes (unquoted UTF-8) are reported exactly as the text parser's reading reports
// them: each file is validated as it is and with its header's first name quoted, which sends the
// whole file through the text parser (a chunk with a quote is the text path's).
import { describe, expect, it } from 'vitest';
import { NoticeContainer, readFeedForValidation, validateFeed } from '../index.js';
import { openGtfsZip } from '../../read/zip.js';
import { minimalFeed, TEST_DATE, zipFeed } from '../../test-helpers/minimal-feed.js';

const HEADER = 'trip_id,arrival_time,departure_time,stop_id,stop_sequence,pickup_type,shape_dist_traveled';

async function notices(stopTimes: Buffer) {
  const f = minimalFeed();
  f.raw['stop_times.txt'] = stopTimes;
  const r = await validateFeed(await zipFeed(f), { now: TEST_DATE });
  return r.report.notices;
}

/** The reports of the file as bytes and through the text parser, which must be equal. */
async function both(body: Buffer, header = HEADER) {
  const bytes = await notices(Buffer.concat([Buffer.from(header + '\r\n'), body]));
  const text = await notices(
    Buffer.concat([Buffer.from(header.replace('trip_id', '"trip_id"') + '\r\n'), body]),
  );
  expect(bytes).toEqual(text);
  return Object.fromEntries(bytes.map((n) => [n.code, n]));
}

const rows = (...lines: string[]) => Buffer.from(lines.join('\n') + '\n');

describe('stop_times read as bytes', () => {
  it('reports bad values, ranges, enums and spaces as the text path does', async () => {
    const codes = await both(
      rows(
        'T1,08:00:00,08:00:00,S1,1,0,0',
        'T1,8h05,08:05:00,S2,2,7,+1.5',
        'T1,08:10:00 ,08:10:00,S3,-3,0,1e3',
        'T1,08:15:00,08:15:00,S3,4,,-0.25',
        'T1,   ,08:20:00,S3,5,+1,12345678901234567',
      ),
    );
    expect(codes.invalid_time?.sampleNotices).toEqual([
      { filename: 'stop_times.txt', csvRowNumber: 3, fieldName: 'arrival_time', fieldValue: '8h05' },
    ]);
    expect(codes.unexpected_enum_value?.totalNotices).toBe(1);
    expect(codes.leading_or_trailing_whitespaces?.totalNotices).toBe(1);
    expect(codes.number_out_of_range?.totalNotices).toBe(2); // stop_sequence -3, shape_dist_traveled -0.25
  });

  it('reports bad UTF-8, non-ASCII ids, blank lines, empty rows and ragged rows alike', async () => {
    const codes = await both(
      Buffer.concat([
        rows('T1,08:00:00,08:00:00,S1,1,0,0', '', '   ', 'T1,08:05:00,08:05:00,S2'),
        Buffer.from('T1,08:10:00,08:10:00,S\xe9,3,0,1\n', 'latin1'),
        rows('T1,08:15:00,08:15:00,Sé,4,0,2', 'T1,08:20:00,08:20:00,S3,5,0,3,9'),
      ]),
    );
    expect(codes.invalid_character?.sampleNotices[0]).toMatchObject({
      csvRowNumber: 6,
      fieldValue: 'S\uFFFD',
    });
    expect(codes.non_ascii_or_non_printable_char?.totalNotices).toBeGreaterThan(0);
    expect(codes.empty_row?.sampleNotices).toEqual([{ filename: 'stop_times.txt', csvRowNumber: 4 }]);
    expect(codes.invalid_row_length?.totalNotices).toBe(2);
  });

  it('keeps row numbers over lone CRs and a BOM, and reads a file of one column', async () => {
    const codes = await both(
      Buffer.from('\r\rT1,8h00,08:00:00,S1,1,0,0\rT1,9h,08:00:00,S2,2,0,1\r'),
      '\uFEFF' + HEADER,
    );
    expect(codes.invalid_time?.sampleNotices.map((n) => n.csvRowNumber)).toEqual([4, 5]);
    const one = await both(rows('T1', ' T2 ', ''), 'trip_id');
    expect(one.missing_required_column?.sampleNotices).toEqual([
      { filename: 'stop_times.txt', fieldName: 'stop_sequence' },
    ]);
    expect(one.leading_or_trailing_whitespaces?.totalNotices).toBe(1);
  });

  it('reads a file of many chunks whose quote and NUL late on hand the rest to the text path', async () => {
    const lines: string[] = [];
    for (let i = 0; i < 40_000; i++)
      lines.push(`T1,08:${String(i % 60).padStart(2, '0')}:00,08:00:00,S${i % 3},${i + 1},0,${i}`);
    lines[100] = 'T1,8h,08:00:00,S1,101,0,100';
    lines[30_000] = 'T1,08:00:00,08:00:00,"S1",30001,0,30000';
    lines[30_001] = 'T1,8h,08:00:00,S1\0,30002,0,30001';
    lines[39_999] = 'T1,8h,08:00:00,S1,40000,0,39999';
    const codes = await both(rows(...lines));
    expect(codes.invalid_time?.sampleNotices.map((n) => n.csvRowNumber)).toEqual([102, 30_003, 40_001]);
  });

  it("stores each row's stop id as its own, whether its column's byte cache kept it or gave up", async () => {
    // 5,000 ids once each (the cache gives up: most lookups miss), then two ids two rows each in
    // turn (the given-up cache's one entry holds one, then the other).
    const ids = [
      ...Array.from({ length: 5000 }, (_, i) => `X${i}`),
      ...Array.from({ length: 20 }, (_, i) => 'AABB'[i % 4]!),
    ];
    const body = rows(...ids.map((id, i) => `T1,08:00:00,08:00:00,${id},${i + 1},0,`));
    for (const header of [HEADER, HEADER.replace('trip_id', '"trip_id"')]) {
      const f = minimalFeed();
      f.raw['stop_times.txt'] = Buffer.concat([Buffer.from(header + '\n'), body]);
      const zip = await openGtfsZip(await zipFeed(f));
      try {
        const feed = await readFeedForValidation(zip, new NoticeContainer());
        const st = feed.stopTimes;
        expect(Array.from({ length: st.n }, (_, i) => feed.stopIds.ids[st.stop[i]!])).toEqual(ids);
      } finally {
        zip.close();
      }
    }
  });
});
