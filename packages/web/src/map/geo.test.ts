import { describe, expect, it } from 'vitest';
import { boundsCenter, boundsOf, distanceKm, geometryPoints, lengthKm, toLngLat } from './geo';

describe('geo', () => {
  it('measures great-circle distances in km', () => {
    // One degree of latitude is about 111.2 km.
    expect(distanceKm([0, 0], [0, 1])).toBeCloseTo(111.19, 1);
    expect(distanceKm([-68.93, -22.46], [-68.93, -22.46])).toBe(0);
    expect(
      lengthKm([
        [0, 0],
        [0, 1],
        [0, 2],
      ]),
    ).toBeCloseTo(222.39, 1);
    expect(lengthKm([])).toBe(0);
  });

  it('bounds points and finds the centre', () => {
    const b = boundsOf([
      [1, 2],
      [-3, 5],
      [0, -1],
    ]);
    expect(b).toEqual([
      [-3, -1],
      [1, 5],
    ]);
    expect(boundsCenter(b!)).toEqual([-1, 2]);
    expect(boundsOf([])).toBeNull();
  });

  it('reads coordinates from loose values', () => {
    expect(toLngLat(-68.9, '-22.4')).toEqual([-68.9, -22.4]);
    expect(toLngLat('abc', 1)).toBeNull();
    expect(toLngLat(null, 1)).toBeNull();
    expect(toLngLat(10, 95)).toBeNull();
  });

  it('walks a polygon geometry', () => {
    const polygon = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [1, 0],
          [1, 1],
          [0, 0],
        ],
      ],
    };
    expect(geometryPoints(polygon)).toHaveLength(4);
    expect(geometryPoints(null)).toEqual([]);
  });
});
