import { describe, expect, it } from 'vitest';
import { boxEnvelope } from '@ruta/gtfs/schema';
import { envelopePath, envelopeRings, mercator } from './envelope';

describe('mercator', () => {
  it('puts the origin in the middle and north at the top', () => {
    expect(mercator([0, 0])).toEqual([0.5, 0.5]);
    expect(mercator([180, 0])[0]).toBe(1);
    expect(mercator([0, 60])[1]).toBeLessThan(0.5);
    expect(mercator([0, -60])[1]).toBeGreaterThan(0.5);
  });
  it('clamps the poles', () => {
    expect(Number.isFinite(mercator([0, 90])[1])).toBe(true);
  });
});

describe('envelopeRings', () => {
  it('reads features, bare polygons and multipolygons', () => {
    expect(envelopeRings(boxEnvelope(0, 0, 1, 1))[0]).toHaveLength(5);
    expect(envelopeRings(boxEnvelope(0, 0, 1, 1).geometry)).toHaveLength(1);
    expect(
      envelopeRings({
        type: 'MultiPolygon',
        coordinates: [
          boxEnvelope(0, 0, 1, 1).geometry.coordinates,
          boxEnvelope(2, 2, 3, 3).geometry.coordinates,
        ],
      }),
    ).toHaveLength(2);
  });
  it('gives nothing for null, points or malformed input', () => {
    expect(envelopeRings(null)).toEqual([]);
    expect(envelopeRings({ type: 'Point', coordinates: [1, 2] })).toEqual([]);
    expect(envelopeRings({ type: 'Feature', geometry: null })).toEqual([]);
    expect(envelopeRings({ type: 'Polygon', coordinates: [[['a', 1]]] })).toEqual([]);
  });
});

describe('envelopePath', () => {
  const box = { width: 300, height: 100, padding: 10 };
  const numbers = (path: string) => path.match(/-?\d+(\.\d+)?/g)!.map(Number);

  it('fits a wide envelope to the width and centres it vertically', () => {
    const path = envelopePath(boxEnvelope(-10, -1, 10, 1), box)!;
    const values = numbers(path);
    const xs = values.filter((_, i) => i % 2 === 0);
    const ys = values.filter((_, i) => i % 2 === 1);
    expect(Math.min(...xs)).toBe(10);
    expect(Math.max(...xs)).toBe(290);
    expect(Math.min(...ys) + Math.max(...ys)).toBeCloseTo(100, 0); // symmetric about the middle
    expect(path.startsWith('M')).toBe(true);
    expect(path.endsWith('Z')).toBe(true);
  });

  it('fits a tall envelope to the height', () => {
    const values = numbers(envelopePath(boxEnvelope(0, 0, 0.01, 1), box)!);
    const ys = values.filter((_, i) => i % 2 === 1);
    expect(Math.min(...ys)).toBe(10);
    expect(Math.max(...ys)).toBe(90);
  });

  it('draws north up', () => {
    const path = envelopePath(boxEnvelope(0, 0, 1, 1), box)!;
    // The second corner (east, south) is lower on screen than the third (east, north).
    const values = numbers(path);
    expect(values[3]!).toBeGreaterThan(values[5]!);
  });

  it('puts a single point in the centre and returns null for nothing', () => {
    expect(envelopePath(boxEnvelope(5, 5, 5, 5), box)).toBe('M150 50 L150 50 L150 50 L150 50 L150 50 Z');
    expect(envelopePath(null, box)).toBeNull();
  });
});
