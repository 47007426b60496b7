import { describe, expect, it } from 'vitest';
import {
  assignSequences,
  atHeadway,
  formatClock,
  groupPatterns,
  interpolateTimes,
  parseClock,
  parsePrinted,
  parseTsv,
  shiftClock,
  stopDistancesKm,
  toTsv,
} from './index.js';
import { distanceKm } from '../geo/line.js';

describe('clock', () => {
  it('parses HH:MM and HH:MM:SS, hours past 24, and refuses the rest', () => {
    expect(parseClock('07:05')).toBe(7 * 3600 + 5 * 60);
    expect(parseClock(' 7:05:30 ')).toBe(25530);
    expect(parseClock('25:10')).toBe(90600);
    expect(parseClock('')).toBeNull();
    expect(parseClock('7:60')).toBeUndefined();
    expect(parseClock('07:05:61')).toBeUndefined();
    expect(parseClock('0705')).toBeUndefined();
    expect(parseClock('7h05')).toBeUndefined();
  });
  it('formats with seconds only when needed', () => {
    expect(formatClock(25530)).toBe('07:05:30');
    expect(formatClock(25500)).toBe('07:05');
    expect(formatClock(25500, true)).toBe('07:05:00');
    expect(formatClock(90600)).toBe('25:10');
    expect(formatClock(null)).toBe('');
  });
  it('shifts by minutes and refuses a time before the day starts', () => {
    expect(shiftClock(25500, 5)).toBe(25800);
    expect(shiftClock(25500, -5)).toBe(25200);
    expect(shiftClock(null, 5)).toBeNull();
    expect(shiftClock(120, -3)).toBeUndefined();
  });
});

describe('patterns', () => {
  it('groups by ordered stop list, biggest first, trips by first time', () => {
    const trips: { stopIds: string[]; trip: { id: string; start: number | null } }[] = [
      { stopIds: ['A', 'B', 'C'], trip: { id: 't1', start: 900 } },
      { stopIds: ['A', 'C'], trip: { id: 't2', start: 100 } },
      { stopIds: ['A', 'B', 'C'], trip: { id: 't3', start: 300 } },
      { stopIds: ['A', 'B', 'C'], trip: { id: 't4', start: null } },
      { stopIds: ['C', 'B', 'A'], trip: { id: 't5', start: 50 } },
    ];
    const p = groupPatterns(trips, (t) => t.start);
    expect(p.map((x) => x.stopIds.join(''))).toEqual(['ABC', 'AC', 'CBA']);
    expect(p[0]!.trips.map((t) => t.id)).toEqual(['t3', 't1', 't4']);
  });
});

describe('interpolation', () => {
  it('fills between timepoints by distance, rounding to seconds, leaving the ends', () => {
    // 08:00 at 0 km, 08:10 at 4 km: 1 km → 08:02:30, 3 km → 08:07:30.
    expect(interpolateTimes([null, 28800, null, null, 29400, null], [0, 0, 1, 3, 4, 5])).toEqual([
      null,
      28800,
      28950,
      29250,
      29400,
      null,
    ]);
    // 100 s over 3 km: 1 km → 33.33 s → 33.
    expect(interpolateTimes([0, null, 100], [0, 1, 3])).toEqual([0, 33, 100]);
  });
  it('spreads evenly when two timepoints are at the same distance', () => {
    expect(interpolateTimes([0, null, null, 90], [2, 2, 2, 2])).toEqual([0, 30, 60, 90]);
  });
  it('measures along the shape, from the first stop', () => {
    // A shape going east 0.01° then north 0.01° (an L); the stops are its corner and its end.
    const shape: [number, number][] = [
      [0, 0],
      [0.01, 0],
      [0.01, 0.01],
    ];
    const leg = distanceKm([0, 0], [0.01, 0]);
    const d = stopDistancesKm(
      [
        [0.005, 0],
        [0.01, 0],
        [0.01, 0.01],
      ],
      shape,
    );
    expect(d[0]).toBe(0);
    expect(d[1]).toBeCloseTo(leg / 2, 9);
    expect(d[2]).toBeCloseTo(leg / 2 + distanceKm([0.01, 0], [0.01, 0.01]), 9);
    // Without a shape: straight lines between stops.
    expect(
      stopDistancesKm(
        [
          [0, 0],
          [0.01, 0],
        ],
        null,
      ),
    ).toEqual([0, leg]);
  });
  it('makes a trip at a headway', () => {
    expect(atHeadway([28800, null, 29400], 600)).toEqual([29400, null, 30000]);
  });
});

describe('paste', () => {
  it('reads tab-separated lines and writes them back', () => {
    expect(parseTsv('07:00\t07:05\r\n08:00\t\n')).toEqual([
      ['07:00', '07:05'],
      ['08:00', ''],
    ]);
    expect(
      toTsv([
        [25200, null],
        [28800, 29100],
      ]),
    ).toBe('07:00\t\n08:00\t08:05');
  });
  it('reads a printed timetable with stops down, its header and stop names dropped', () => {
    const text = 'Stop\tTrip 1\tTrip 2\nCentro\t07:00\t07:30\nHospital\t07:10\t-\nTerminal\t07:25\t07:55\n';
    expect(parsePrinted(text, 'down')).toEqual({
      trips: [
        [25200, 25800, 26700],
        [27000, null, 28500],
      ],
      invalid: [],
    });
  });
  it('reads stops across and reports cells that are not times', () => {
    expect(parsePrinted('07:00\t07:10\n08:00\tsoon', 'across')).toEqual({
      trips: [
        [25200, 25800],
        [28800, null],
      ],
      invalid: [[1, 1]],
    });
  });
});

describe('stop sequences', () => {
  it('keeps existing values and puts new stops in the gaps', () => {
    expect(assignSequences([10, null, 20, 30])).toEqual([10, 15, 20, 30]);
    expect(assignSequences([10, null, null, 20])).toEqual([10, 13, 16, 20]);
    expect(assignSequences([null, 5, 6, null])).toEqual([2, 5, 6, 7]);
    expect(assignSequences([1, 2, 3])).toEqual([1, 2, 3]);
  });
  it('renumbers 1..n when a new stop finds no room', () => {
    expect(assignSequences([1, null, 2])).toEqual([1, 2, 3]);
    expect(assignSequences([0, 3, null, null, 4])).toEqual([1, 2, 3, 4, 5]);
  });
});
