import { describe, expect, it } from 'vitest';
import { parseClock } from '@ruta/gtfs/schema';
import {
  changeSet,
  copyBlock,
  deleteRows,
  fromTrips,
  insertStop,
  pasteBlock,
  removeStop,
  setTime,
  shiftRange,
} from './model';
import { appendTrips, insertAfter, insertSeries } from './newTrips';
import { seriesPlan } from './repeatUntil';
import type { TripRow } from './api';

const seconds = (t: string | null) => (t === null ? null : parseClock(t)!);

const trip = (id: number, tripId: string, times: (string | null)[]): TripRow => ({
  id,
  stamp: `s${id}`,
  trip_id: tripId,
  shape_id: null,
  service_id: 'WK',
  trip_headsign: null,
  stop_time_ids: times.map((_, i) => id * 100 + i),
  stop_sequences: times.map((_, i) => i + 1),
  arrival_times: times.map(seconds),
  departure_times: times.map(seconds),
});
const base = () =>
  fromTrips(
    ['S1', 'S2', 'S3'],
    [trip(1, 'T1', ['07:00:00', null, '07:20:00']), trip(2, 'T2', ['08:00:00', '08:10:00', '08:20:00'])],
  );

describe('timetable model', () => {
  it('sends only changed, new and deleted trips, times with seconds', () => {
    let m = setTime(base(), 0, 1, 'dep', 7 * 3600 + 600);
    m = insertAfter(m, 1, 900);
    m = deleteRows(m, 1, 1);
    expect(changeSet(m, 'R', 0)).toEqual({
      route_id: 'R',
      direction_id: 0,
      updated: [
        {
          id: 1,
          stamp: 's1',
          stop_times: [
            { id: 100, stop_id: 'S1', arrival_time: '07:00:00', departure_time: '07:00:00' },
            { id: 101, stop_id: 'S2', arrival_time: '07:10:00', departure_time: '07:10:00' },
            { id: 102, stop_id: 'S3', arrival_time: '07:20:00', departure_time: '07:20:00' },
          ],
        },
      ],
      inserted: [
        {
          trip_id: 'T2-2',
          template: 2,
          service_id: 'WK',
          stop_times: [
            { stop_id: 'S1', arrival_time: '08:15:00', departure_time: '08:15:00' },
            { stop_id: 'S2', arrival_time: '08:25:00', departure_time: '08:25:00' },
            { stop_id: 'S3', arrival_time: '08:35:00', departure_time: '08:35:00' },
          ],
        },
      ],
      deleted: [{ id: 2, stamp: 's2' }],
    });
  });
  it('keeps a dwell when editing departures only', () => {
    const m = fromTrips(
      ['S1'],
      [
        {
          ...trip(1, 'T1', ['07:00:00']),
          stop_time_ids: [9],
          stop_sequences: [1],
          arrival_times: [seconds('06:58:00')],
          departure_times: [seconds('07:00:00')],
        },
      ],
    );
    expect(setTime(m, 0, 0, 'dep', 25500).rows[0]!.cells[0]).toEqual({ id: 9, arr: 25080, dep: 25500 });
  });
  it('shifts a range, refusing one that goes before midnight', () => {
    const m = shiftRange(base(), { r0: 0, r1: 1, c0: 1, c1: 2 }, 5)!;
    expect(m.rows.map((r) => r.cells.map((c) => c.dep))).toEqual([
      [25200, null, 26700],
      [28800, 29700, 30300],
    ]);
    expect(shiftRange(base(), { r0: 0, r1: 0, c0: 0, c1: 0 }, -8 * 60)).toBeNull();
  });
  it('copies and pastes tab-separated blocks', () => {
    expect(copyBlock(base(), { r0: 0, r1: 1, c0: 0, c1: 1 }, 'dep')).toBe('07:00\t\n08:00\t08:10');
    const m = pasteBlock(base(), 1, 1, 'dep', [['9:00', '9:05:30', '9:30'], ['10:00']])!;
    expect(m.rows[1]!.cells.map((c) => c.dep)).toEqual([28800, 32400, 32730]);
    expect(pasteBlock(base(), 0, 0, 'dep', [['soon']])).toBeNull();
  });
  it('inserts a stop in every trip, interpolated by distance, and removes one', () => {
    // Distances of the new list S1, SX, S2, S3: SX at 1 km between S1 (0 km) and S2 (4 km).
    const m = insertStop(base(), 1, 'SX', () => [0, 1, 4, 6]);
    expect(m.stopIds).toEqual(['S1', 'SX', 'S2', 'S3']);
    // T1 has no time at S2: SX stays empty. T2: 08:00 + 1/4 of 10 min = 08:02:30.
    expect(m.rows.map((r) => r.cells[1]!.dep)).toEqual([null, 28950]);
    expect(removeStop(m, 1).rows[1]!.cells.map((c) => c.dep)).toEqual([28800, 29400, 30000]);
  });
});

describe('new trips', () => {
  it('inserts a series after a row, one trip per shift, copying its trip and service', () => {
    const m = insertSeries(
      fromTrips(['S1', 'S2'], [{ ...trip(1, 'T1', ['07:00:00', '07:10:00']), service_id: 'SAT' }]),
      0,
      [600, 1200, 1800],
    );
    expect(m.rows.map((r) => [r.tripId, r.template, r.serviceId, r.cells.map((c) => c.dep)])).toEqual([
      ['T1', 1, 'SAT', [25200, 25800]],
      ['T1-2', 1, 'SAT', [25800, 26400]],
      ['T1-3', 1, 'SAT', [26400, 27000]],
      ['T1-4', 1, 'SAT', [27000, 27600]],
    ]);
  });

  it('gives the inserted trips a chosen service, sent with them on save', () => {
    const m = insertSeries(base(), 1, [900], 'SUN');
    expect(m.rows.map((r) => r.serviceId)).toEqual(['WK', 'WK', 'SUN']);
    expect(changeSet(m, 'R', 0).inserted).toEqual([
      expect.objectContaining({ trip_id: 'T2-2', service_id: 'SUN' }),
    ]);
  });

  it("drops the other direction's copy paired with a deleted new trip, and the series with its last", () => {
    const inserted = insertSeries(base(), 0, [600, 1200, 1800]);
    const pairedWith = inserted.rows.slice(1, 4).map((r) => r.tripId);
    const m = {
      ...inserted,
      alsoOther: [{ directionId: 1, tripId: 'B1', shifts: [600, 1200, 1800], serviceId: null, pairedWith }],
    };
    // The middle copy of this direction deleted: its pair in the other direction goes with it.
    const oneLess = deleteRows(m, 2, 2);
    expect(oneLess.alsoOther).toEqual([
      { ...m.alsoOther[0], shifts: [600, 1800], pairedWith: ['T1-2', 'T1-4'] },
    ]);
    // A stored trip deleted leaves the pending copies alone.
    expect(deleteRows(oneLess, 0, 0).alsoOther).toEqual(oneLess.alsoOther);
    // The rest of the series deleted: nothing is left to save in the other direction.
    expect(deleteRows(oneLess, 1, 2).alsoOther).toEqual([]);
  });
});

describe('printed timetable', () => {
  it('adds one trip per pasted list after the row, copying it, with fresh ids', () => {
    const m = appendTrips(base(), 0, [
      [25200, null, 26400],
      [27000, 27300, 27600],
    ]);
    expect(m.rows.map((r) => [r.tripId, r.template, r.cells.map((c) => c.dep)])).toEqual([
      ['T1', 1, [25200, null, 26400]],
      ['T1-2', 1, [25200, null, 26400]],
      ['T1-3', 1, [27000, 27300, 27600]],
      ['T2', 2, [28800, 29400, 30000]],
    ]);
  });
});

describe('repeat until', () => {
  const row = base().rows[0]!; // T1 leaves S1 at 07:00
  it('counts the trips every headway while they leave by the time typed', () => {
    expect(seriesPlan(row, 15, '')).toEqual({ shifts: [900] });
    expect(seriesPlan(row, 15, '08:00')).toEqual({ shifts: [900, 1800, 2700, 3600] });
    expect(seriesPlan(row, 20, '07:59')).toEqual({ shifts: [1200, 2400] });
  });
  it('refuses a time before the first copy, a text that is not a time, and too many trips', () => {
    expect(seriesPlan(row, 15, '07:10')).toEqual({ error: 'untilInvalid' });
    expect(seriesPlan(row, 15, 'noon')).toEqual({ error: 'untilInvalid' });
    expect(seriesPlan(row, 1, '40:00')).toEqual({ error: 'tooManyCopies' });
  });
});
