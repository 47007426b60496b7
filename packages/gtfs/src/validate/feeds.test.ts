// The shared real and broken feeds: those with known errors (../shared/feeds/SOURCES.md) produce the
// expected codes, and no feed makes the validator crash or report a system error.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CODES } from './codes.js';
import { validateFeed } from './index.js';
import { SHARED_FEEDS as FEEDS, sharedFeeds } from '../test-helpers/shared-feeds.js';

const zips = sharedFeeds('validator feed tests');
const present = zips.length > 0;

/** Known errors per SOURCES.md, as MobilityData codes. */
const EXPECTED: Record<string, string[]> = {
  bart_errors: ['number_out_of_range'],
  example_errors: ['foreign_key_violation', 'number_out_of_range', 'unknown_file'],
  sample_invalid: ['missing_required_file'],
  empty_agency_id: ['missing_required_field'],
  bad_calendar_dates: ['invalid_date', 'duplicate_key', 'foreign_key_violation'],
  calama_no_agency: ['missing_required_file'],
  spec_examples: ['invalid_timezone'],
  tferr_bad_date_format: ['invalid_date'],
  tferr_bad_utf8: ['invalid_character'],
  tferr_duplicate_schedule_id: ['duplicate_key'],
  tferr_duplicate_stop_sequence: ['duplicate_key'],
  tferr_extra_row_cells: ['invalid_row_length'],
  tferr_invalid_route_agency: ['foreign_key_violation'],
  tferr_missing_column: ['missing_required_column'],
  tferr_missing_endpoint_times: ['missing_trip_edge'],
  tferr_missing_stops: ['missing_required_file'],
  tferr_negative_stop_sequence: ['number_out_of_range'],
  tferr_undefined_stop: ['foreign_key_violation'],
  tferr_unknown_file: ['unknown_file'],
};

/** Feeds that must have no error at all (the BOM is accepted; a legacy tz alias is valid). */
const NO_ERRORS = ['tferr_utf8bom', 'transitfeed_good', 'calama', 'ctran_flex'];

const NOW = new Date(2026, 5, 1);
// The big feeds take a second each; they run in the benchmark, the rest here.
const LARGE = new Set(['rtc_lasvegas.zip', 'kaunas.zip', 'nyc_subway.zip', 'hart.zip', 'wmata_rail.zip']);

describe.skipIf(!present)('shared feeds', () => {
  it.each(Object.entries(EXPECTED))('%s produces its known codes', async (name, codes) => {
    const r = await validateFeed(path.join(FEEDS, `${name}.zip`), { now: NOW });
    const found = r.report.notices.map((g) => g.code);
    for (const c of codes) expect(found).toContain(c);
  });

  it.each(NO_ERRORS)('%s has no errors', async (name) => {
    const r = await validateFeed(path.join(FEEDS, `${name}.zip`), { now: NOW });
    expect(r.report.notices.filter((g) => g.severity === 'ERROR').map((g) => g.code)).toEqual([]);
  });

  it.each(zips.filter((z) => !LARGE.has(z)))('%s: no crash, no system error', async (zip) => {
    const r = await validateFeed(path.join(FEEDS, zip), { now: NOW });
    expect(r.report.notices.filter((g) => CODES[g.code]?.system).map((g) => g.code)).toEqual([]);
    expect(r.html).toContain('</html>');
  });

  it(
    'rtc_lasvegas (593,797 stop_times) validates without system errors, per-file counts add up',
    { timeout: 30_000 },
    async () => {
      const r = await validateFeed(path.join(FEEDS, 'rtc_lasvegas.zip'), { now: NOW });
      expect(r.report.notices.filter((g) => CODES[g.code]?.system)).toEqual([]);
      const sum = Object.values(r.perFile).reduce((a, c) => a + c.errors, 0);
      expect(sum).toBe(r.counts.errors);
    },
  );
});
