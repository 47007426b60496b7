// A cell repeated many times is judged like its first occurrence every time: the loader remembers
// only clean cells, so notices on repeated values are all counted, and clean repeats stay silent.
import { describe, expect, it } from 'vitest';
import { validateFeed } from '../index.js';
import { minimalFeed, TEST_DATE, toCsv, zipFeed } from '../../test-helpers/minimal-feed.js';

/** The trip's three stop_times, then `extra` lines appended as they are. */
async function countsWith(extra: string[]): Promise<Record<string, number>> {
  const f = minimalFeed();
  f.raw['stop_times.txt'] = toCsv(f.tables['stop_times.txt']!) + extra.join('\n') + '\n';
  const r = await validateFeed(await zipFeed(f), { now: TEST_DATE });
  return Object.fromEntries(r.report.notices.map((n) => [n.code, n.totalNotices]));
}

describe('repeated cells', () => {
  it('reports a bad value on every row it repeats on, and a clean value seen before on none', async () => {
    const header = 'trip_id,arrival_time,departure_time,stop_id,stop_sequence';
    expect(toCsv(minimalFeed().tables['stop_times.txt']!).startsWith(header)).toBe(true);
    const rows = [];
    for (let i = 0; i < 5; i++) rows.push(`T1,8h05,08:20:00,S1,${10 + i}`); // invalid_time five times
    for (let i = 0; i < 3; i++) rows.push(`T1,08:20:00 ,08:20:00,S1,${20 + i}`); // whitespace three times
    rows.push('T1,08:20:00,08:20:00,S1,30'); // clean, after the same text with a space
    const counts = await countsWith(rows);
    expect(counts.invalid_time).toBe(5);
    expect(counts.leading_or_trailing_whitespaces).toBe(3);
  });

  it('reports a line break inside a quoted cell each time, though the same text is clean elsewhere', async () => {
    const rows = [
      'T1,08:20:00,08:20:00,S1,10',
      'T1,08:20:00,08:20:00,"S1\nX",11',
      'T1,08:20:00,08:20:00,"S1\nX",12',
    ];
    const counts = await countsWith(rows);
    expect(counts.new_line_in_value).toBe(2);
  });
});
