// NoticeContainer.merge: notices gathered in two containers (two threads' parts of a file) and merged
// read as if one container had had them all, in order: totals, samples up to the cap, per-file counts.
import { describe, expect, it } from 'vitest';
import { defineNotices, error, warning } from './notice.js';
import { NoticeContainer, SAMPLE_CAP } from './notices.js';

const N = defineNotices({
  file: 'stop_times.txt',
  notices: { row_sample: warning(['csvRowNumber']), trip_sample: error(['tripId'], 'trips.txt') },
  en: { row_sample: 'A row.', trip_sample: 'A trip.' },
  es: { row_sample: 'Una fila.', trip_sample: 'Un viaje.' },
});

/** Adds notice k of a run of notices: rows every time, a trip every third, from row 2 on. */
function add(c: NoticeContainer, k: number) {
  c.add(N.row_sample, { csvRowNumber: k + 2 });
  if (k % 3 === 0) c.add(N.trip_sample, { tripId: `T${k}` });
}

describe('NoticeContainer.merge', () => {
  it.each([10, SAMPLE_CAP - 5, SAMPLE_CAP + 300])('equals one container when cut after %i notices', (cut) => {
    const total = SAMPLE_CAP * 2;
    const one = new NoticeContainer();
    for (let k = 0; k < total; k++) add(one, k);
    const first = new NoticeContainer();
    const second = new NoticeContainer();
    for (let k = 0; k < total; k++) add(k < cut ? first : second, k);
    // Through a structured clone, as a worker posts it.
    first.merge(structuredClone(second.toData()));
    expect(first.list()).toEqual(one.list());
    expect(JSON.stringify(first.perFile)).toBe(JSON.stringify(one.perFile));
    expect(first.counts()).toEqual(one.counts());
    expect(first.added).toBe(one.added);
  });
});
