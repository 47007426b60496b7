// A version validated and digested from one parse (the validator's rows tapped into the diff) gives
// the diff the same rows and facts as the diff's own reader: the same result with and without the
// validator but for new_error_notices, on cells the byte path copies as they are and on those it
// leaves to the text path (quotes, spaces, other characters, short rows, invalid values).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeZip } from '../test-helpers/make-zip.js';
import { validationErrorCounts } from '../validate/index.js';
import { digestZipForTransfer, type SideDigestData } from './digest-worker.js';
import { sharedIds, SideFacts } from './facts.js';
import { RowStore } from './row-store.js';
import { layOut } from './service.js';
import { diffZips } from './zip-diff.js';

/** A digest's rows as text and its stop_times facts by row, ids as text. */
function digestRows(d: SideDigestData) {
  const st = d.facts.stopTimes;
  const ids = d.facts.ids;
  return {
    tables: d.tables.map((t) => {
      const store = RowStore.fromData(t.store);
      return [t.file, t.columns, Array.from({ length: store.n }, (_, i) => store.text(i))];
    }),
    stopTimes: Array.from({ length: st.n }, (_, i) => [
      ids.trips[st.trip[i]!],
      ids.stops[st.stop[i]!],
      st.seq[i],
      st.arr[i],
      st.dep[i],
    ]),
    trips: [...d.facts.trips].map(([t, x]) => [ids.trips[t], ids.routes[x.route], x.direction, x.service]),
    groups: tripGroups(d),
  };
}

/** Each trip's stop_times rows in the order the analysis walks them (service.ts's layOut). */
function tripGroups(d: SideDigestData) {
  const ids = sharedIds();
  const facts = SideFacts.fromData(structuredClone(d.facts), ids);
  const side = layOut(facts, ids.trips.size);
  return ids.trips.ids.map((id, t) => [id, [...side.order.subarray(side.tripBegin[t], side.tripEnd[t])]]);
}

const COMMON = {
  'agency.txt': 'agency_id,agency_name,agency_url,agency_timezone\nA,Agency,https://a.example,UTC\n',
  'stops.txt':
    'stop_id,stop_name,stop_lat,stop_lon\nS1,One,1,1\nS2,Two,1.001,1\nS3,Three,1.002,1\nSé,Four,1.003,1\n',
  'routes.txt': 'route_id,agency_id,route_short_name,route_type\nR1,A,1,3\n',
  'trips.txt': 'route_id,service_id,trip_id,direction_id\nR1,WK,T1,0\nR1,WK,T2,1\nR1,WK,T3,0\n',
  'calendar.txt':
    'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\n' +
    'WK,1,1,1,1,1,0,0,20260101,20260131\n',
  'notes.txt': 'note\nnot a GTFS file\n',
};

const HEADER = 'trip_id,arrival_time,departure_time,stop_id,stop_sequence\n';
// T1 the same in both (read as text in the old version, which has a quote, as bytes in the new);
// T2 one minute later in the new version; T3 with cells the validator leaves empty or skips.
const T1_OLD =
  'T1,08:00:00,8:00:00,"S1",1\nT1, 08:05:00 ,08:05:00,S2,2\nT1,,,S3,3\nT1,08:20:00,08:20:00,Sé,4\n';
const T1_NEW = 'T1,8:00:00,08:00:00,S1,1\nT1,08:05:00,08:05:00,S2,2\nT1,,,S3,3\nT1,08:20:00,08:20:00,Sé,4\n';
const T3 =
  'T3,10:00:00,10:00:00,S1,1.5\nT3,10:10:00,10:10:00,S2\nT3,99:99:99,10:20:00,,3\n,10:30:00,10:30:00,S3,4\n';
const OLD_T2 = 'T2,09:00:00,09:00:00,S1,1\nT2,09:10:00,09:10:00,S2,2\n';
const NEW_T2 = 'T2,09:01:00,09:01:00,S1,1\nT2,09:11:00,09:11:00,S2,2\n';

describe('validated digest', () => {
  let dir: string;
  let oldZip: string;
  let newZip: string;
  /** The new version with a stop_times row of an undefined stop: a new error. */
  let worseZip: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'ruta-vdigest-'));
    oldZip = path.join(dir, 'old.zip');
    newZip = path.join(dir, 'new.zip');
    writeFileSync(oldZip, await makeZip({ ...COMMON, 'stop_times.txt': HEADER + T1_OLD + OLD_T2 + T3 }));
    writeFileSync(newZip, await makeZip({ ...COMMON, 'stop_times.txt': HEADER + T1_NEW + NEW_T2 + T3 }));
    worseZip = path.join(dir, 'worse.zip');
    const worse = HEADER + T1_NEW + NEW_T2 + 'T2,09:20:00,09:20:00,S9,3\n' + T3;
    writeFileSync(worseZip, await makeZip({ ...COMMON, 'stop_times.txt': worse }));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('gives the diff of the two versions read apart, and the validator ERROR counts', async () => {
    const options = { today: '2026-01-01' };
    const apart = await diffZips({ file: oldZip }, { file: newZip }, options);
    const validate = { now: new Date(2026, 0, 1).getTime() };
    const shared = await diffZips({ file: oldZip, validate }, { file: newZip, validate }, options);
    const [oldErrors, newErrors] = [
      await validationErrorCounts(oldZip, { now: new Date(2026, 0, 1) }),
      await validationErrorCounts(newZip, { now: new Date(2026, 0, 1) }),
    ];
    // The new version has fewer errors than the old: no new_error_notices, so the results are equal.
    expect(Object.keys(newErrors).every((c) => newErrors[c]! <= (oldErrors[c] ?? 0))).toBe(true);
    expect(Object.keys(oldErrors).length).toBeGreaterThan(0);
    expect(shared).toEqual(apart);
    const st = shared.tables.find((t) => t.file === 'stop_times.txt')!;
    expect(st).toMatchObject({ old_rows: 10, new_rows: 10, added: 0, deleted: 0, updated: 2 });
    expect(shared.service.map((s) => s.direction_id)).toContain(1);
  });

  it('stores the rows and stop_times facts of each version as the diff reads them apart', async () => {
    // ASCII only: the byte path copies its rows as they are (the others have a non-ASCII stop id).
    const plainZip = path.join(dir, 'plain.zip');
    const plain = HEADER + 'T1,8:00:00,08:00:00,S1,1\nT1,08:05:00,08:05:00,S2,2\nT1,,,S3,3\n' + NEW_T2;
    writeFileSync(plainZip, await makeZip({ ...COMMON, 'stop_times.txt': plain }));
    // Every cell valid, trips interleaved and out of order: the validator's grouping is taken over.
    const validZip = path.join(dir, 'valid.zip');
    const valid =
      HEADER +
      'T2,09:10:00,09:10:00,S2,2\nT1,08:05:00,08:05:00,S2,2\nT2,09:00:00,09:00:00,S1,1\nT1,08:00:00,08:00:00,S1,1\n';
    writeFileSync(validZip, await makeZip({ ...COMMON, 'stop_times.txt': valid }));
    for (const file of [oldZip, newZip, worseZip, plainZip, validZip]) {
      const apart = (await digestZipForTransfer({ file })).data;
      const shared = (await digestZipForTransfer({ file, validate: {} })).data;
      expect(shared.errorNotices).toBeDefined();
      expect(shared.facts.stopTimes.grouped !== undefined).toBe(file === validZip);
      expect(digestRows(shared)).toEqual(digestRows(apart));
    }
    expect(tripGroups((await digestZipForTransfer({ file: validZip, validate: {} })).data)).toEqual([
      ['T1', [3, 1]],
      ['T2', [2, 0]],
      ['T3', []],
    ]);
  });

  it('tells new_error_notices, as the validator counts them', async () => {
    const validate = { now: new Date(2026, 0, 1).getTime() };
    const r = await diffZips(
      { file: newZip, validate },
      { file: worseZip, validate },
      { today: '2026-01-01' },
    );
    const [before, after] = [
      await validationErrorCounts(newZip, { now: new Date(2026, 0, 1) }),
      await validationErrorCounts(worseZip, { now: new Date(2026, 0, 1) }),
    ];
    const expected = Object.entries(after)
      .filter(([code, n]) => n > (before[code] ?? 0))
      .map(([code, n]) => ({ code, old: before[code] ?? 0, new: n }))
      .sort((a, b) => a.code.localeCompare(b.code));
    expect(expected.length).toBeGreaterThan(0);
    expect(r.risks.at(-1)).toEqual({ code: 'new_error_notices', notices: expected });
    expect(r.validation_failed).toBeUndefined();
  });
});
