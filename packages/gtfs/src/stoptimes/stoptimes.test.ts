import { describe, expect, it } from 'vitest';
import { calculateTimes, timeSeconds, timesFieldErrors } from './times.js';
import { distanceOnShape, reorderByShape, shapeLine } from './shape.js';

const row = (d: number | null, arrival: string | null = null, departure: string | null = arrival) => ({
  shape_dist_traveled: d,
  arrival_time: arrival,
  departure_time: departure,
});

describe('calculateTimes', () => {
  it('adds distance / speed hours between stops and the waiting time at each', () => {
    // 1.5 km at 60 km/h = 90 s; 2.5 km = 150 s; 20 s waiting after each arrival.
    const out = calculateTimes([row(0, '08:00:00', '08:00:30'), row(1.5), row(4)], '60', '20');
    expect(out).toEqual({
      rows: [
        row(0, '08:00:00', '08:00:30'),
        row(1.5, '08:02:00', '08:02:20'),
        row(4, '08:04:50', '08:05:10'),
      ],
    });
  });

  it('rounds to the second and passes midnight as 24:xx', () => {
    // 1 km at 7 km/h = 514.2857 s → 514 s = 8 min 34 s.
    const out = calculateTimes([row(0, '23:55:00'), row(1)], '7', '0');
    expect(out).toEqual({ rows: [row(0, '23:55:00'), row(1, '24:03:34', '24:03:34')] });
  });

  it('answers the first problem', () => {
    expect(calculateTimes([row(0, '08:00:00')], '', '0')).toEqual({ error: 'speed' });
    expect(calculateTimes([row(0, '08:00:00')], '0', '0')).toEqual({ error: 'speed' });
    expect(calculateTimes([row(0, '08:00:00')], '60', 'x')).toEqual({ error: 'waiting' });
    expect(calculateTimes([row(0, '08:00:00'), row(null)], '60', '0')).toEqual({
      error: 'stopsWithoutDistTraveled',
    });
    expect(calculateTimes([row(0, '08:00:00', null), row(1)], '60', '0')).toEqual({
      error: 'needsDepartureValue',
    });
    expect(timesFieldErrors('abc', '')).toEqual(['speed', 'waiting']);
  });

  it('reads times past 24 hours', () => {
    expect(timeSeconds('25:10:05')).toBe(90605);
    expect(timeSeconds('8:00:00')).toBe(28800);
    expect(timeSeconds('8:0')).toBeNull();
    expect(timeSeconds('')).toBeNull();
  });
});

describe('distanceOnShape', () => {
  const north = shapeLine([
    { shape_pt_lat: 0, shape_pt_lon: 0, shape_dist_traveled: null },
    { shape_pt_lat: 0.01, shape_pt_lon: 0, shape_dist_traveled: null },
  ]);

  it('is the km along the shape, 3 decimals, without point distances', () => {
    // Half of 0.01° of a meridian: 6371.0088 km × 0.01 × π/180 / 2 = 0.555975 km.
    expect(distanceOnShape([0.001, 0.005], north)).toBe(0.556);
    expect(distanceOnShape([0, -1], north)).toBe(0);
  });

  it("uses the points' own distances on the segment", () => {
    const shape = shapeLine([
      { shape_pt_lat: 0, shape_pt_lon: 0, shape_dist_traveled: 0 },
      { shape_pt_lat: 0, shape_pt_lon: 1, shape_dist_traveled: 100 },
      { shape_pt_lat: 0, shape_pt_lon: 2, shape_dist_traveled: 300 },
    ]);
    expect(distanceOnShape([1.5, 0.001], shape)).toBe(200);
    expect(distanceOnShape([0.25, -0.01], shape)).toBe(25);
  });

  it('lands after `from` on a shape that comes back', () => {
    // Out and back: 0 → 0.01° → 0 (2 × 1.111950 km); the stop at 0.002° is passed at 0.222390 km
    // and again at 2.223901 − 0.222390 = 2.001511 km.
    const back = shapeLine([
      { shape_pt_lat: 0, shape_pt_lon: 0, shape_dist_traveled: null },
      { shape_pt_lat: 0.01, shape_pt_lon: 0, shape_dist_traveled: null },
      { shape_pt_lat: 0, shape_pt_lon: 0, shape_dist_traveled: null },
    ]);
    expect(distanceOnShape([0, 0.002], back)).toBe(0.222);
    expect(distanceOnShape([0, 0.002], back, 1.2)).toBe(2.002);
    expect(distanceOnShape([0, 0], shapeLine([]))).toBeNull();
  });
});

describe('reorderByShape', () => {
  it('orders stops along the shape, stops without a position last, and renumbers', () => {
    const line = shapeLine([
      { shape_pt_lat: 0, shape_pt_lon: 0, shape_dist_traveled: null },
      { shape_pt_lat: 0.01, shape_pt_lon: 0, shape_dist_traveled: null },
    ]);
    const rows = [
      { stop_id: 'C', stop_lat: 0.008, stop_lon: 0, stop_sequence: 1 },
      { stop_id: 'A', stop_lat: 0.002, stop_lon: 0, stop_sequence: 2 },
      { stop_id: 'X', stop_lat: null, stop_lon: null, stop_sequence: 3 },
      { stop_id: 'B', stop_lat: 0.005, stop_lon: 0.0001, stop_sequence: 4 },
    ];
    expect(reorderByShape(rows, line).map((r) => [r.stop_id, r.stop_sequence])).toEqual([
      ['A', 1],
      ['B', 2],
      ['C', 3],
      ['X', 4],
    ]);
  });
});
