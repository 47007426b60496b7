// validationErrorCounts (what the feed diff's new_error_notices reads) skips the rules that can only
// warn: its counts must be exactly the ERROR notices of validateFeed's full report, on a made-up feed
// and on every shared feed with known errors.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorNoticeCounts } from '../diff/notices.js';
import { validateFeed, validationErrorCounts } from './index.js';
import { SHARED_FEEDS as FEEDS, sharedFeeds } from '../test-helpers/shared-feeds.js';
import { minimalFeed, TEST_DATE, zipFeed } from '../test-helpers/minimal-feed.js';

const present = sharedFeeds('validationErrorCounts feed cases').length > 0;

// Feeds with errors of several rules (loader, keys, references, calendars, stop times).
const WITH_ERRORS = [
  'example_errors',
  'bad_calendar_dates',
  'tferr_duplicate_stop_sequence',
  'tferr_missing_endpoint_times',
  'tferr_undefined_stop',
  'tferr_bad_utf8',
  'calama_no_agency',
];

describe('validationErrorCounts', () => {
  it('counts the ERROR notices of the full report, and no warning', async () => {
    const f = minimalFeed();
    f.tables['trips.txt']![0]!.route_id = 'R9'; // foreign_key_violation
    f.tables['stops.txt']![0]!.stop_desc = 'First Street'; // a warning
    const zip = await zipFeed(f);
    const full = await validateFeed(zip, { now: TEST_DATE });
    expect(full.counts.warnings).toBeGreaterThan(0);
    const counts = await validationErrorCounts(zip, { now: TEST_DATE });
    expect(counts).toEqual(errorNoticeCounts(full.report));
    expect(counts.foreign_key_violation).toBe(1);
  });

  it('counts the same errors where the cells it reads as clean only warn (spaces around values)', async () => {
    const f = minimalFeed();
    // Spaces and a tab around times and sequences (warnings), repeated; a cell of spaces only (empty:
    // a missing time); spaces around an invalid time and an out-of-range sequence (errors).
    f.raw['stop_times.txt'] = [
      'trip_id,arrival_time,departure_time,stop_id,stop_sequence,pickup_type',
      'T1, 8:00:00,08:00:00 ,S1, 1,0',
      'T1, 8:00:00,\t08:05:00,S2,2 , 1',
      'T1,   , 08:10:00 ,S3,3,0',
      'T1, 8:61:00 ,08:20:00,S1, -4 ,0',
      'T1, 8:30:00,08:30:00,S2,5, 9 ',
      'T1, 8:40:00,08:40:00,S3,6,0',
    ].join('\n');
    const zip = await zipFeed(f);
    const full = await validateFeed(zip, { now: TEST_DATE });
    expect(full.report.notices.find((n) => n.code === 'leading_or_trailing_whitespaces')?.totalNotices).toBe(
      13,
    );
    const counts = await validationErrorCounts(zip, { now: TEST_DATE });
    expect(counts).toEqual(errorNoticeCounts(full.report));
    expect(counts).toMatchObject({ invalid_time: 1, number_out_of_range: 1 }); // pickup_type 9 only warns
  });

  it.runIf(present).each(WITH_ERRORS)(
    'agrees with validateFeed on %s',
    async (name) => {
      const zip = path.join(FEEDS, `${name}.zip`);
      const now = new Date(2026, 5, 1);
      const counts = await validationErrorCounts(zip, { now });
      expect(Object.keys(counts).length).toBeGreaterThan(0);
      expect(counts).toEqual(errorNoticeCounts((await validateFeed(zip, { now })).report));
    },
    60_000,
  );
});
