import { describe, expect, it } from 'vitest';
import { calculateTimes, straightLineKm, timeSeconds, timesFieldErrors } from './times.js';
import { distanceOnShape, reorderByShape, shapeLine } from './shape.js';

// On the equator 0.01° of longitude (and of latitude) is 1.1119508 km with the mean Earth radius.
const KM = 1.1119508;

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
    expect(timeSeconds('06:00')).toBe(21600);
    expect(timeSeconds('6:05')).toBe(21900);
    expect(timeSeconds('25:61')).toBeNull();
    expect(timeSeconds('')).toBeNull();
  });
});

describe('calculateTimes refuses distances that cannot be right', () => {
  it('names the rows whose distance does not increase', () => {
    expect(calculateTimes([row(0, '08:00:00'), row(2), row(1.5), row(3), row(3)], '60', '0')).toEqual({
      error: 'distancesNotIncreasing',
      rows: [2, 4],
    });
  });
  it('names the rows reached faster than 150 km/h as the crow flies', () => {
    const at = (d: number, lon: number, time: string | null = null) => ({
      ...row(d, time),
      stop_lat: 0,
      stop_lon: lon,
    });
    // 0.1° apart = 11.12 km; a distance of 1 km at 60 km/h takes 60 s: 667 km/h.
    expect(calculateTimes([at(0, 0, '08:00:00'), at(1, 0.1)], '60', '0')).toEqual({
      error: 'tooFast',
      rows: [1],
    });
    // 12 km at 60 km/h = 12 min for 11.12 km: 55.6 km/h, accepted.
    expect(calculateTimes([at(0, 0, '08:00:00'), at(12, 0.1)], '60', '0')).toEqual({
      rows: [at(0, 0, '08:00:00'), at(12, 0.1, '08:12:00')],
    });
  });
});

// A lollipop: out along the equator A(0,0) → B(0.01,0) → C(0.02,0), round the square
// C → D(0.02,0.01) → E(0.01,0.01) → B, and back B → A: six legs of 1.1119508 km (6.672 km).
const lollipop = shapeLine(
  [
    [0, 0],
    [0.01, 0],
    [0.02, 0],
    [0.02, 0.01],
    [0.01, 0.01],
    [0.01, 0],
    [0, 0],
  ].map(([lon, lat]) => ({ shape_pt_lat: lat!, shape_pt_lon: lon!, shape_dist_traveled: null })),
);
// S lies 11 m off the street taken out and back: 0.5 leg out (0.556 km), 5.5 legs back (6.116 km).
const S = [0.005, 0.0001] as const;
// T lies 111 m off the leg C → D, 2.5 legs along (2.780 km).
const T = [0.019, 0.005] as const;
// P lies 11 m from A, where the shape starts (0) and ends (6.672).
const P = [0, -0.0001] as const;

describe('calculateTimes on a trip without shape', () => {
  // Stops along the equator, 0.01° apart (1.1119508 km), without distances.
  const at = (lon: number, arrival: string | null = null) => ({
    ...row(null, arrival),
    stop_lat: 0,
    stop_lon: lon,
  });

  it('measures straight lines between consecutive stops, in km', () => {
    const out = straightLineKm([at(0), at(0.01), at(0.03), at(0.02)]);
    expect('km' in out && out.km.map((k) => +k.toFixed(4))).toEqual(
      [0, KM, 3 * KM, 4 * KM].map((k) => +k.toFixed(4)),
    );
  });

  it('times each leg by its straight line and leaves the distances empty', () => {
    // 1.1119508 km at 20 km/h = 200.15 s → 200 s; 2.2239 km = 400.3 s → 400 s after a 10 s stop.
    const out = calculateTimes([at(0, '06:00'), at(0.01), at(0.03)], '20', '10', { straightLines: true });
    expect(out).toEqual({
      rows: [
        at(0, '06:00'),
        { ...at(0.01), arrival_time: '06:03:20', departure_time: '06:03:30' },
        { ...at(0.03), arrival_time: '06:10:10', departure_time: '06:10:20' },
      ],
    });
  });

  it('names the stops without a position, and still needs the first times', () => {
    const noPlace = { ...row(null), stop_lat: null, stop_lon: null };
    expect(
      calculateTimes([at(0, '06:00'), noPlace, at(0.02), noPlace], '20', '0', { straightLines: true }),
    ).toEqual({ error: 'stopsWithoutPosition', rows: [1, 3] });
    expect(calculateTimes([at(0), at(0.01)], '20', '0', { straightLines: true })).toEqual({
      error: 'needsDepartureValue',
    });
  });

  it('without the option a trip lacking distances is still refused', () => {
    expect(calculateTimes([at(0, '06:00'), at(0.01)], '20', '0')).toEqual({
      error: 'stopsWithoutDistTraveled',
    });
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
  it('takes the first pass of a looping shape after the previous stop', () => {
    expect(distanceOnShape(S, lollipop)).toBe(+(0.5 * KM).toFixed(3)); // 0.556
    expect(distanceOnShape(T, lollipop, 0.556)).toBe(+(2.5 * KM).toFixed(3)); // 2.780
    expect(distanceOnShape(S, lollipop, 2.78)).toBe(+(5.5 * KM).toFixed(3)); // 6.116
    expect(distanceOnShape(P, lollipop, 6.116)).toBe(+(6 * KM).toFixed(3)); // 6.672
  });
  it("gives a stop appended before the previous one its own place, not the previous stop's", () => {
    // The previous stop is at 3 km of a 3.336 km line; the clicked stop lies at 1.112 km. Clamping
    // the search after 3 km gave 3 (the fault seen as 25.651 on a 25.7 km trip).
    const line = shapeLine([
      { shape_pt_lat: 0, shape_pt_lon: 0, shape_dist_traveled: null },
      { shape_pt_lat: 0, shape_pt_lon: 0.03, shape_dist_traveled: null },
    ]);
    expect(distanceOnShape([0.01, 0.0002], line, 3)).toBe(+KM.toFixed(3));
    expect(distanceOnShape(T, lollipop, 5)).toBe(2.78);
  });
  it("answers in the shape's own units", () => {
    // The same lollipop with its points' distances in metres: S at 0.5 leg = 555.975 m.
    const metres = shapeLine(
      lollipop.line.map(([lon, lat], i) => ({
        shape_pt_lat: lat,
        shape_pt_lon: lon,
        shape_dist_traveled: i * KM * 1000,
      })),
    );
    expect(distanceOnShape(S, metres)).toBe(555.975);
    expect(distanceOnShape(S, metres, 2780)).toBe(6115.729);
  });
});

describe('reorderByShape', () => {
  it('orders stops along the shape, stops without a position last, and renumbers', () => {
    const line = shapeLine([
      { shape_pt_lat: 0, shape_pt_lon: 0, shape_dist_traveled: null },
      { shape_pt_lat: 0.01, shape_pt_lon: 0, shape_dist_traveled: null },
    ]);
    const rows = [
      { stop_id: 'C', stop_lat: 0.008, stop_lon: 0, stop_sequence: 1, shape_dist_traveled: null },
      { stop_id: 'A', stop_lat: 0.002, stop_lon: 0, stop_sequence: 2, shape_dist_traveled: null },
      { stop_id: 'X', stop_lat: null, stop_lon: null, stop_sequence: 3, shape_dist_traveled: null },
      { stop_id: 'B', stop_lat: 0.005, stop_lon: 0.0001, stop_sequence: 4, shape_dist_traveled: null },
    ];
    expect(reorderByShape(rows, line).map((r) => [r.stop_id, r.stop_sequence])).toEqual([
      ['A', 1],
      ['B', 2],
      ['C', 3],
      ['X', 4],
    ]);
  });
  const stop = (id: string, [lon, lat]: readonly [number, number], d: number | null = null) => ({
    stop_id: id,
    stop_lon: lon,
    stop_lat: lat,
    stop_sequence: 0,
    shape_dist_traveled: d,
  });
  const placed = (rows: ReturnType<typeof stop>[]) =>
    reorderByShape(rows, lollipop).map((r) => [r.stop_id, r.stop_sequence, r.shape_dist_traveled]);
  it('follows a loop in the trip order and recomputes every distance', () => {
    // The loop's last stop (P again, at its end) stays last; S listed after T is served on the way back.
    expect(placed([stop('P', P, 9), stop('T', T), stop('S', S, 0.1), stop('P2', P)])).toEqual([
      ['P', 1, 0],
      ['T', 2, 2.78],
      ['S', 3, 6.116],
      ['P2', 4, 6.672],
    ]);
  });
  it('moves a stop appended after the end of the trip to its place', () => {
    expect(placed([stop('P', P), stop('T', T), stop('P2', P), stop('S', S, 6.672)])).toEqual([
      ['P', 1, 0],
      ['S', 2, 0.556],
      ['T', 3, 2.78],
      ['P2', 4, 6.672],
    ]);
  });
});
