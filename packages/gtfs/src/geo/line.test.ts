import { describe, expect, it } from 'vitest';
import {
  cumulativeKm,
  distanceKm,
  distancesAlongKm,
  lengthKm,
  pointAlong,
  projectOnLine,
  type LngLat,
} from './line.js';

// On the equator one degree of longitude is 111.195 km with the mean Earth radius.
const DEG_KM = 111.19508;

describe('line geometry', () => {
  it('measures great-circle distances and polyline lengths', () => {
    expect(distanceKm([0, 0], [1, 0])).toBeCloseTo(DEG_KM, 3);
    expect(distanceKm([-68.93, -22.46], [-68.93, -22.46])).toBe(0);
    expect(
      lengthKm([
        [0, 0],
        [0.5, 0],
        [1, 0],
      ]),
    ).toBeCloseTo(DEG_KM, 3);
    expect(lengthKm([])).toBe(0);
    expect(
      cumulativeKm([
        [0, 0],
        [0.1, 0],
        [0.3, 0],
      ]).map((d) => +d.toFixed(3)),
    ).toEqual([0, 11.12, 33.359]);
  });

  it('projects a point onto the nearest segment, with the distance along and the offset', () => {
    const line: LngLat[] = [
      [0, 0],
      [0.01, 0],
      [0.01, 0.01],
    ];
    const p = projectOnLine([0.004, 0.001], line)!;
    expect(p.segment).toBe(0);
    expect(p.t).toBeCloseTo(0.4, 9);
    expect(p.alongKm).toBeCloseTo(0.004 * DEG_KM, 4);
    expect(p.offsetMetres).toBeCloseTo(111.195, 1);
    const q = projectOnLine([0.02, 0.005], line)!;
    expect(q.segment).toBe(1);
    expect(q.alongKm).toBeCloseTo(0.015 * DEG_KM, 3);
  });

  it('projects beyond fromKm so a loop is followed in order', () => {
    // Out along the equator and back: a point near the start projects on the return leg when asked.
    const line: LngLat[] = [
      [0, 0],
      [0.01, 0],
      [0, 0.0001],
    ];
    expect(projectOnLine([0.001, 0], line)!.segment).toBe(0);
    const back = projectOnLine([0.001, 0], line, cumulativeKm(line), 1.2)!;
    expect(back.segment).toBe(1);
    expect(back.alongKm).toBeGreaterThan(1.2);
  });

  it('finds the point at a distance along the line', () => {
    const line: LngLat[] = [
      [0, 0],
      [0.01, 0],
      [0.01, 0.01],
    ];
    const p = pointAlong(line, 0.015 * DEG_KM)!;
    expect(p[0]).toBeCloseTo(0.01, 9);
    expect(p[1]).toBeCloseTo(0.005, 6);
    expect(pointAlong(line, 99)).toEqual([0.01, 0.01]);
    expect(pointAlong([], 1)).toBeNull();
    expect(projectOnLine([0, 0], [])).toBeNull();
  });
});

describe('distancesAlongKm', () => {
  it('keeps a trip that passes a place twice in order', () => {
    // Out east and back just north of the way out: the last stop sits beside the first.
    const line: LngLat[] = [
      [0, 0],
      [0.01, 0],
      [0.01, 0.0002],
      [0, 0.0002],
    ];
    const d = distancesAlongKm(
      [
        [0.0001, 0.0001],
        [0.01, 0.0001],
        [0.0001, 0.0001],
      ],
      line,
    );
    expect(d[0]).toBeCloseTo(0.0001 * DEG_KM, 4);
    expect(d[1]).toBeGreaterThan(d[0]!);
    expect(d[2]).toBeGreaterThan(d[1]!);
    expect(d[2]).toBeCloseTo((0.0199 + 0.0002) * DEG_KM, 3);
    expect(distancesAlongKm([[0, 0]], [])).toEqual([]);
  });
});
