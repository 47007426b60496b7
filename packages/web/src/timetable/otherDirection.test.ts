import { describe, expect, it } from 'vitest';
import { parseClock } from '@ruta/gtfs/schema';
import type { TripRow } from './api';
import { fromTrips } from './model';
import { otherDirectionOf, otherSource } from './otherDirection';

const seconds = (t: string | null) => (t === null ? null : parseClock(t)!);
const trip = (id: number, tripId: string, service: string, times: (string | null)[]): TripRow => ({
  id,
  stamp: `s${id}`,
  trip_id: tripId,
  shape_id: null,
  service_id: service,
  trip_headsign: null,
  stop_time_ids: times.map((_, i) => id * 100 + i),
  stop_sequences: times.map((_, i) => i + 1),
  arrival_times: times.map(seconds),
  departure_times: times.map(seconds),
});

describe('both directions', () => {
  const row = fromTrips(['A', 'B'], [trip(1, 'L1-1', 'LV', ['06:00', '06:10'])]).rows[0]!;

  it("repeats from the other direction's trip of the same service leaving at the same time", () => {
    const other = {
      patterns: [
        { stop_ids: ['B', 'A'], trips: [trip(2, 'weekend', 'SD', ['06:00', '06:10'])] },
        // Its first stop without a time: the first time it has counts.
        { stop_ids: ['X', 'B', 'A'], trips: [trip(3, 'L1-0', 'LV', [null, '06:00', '06:10'])] },
      ],
    };
    expect(otherSource(other, row)).toBe('L1-0');
  });

  it('finds none when no trip there leaves then, and there is no other direction of none', () => {
    const later = {
      patterns: [{ stop_ids: ['B', 'A'], trips: [trip(2, 'L1-0', 'LV', ['06:05', '06:15'])] }],
    };
    expect(otherSource(later, row)).toBeNull();
    expect(otherSource({ patterns: [] }, row)).toBeNull();
    expect([otherDirectionOf(0), otherDirectionOf(1), otherDirectionOf(null)]).toEqual([1, 0, null]);
  });
});
