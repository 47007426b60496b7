import { describe, expect, it } from 'vitest';
import { clickRuler, rulerGeoJson, rulerKm, rulerPointAt } from './ruler';

describe('ruler', () => {
  it('adds points on empty clicks and removes the point that was clicked', () => {
    let points = clickRuler([], [0, 0], null);
    points = clickRuler(points, [0, 1], null);
    points = clickRuler(points, [0, 2], null);
    expect(points).toHaveLength(3);
    expect(rulerKm(points)).toBeCloseTo(222.39, 1);
    points = clickRuler(points, [0, 1], 1);
    expect(points).toEqual([
      [0, 0],
      [0, 2],
    ]);
    expect(clickRuler(points, [5, 5], 9)).toBe(points);
  });

  it('draws points, and a line from two points on', () => {
    expect(rulerGeoJson([[0, 0]]).features.map((f) => f.geometry.type)).toEqual(['Point']);
    expect(
      rulerGeoJson([
        [0, 0],
        [1, 1],
      ]).features.map((f) => f.geometry.type),
    ).toEqual(['LineString', 'Point', 'Point']);
  });
});

describe('ruler hit test', () => {
  it('finds the nearest point within the tolerance in pixels', () => {
    const project = (p: readonly [number, number]) => ({ x: p[0] * 100, y: p[1] * 100 });
    const points = [
      [0, 0],
      [1, 0],
      [1.05, 0],
    ] as const;
    expect(rulerPointAt(points, project, { x: 101, y: 2 })).toBe(1);
    expect(rulerPointAt(points, project, { x: 104, y: 0 })).toBe(2);
    expect(rulerPointAt(points, project, { x: 50, y: 50 })).toBeNull();
  });
});
