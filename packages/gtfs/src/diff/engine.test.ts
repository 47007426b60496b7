// diffFeeds on small in-memory versions (the minimal feed of the test helpers, edited per case).
import { describe, expect, it } from 'vitest';
import { minimalFeed, type Row } from '../test-helpers/minimal-feed.js';
import { diffFeeds } from './engine.js';
import type { DiffRow, DiffSide, DiffTable } from './types.js';

type Tables = Record<string, Row[]>;

/** A version from rows by file; `identity` picks a row's identity where the caller supplies one. */
function side(
  tables: Tables,
  identity?: (file: string, row: Row, i: number) => string | undefined,
): DiffSide {
  const out: Record<string, DiffTable> = {};
  for (const [file, rows] of Object.entries(tables)) {
    const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
    out[file] = {
      columns,
      rows: rows.map((values, i): DiffRow => ({ values, identity: identity?.(file, values, i) })),
    };
  }
  return { tables: out };
}

const base = () => structuredClone(minimalFeed().tables);
const TODAY = '2026-06-01';

describe('diffFeeds', () => {
  it('finds nothing between a version and itself', async () => {
    const r = await diffFeeds(side(base()), side(base()), { today: TODAY });
    expect(r.rows).toEqual([]);
    expect(r.service).toEqual([]);
    expect(r.risks).toEqual([]);
    expect(r.service_window).toEqual({ start: '2026-01-01', end: '2026-12-31', truncated: false });
    expect(r.service_days[0]).toEqual({
      date: '2026-01-01',
      old: { trips: 1, hours: 0.17 },
      new: { trips: 1, hours: 0.17 },
    });
    expect(r.tables.find((t) => t.file === 'stop_times.txt')).toMatchObject({
      old_rows: 3,
      new_rows: 3,
      updated: 0,
    });
  });

  it('ignores spaces around cells and single-digit hours', async () => {
    const next = base();
    next['stop_times.txt']![0]!.arrival_time = '8:00:00';
    next['stops.txt']![0]!.stop_name = ' First Street ';
    const r = await diffFeeds(side(base()), side(next), { today: TODAY });
    expect(r.rows).toEqual([]);
  });

  it('matches rows by the caller identity: a renamed stop_id is an update, not a delete and an add', async () => {
    const next = base();
    next['stops.txt']![1]!.stop_id = 'S2b';
    next['stop_times.txt']![1]!.stop_id = 'S2b';
    const byRow = (file: string, _row: Row, i: number) =>
      file === 'stops.txt' ? `stop-row-${i}` : undefined;
    const r = await diffFeeds(side(base(), byRow), side(next, byRow), { today: TODAY });
    expect(r.rows).toEqual([
      {
        id: 1,
        file: 'stop_times.txt',
        action: 'update',
        target: 'row',
        identifier: { trip_id: 'T1', stop_sequence: '2' },
        initial_value: { stop_id: 'S2' },
        new_value: { stop_id: 'S2b' },
      },
      {
        id: 2,
        file: 'stops.txt',
        action: 'update',
        target: 'row',
        identifier: { stop_id: 'S2' },
        initial_value: { stop_id: 'S2' },
        new_value: { stop_id: 'S2b' },
        identity: 'stop-row-1',
      },
    ]);
    expect(r.stops).toEqual([]);
    // Realtime feeds that name S2 lose it all the same.
    expect(r.risks).toEqual([{ code: 'id_removed', file: 'stops.txt', id: 'S2' }]);
  });

  it('lists file and column changes first, then rows, with ids in that order', async () => {
    const next = base();
    delete next['shapes.txt'];
    for (const s of next['stops.txt']!) s.stop_desc = 'kerb';
    const newSide = { ...side(next), otherFiles: ['notes.pdf'] };
    const r = await diffFeeds(side(base()), newSide, { today: TODAY });
    expect(r.rows.slice(0, 3)).toEqual([
      { id: 1, file: 'shapes.txt', action: 'delete', target: 'file', identifier: { filename: 'shapes.txt' } },
      { id: 2, file: 'notes.pdf', action: 'add', target: 'file', identifier: { filename: 'notes.pdf' } },
      { id: 3, file: 'stops.txt', action: 'add', target: 'column', identifier: { column: 'stop_desc' } },
    ]);
    expect(r.rows.slice(3).map((c) => [c.id, c.action, c.identifier, c.new_value])).toEqual([
      [4, 'update', { stop_id: 'S1' }, { stop_desc: 'kerb' }],
      [5, 'update', { stop_id: 'S2' }, { stop_desc: 'kerb' }],
      [6, 'update', { stop_id: 'S3' }, { stop_desc: 'kerb' }],
    ]);
    // The deleted file's rows are counted, not listed one by one.
    expect(r.tables.find((t) => t.file === 'shapes.txt')).toMatchObject({
      old_rows: 3,
      new_rows: 0,
      deleted: 3,
    });
    expect(r.shapes).toEqual([{ shape_id: 'SH1', change: 'removed' }]);
  });

  it('caps the listed row changes and says so', async () => {
    const next = base();
    for (const s of next['stops.txt']!) s.stop_name += ' Norte';
    const r = await diffFeeds(side(base()), side(next), { today: TODAY, maxRowChanges: 2 });
    expect(r.rows).toHaveLength(2);
    expect(r.rows_truncated).toBe(true);
    expect(r.tables.find((t) => t.file === 'stops.txt')!.updated).toBe(3);
  });

  it('counts a frequency-based trip once per departure', async () => {
    const next = base();
    next['frequencies.txt'] = [
      { trip_id: 'T1', start_time: '06:00:00', end_time: '09:00:00', headway_secs: '1800' },
    ];
    const r = await diffFeeds(side(base()), side(next), { today: TODAY });
    expect(r.service.find((s) => s.date === '2026-06-01')).toEqual({
      route_id: 'R1',
      direction_id: null,
      date: '2026-06-01',
      old: { trips: 1, hours: 0.17, first_departure: '08:00:00', last_departure: '08:00:00' },
      new: { trips: 6, hours: 1, first_departure: '06:00:00', last_departure: '08:30:00' },
    });
    expect(r.service_routes).toEqual([
      { route_id: 'R1', name: '10', old: { trips: 365, hours: 60.83 }, new: { trips: 2190, hours: 365 } },
    ]);
  });

  it("reports a route's lost date, a small move as no risk, and expiry and new errors", async () => {
    const old = base();
    old['routes.txt']!.push({ route_id: 'R2', agency_id: 'A1', route_short_name: '20', route_type: '3' });
    old['trips.txt']!.push({ route_id: 'R2', service_id: 'WK', trip_id: 'T2' });
    old['stop_times.txt']!.push(
      {
        trip_id: 'T2',
        arrival_time: '09:00:00',
        departure_time: '09:00:00',
        stop_id: 'S1',
        stop_sequence: '1',
      },
      {
        trip_id: 'T2',
        arrival_time: '09:30:00',
        departure_time: '09:30:00',
        stop_id: 'S3',
        stop_sequence: '2',
      },
    );
    const next = structuredClone(old);
    next['trips.txt']![1]!.service_id = 'WK2';
    next['calendar.txt']!.push({ ...next['calendar.txt']![0]!, service_id: 'WK2' });
    next['calendar_dates.txt'] = [{ service_id: 'WK2', date: '20260602', exception_type: '2' }];
    next['stops.txt']![2]!.stop_lat = String(36.02 + 10 / 111195.08);
    const r = await diffFeeds(
      { ...side(old), errorNotices: { a: 1 } },
      { ...side(next), errorNotices: { a: 2, b: 1 } },
      { today: '2026-12-15' },
    );
    expect(r.risks).toEqual([
      { code: 'service_dropped_on_date', route_id: 'R2', date: '2026-06-02' },
      { code: 'feed_expires_soon', date: '2026-12-31' },
      {
        code: 'new_error_notices',
        notices: [
          { code: 'a', old: 1, new: 2 },
          { code: 'b', old: 0, new: 1 },
        ],
      },
    ]);
    expect(r.stops).toEqual([
      {
        stop_id: 'S3',
        change: 'moved',
        from: [-117, 36.02],
        to: [-117, expect.closeTo(36.02009, 5)],
        metres: 10,
      },
    ]);
    expect(r.service).toEqual([
      {
        route_id: 'R2',
        direction_id: null,
        date: '2026-06-02',
        old: { trips: 1, hours: 0.5, first_departure: '09:00:00', last_departure: '09:00:00' },
        new: null,
      },
    ]);
  });
});
