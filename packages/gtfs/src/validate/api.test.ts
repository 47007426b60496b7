// The API the server calls: counts and per-file counts, report shape, HTML escaping and language,
// and cancellation through an AbortSignal.
import { describe, expect, it } from 'vitest';
import { validateFeed } from './index.js';
import { NoticeContainer, SAMPLE_CAP } from './notices.js';
import { TRIPS } from './rules/trips.js';
import { minimalFeed, TEST_DATE, zipFeed } from '../test-helpers/minimal-feed.js';

describe('validateFeed', () => {
  it('answers counts, per-file counts and a MobilityData-shaped report', async () => {
    const f = minimalFeed();
    f.tables['trips.txt']![0]!.route_id = 'R9'; // foreign_key_violation in trips.txt
    f.tables['stops.txt']![0]!.stop_desc = 'First Street'; // a warning in stops.txt
    const zip = await zipFeed(f);
    const started = performance.now();
    const r = await validateFeed(zip, { now: TEST_DATE });
    const elapsed = performance.now() - started;
    expect(r.counts.errors).toBeGreaterThan(0);
    expect(r.perFile['trips.txt']!.errors).toBe(1);
    expect(r.perFile['stops.txt']!.warnings).toBe(1);
    expect(r.report.summary.counts).toMatchObject({ Stops: 3, Routes: 1, Trips: 1, Agencies: 1, Shapes: 1 });
    expect(r.report.summary.files).toContain('stops.txt');
    expect(r.report.summary.feedInfo).toMatchObject({
      publisherName: 'Demo Transit',
      feedStartDate: '20260101',
    });
    const fk = r.report.notices.find((g) => g.code === 'foreign_key_violation')!;
    expect(fk).toMatchObject({ severity: 'ERROR', totalNotices: 1 });
    expect(fk.sampleNotices[0]).toEqual({
      childFilename: 'trips.txt',
      childFieldName: 'route_id',
      parentFilename: 'routes.txt',
      parentFieldName: 'route_id',
      fieldValue: 'R9',
      csvRowNumber: 2,
    });
    // The run's own measured time: within the call's, and the report's seconds are that time.
    expect(r.durationMs).toBeGreaterThan(0);
    expect(r.durationMs).toBeLessThanOrEqual(elapsed);
    expect(r.report.summary.validationTimeSeconds).toBe(Math.round(r.durationMs) / 1000);
  });

  it('escapes every feed value in the HTML, and speaks Spanish', async () => {
    const f = minimalFeed();
    f.tables['agency.txt']![0]!.agency_name = '<script>alert(1)</script>';
    f.tables['trips.txt']![0]!.route_id = '<img src=x onerror=alert(1)>';
    const r = await validateFeed(await zipFeed(f), { now: TEST_DATE, lang: 'es' });
    expect(r.html).not.toContain('<script>');
    expect(r.html).not.toContain('<img');
    expect(r.html).toContain('&lt;script&gt;');
    expect(r.html).toContain('Informe de validación GTFS');
    expect(r.html).toContain('Un valor hace referencia a un registro que no existe');
    expect(r.html).not.toMatch(/<link|src="http|<script/);
  });

  it('stops promptly when the signal aborts', async () => {
    const ac = new AbortController();
    ac.abort();
    await expect(validateFeed(await zipFeed(minimalFeed()), { signal: ac.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('NoticeContainer', () => {
  it('counts every notice but keeps at most 1,000 samples per code', () => {
    const n = new NoticeContainer();
    for (let i = 0; i < SAMPLE_CAP + 5; i++)
      n.add(TRIPS.unused_trip, { tripId: String(i), csvRowNumber: i + 2 });
    const [g] = n.list();
    expect(g).toMatchObject({ code: 'unused_trip', severity: 'WARNING', totalNotices: SAMPLE_CAP + 5 });
    expect(g!.sampleNotices).toHaveLength(SAMPLE_CAP);
    expect(n.perFile['trips.txt']).toEqual({ errors: 0, warnings: SAMPLE_CAP + 5, infos: 0 });
  });
});
