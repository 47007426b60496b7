// defineNotices: a rule file's table of notices keyed by code, whose emitter accepts only the
// declared sample fields (the @ts-expect-error lines fail `npm run typecheck` if a wrong field compiles).
import { describe, expect, it } from 'vitest';
import { defineNotices, emission, error, info, warning } from './notice.js';
import { NoticeContainer } from './notices.js';

const SAMPLE = defineNotices({
  file: 'stops.txt',
  notices: {
    stop_sample: warning(['csvRowNumber', 'stopId']),
    trip_sample: error(['tripId'], 'trips.txt'),
  },
  en: { stop_sample: 'A stop sample.', trip_sample: 'A trip sample.' },
  es: { stop_sample: 'Una parada de ejemplo.', trip_sample: 'Un viaje de ejemplo.' },
});

describe('defineNotices', () => {
  it('keys each notice by its code, counted under the table file unless the entry names another', () => {
    expect(SAMPLE.stop_sample).toEqual({
      code: 'stop_sample',
      severity: 'WARNING',
      file: 'stops.txt',
      fields: ['csvRowNumber', 'stopId'],
      en: 'A stop sample.',
      es: 'Una parada de ejemplo.',
    });
    expect(SAMPLE.trip_sample.file).toBe('trips.txt');
    const c = new NoticeContainer();
    c.add(SAMPLE.stop_sample, { csvRowNumber: 2, stopId: 'S1' });
    c.add(SAMPLE.trip_sample, { tripId: 'T1' });
    expect(c.perFile).toEqual({
      'stops.txt': { errors: 0, warnings: 1, infos: 0 },
      'trips.txt': { errors: 1, warnings: 0, infos: 0 },
    });
  });

  it('leaves the file out when neither the table nor the entry gives one', () => {
    const N = defineNotices({
      notices: { any_file: info(['filename']) },
      en: { any_file: 'x' },
      es: { any_file: 'y' },
    });
    expect(N.any_file.severity).toBe('INFO');
    expect('file' in N.any_file).toBe(false);
  });

  it('rejects an undeclared sample field and a code without words at compile time', () => {
    const c = new NoticeContainer();
    // @ts-expect-error stop_id is not a declared field of stop_sample (stopId is)
    c.add(SAMPLE.stop_sample, { stop_id: 'S1' });
    // @ts-expect-error stopId belongs to stop_sample, not trip_sample
    emission(SAMPLE.trip_sample, { stopId: 'S1' });
    defineNotices({
      notices: { worded: info([]), unworded: info([]) },
      // @ts-expect-error unworded has no English description
      en: { worded: 'x' },
      es: { worded: 'y', unworded: 'z' },
    });
    expect(c.count(SAMPLE.stop_sample)).toBe(1);
  });
});
