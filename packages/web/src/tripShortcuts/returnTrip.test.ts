import { describe, expect, it } from 'vitest';
import type { StopTimeRow } from '../api/stopTimes';
import { existingReturn, otherDirection, returnStopTimes } from './returnTrip';

const row = (seq: number, stop: string, arrival: string | null, departure: string | null): StopTimeRow => ({
  stop_id: stop,
  stop_sequence: seq,
  arrival_time: arrival,
  departure_time: departure,
  shape_dist_traveled: seq * 100,
  stop_lat: -22 - seq / 100,
  stop_lon: -68,
  pickup_type: seq === 3 ? 1 : null,
  stop_headsign: 'Villa',
});

describe('returnStopTimes', () => {
  it('reverses the stops, leaves at the first departure and keeps every gap and dwell', () => {
    const rows = [
      row(1, 'A', '06:00:00', '06:00:00'),
      row(2, 'B', '06:02:00', '06:03:00'),
      row(3, 'C', '06:10:00', '06:10:00'),
    ];
    const back = returnStopTimes(rows);
    expect(back.map((r) => [r.stop_sequence, r.stop_id, r.arrival_time, r.departure_time])).toEqual([
      [1, 'C', '06:00:00', '06:00:00'],
      [2, 'B', '06:07:00', '06:08:00'],
      [3, 'A', '06:10:00', '06:10:00'],
    ]);
    // Distances belong to the other shape; the headsign to the other direction; riders' rules stay.
    expect(back.every((r) => r.shape_dist_traveled === null && r.stop_headsign === undefined)).toBe(true);
    expect(back[0]!.pickup_type).toBe(1);
  });

  it('reads the rows in stop_sequence order and leaves untimed stops untimed', () => {
    const back = returnStopTimes([
      row(3, 'C', '07:30:00', '07:30:00'),
      row(1, 'A', '07:00:00', '07:00:00'),
      row(2, 'B', null, null),
    ]);
    expect(back.map((r) => [r.stop_id, r.departure_time])).toEqual([
      ['C', '07:00:00'],
      ['B', null],
      ['A', '07:30:00'],
    ]);
  });

  it('gives no times when the first or last stop has none, and nothing for no rows', () => {
    const back = returnStopTimes([row(1, 'A', null, null), row(2, 'B', '06:10:00', '06:10:00')]);
    expect(back.map((r) => r.arrival_time)).toEqual([null, null]);
    expect(returnStopTimes([])).toEqual([]);
  });
});

describe('otherDirection', () => {
  it('swaps 0 and 1; a trip without a direction returns as 1', () => {
    expect([otherDirection(0), otherDirection(1), otherDirection(null)]).toEqual([1, 0, 1]);
  });
});

describe('existingReturn', () => {
  const rows = [row(1, 'A', '06:00:00', '06:00:00'), row(2, 'B', '06:05:00', '06:05:00')];
  const trip = (trip_id: string, first: number) => ({
    trip_id,
    arrival_times: [first, first + 300],
    departure_times: [first, first + 300],
  });

  it('finds the trip with the stops reversed that leaves when this one leaves', () => {
    const patterns = [
      { stop_ids: ['A', 'B'], trips: [trip('same-way', 6 * 3600)] },
      { stop_ids: ['B', 'A'], trips: [trip('later', 7 * 3600), trip('back', 6 * 3600)] },
    ];
    expect(existingReturn(rows, patterns)).toBe('back');
  });

  it('is null when no trip of the reversed stops leaves at that time, or this trip has no time', () => {
    expect(existingReturn(rows, [{ stop_ids: ['B', 'A'], trips: [trip('later', 7 * 3600)] }])).toBeNull();
    expect(existingReturn(rows, [{ stop_ids: ['B', 'X', 'A'], trips: [trip('x', 6 * 3600)] }])).toBeNull();
    expect(existingReturn([row(1, 'A', null, null), row(2, 'B', null, null)], [])).toBeNull();
  });
});
