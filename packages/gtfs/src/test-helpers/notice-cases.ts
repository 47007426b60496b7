// Table-driven notice tests: each rule's test file gives one case per notice of the rule, the
// smallest change to the clean minimal feed that triggers it; noticeCases checks that the case
// triggers its notice, that the clean feed does not, and that every notice of the rule has a case.
import { beforeAll, describe, expect, it } from 'vitest';
import { validateFeed, type ValidationResult } from '../validate/index.js';
import type { NoticeSet } from '../validate/notice.js';
import { minimalFeed, TEST_DATE, zipFeed, type MinimalFeed, type Row } from './minimal-feed.js';

export type F = MinimalFeed;
export const r = (f: F, file: string, i = 0): Row => f.tables[file]![i]!;
export const add = (f: F, file: string, ...rows: Row[]) => (f.tables[file] ??= []).push(...rows);
/** A case that gives `file` as this raw text. */
export const rawFile = (file: string, text: string) => (f: F) => {
  f.raw[file] = text;
};
export const del = (f: F, file: string) => delete f.tables[file];
/** Another service: the base calendar row under a new service_id, with `extra` fields changed. */
export const service = (f: F, id: string, extra: Row) =>
  add(f, 'calendar.txt', { ...r(f, 'calendar.txt'), service_id: id, ...extra });
export const stop = (id: string, lat: string, lon: string, extra: Row = {}): Row => ({
  stop_id: id,
  stop_name: `Stop ${id} Road`,
  stop_lat: lat,
  stop_lon: lon,
  ...extra,
});
export const st = (trip: string, time: string, stopId: string, seq: string): Row => ({
  trip_id: trip,
  arrival_time: time,
  departure_time: time,
  stop_id: stopId,
  stop_sequence: seq,
});
/** A station ST1 with entrance E1, generic node N1 and platform P1, and a two-way walkway E1–P1. */
export const station = (f: F) => {
  add(
    f,
    'stops.txt',
    stop('ST1', '36.05', '-117.0', { location_type: '1' }),
    stop('E1', '36.05', '-117.0', { location_type: '2', parent_station: 'ST1' }),
    stop('N1', '', '', { location_type: '3', parent_station: 'ST1', stop_name: '' }),
    stop('P1', '36.05', '-117.0', { location_type: '0', parent_station: 'ST1' }),
  );
  add(f, 'pathways.txt', {
    pathway_id: 'W1',
    from_stop_id: 'E1',
    to_stop_id: 'P1',
    pathway_mode: '1',
    is_bidirectional: '1',
  });
};
export const trip2 = (f: F, route = 'R1', extra: Row = {}) => {
  add(f, 'trips.txt', { route_id: route, service_id: 'WK', trip_id: 'T2', shape_id: '', ...extra });
  add(f, 'stop_times.txt', st('T2', '09:00:00', 'S3', '1'), st('T2', '09:10:00', 'S1', '2'));
};
export const route2 = (f: F, type = '3') =>
  add(f, 'routes.txt', {
    route_id: 'R2',
    agency_id: 'A1',
    route_short_name: '20',
    route_long_name: 'Cross Town',
    route_type: type,
  });
export const fare = (f: F, extra: Row = {}) =>
  add(f, 'fare_attributes.txt', {
    fare_id: 'F1',
    price: '1.50',
    currency_type: 'USD',
    payment_method: '0',
    transfers: '',
    ...extra,
  });
export const agency2 = (f: F, extra: Row = {}) =>
  add(f, 'agency.txt', {
    agency_id: 'A2',
    agency_name: 'Other Transit',
    agency_url: 'https://other.example.com',
    agency_timezone: 'America/Los_Angeles',
    agency_lang: 'en',
    ...extra,
  });

export const BR =
  'booking_rule_id,booking_type,prior_notice_duration_min,prior_notice_duration_max,prior_notice_last_day,prior_notice_last_time,prior_notice_start_day,prior_notice_start_time';
export const RAW_AGENCY = 'agency_id,agency_name,agency_url,agency_timezone,agency_lang';
export const AGENCY_ROW = 'A1,Demo Transit,https://demo.example.com,America/Los_Angeles,en';
export const RAW_STOPS =
  'stop_id,stop_name,stop_lat,stop_lon\nS1,First Street,36.0,-117.0\nS2,Second Street,36.01,-117.0\nS3,Third Street,36.02,-117.0\n';

async function run(f: F): Promise<ValidationResult> {
  return validateFeed(await zipFeed(f), { now: TEST_DATE });
}

export function noticeCases(set: NoticeSet, cases: Record<string, (f: F) => void>): void {
  let base: ValidationResult;
  beforeAll(async () => {
    base = await run(minimalFeed());
  });

  it(`${set.name}: every notice of the rule has a case, and every case is one of its notices`, () => {
    const codes = set.notices.map((n) => n.code);
    expect(codes.filter((c) => !(c in cases))).toEqual([]);
    expect(Object.keys(cases).filter((c) => !codes.includes(c))).toEqual([]);
  });

  describe.each(Object.entries(cases))('%s', (code, mutate) => {
    it('is triggered by its minimal feed', async () => {
      const f = minimalFeed();
      mutate(f);
      const res = await run(f);
      expect(res.report.notices.map((g) => g.code)).toContain(code);
      const group = res.report.notices.find((g) => g.code === code)!;
      expect(group.sampleNotices.length).toBeGreaterThan(0);
    });
    it('is not triggered by the valid feed', () => {
      expect(base.report.notices.find((g) => g.code === code)).toBeUndefined();
    });
  });
}
