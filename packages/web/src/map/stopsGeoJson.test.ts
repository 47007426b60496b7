import { describe, expect, it } from 'vitest';
import { stopRow } from '../stops/stopRow.fixture';
import { locationType, nearestPoint, stopsGeoJson } from './stopsGeoJson';

describe('stops as GeoJSON', () => {
  it('draws stops with valid coordinates, with their location_type', () => {
    const fc = stopsGeoJson([
      stopRow({ id: 1, stop_id: 'A', stop_name: 'Alfa', stop_lat: -22, stop_lon: -68, location_type: 1 }),
      stopRow({ id: 2, stop_id: 'B', stop_lat: 'x', stop_lon: -68 }),
      stopRow({ id: 3, stop_id: 'C', stop_lat: -22.1, stop_lon: -68.1, location_type: null }),
    ]);
    expect(fc.features.map((f) => f.properties)).toEqual([
      { id: 1, stop_id: 'A', name: 'Alfa', type: 1 },
      { id: 3, stop_id: 'C', name: 'C', type: 0 },
    ]);
    expect(fc.features[0]!.id).toBe(1);
  });

  it('reads location_type leniently', () => {
    expect(locationType('2')).toBe(2);
    expect(locationType('')).toBe(0);
    expect(locationType(9)).toBe(0);
  });
});

describe('nearest stop', () => {
  it('finds the stop nearest a point', () => {
    const fc = stopsGeoJson([
      stopRow({ id: 1, stop_id: 'A', stop_lat: 0, stop_lon: 0 }),
      stopRow({ id: 2, stop_id: 'B', stop_lat: 1, stop_lon: 1 }),
    ]);
    expect(nearestPoint(fc, [0.9, 0.8])).toEqual([1, 1]);
    expect(nearestPoint(stopsGeoJson([]), [0, 0])).toBeNull();
  });
});
