import { describe, expect, it } from 'vitest';
import { stopsAlong } from './stopsAlong';

const stop = (stop_id: string, lon: number, lat: number) => ({
  stop_id,
  stop_name: null,
  stop_lat: lat,
  stop_lon: lon,
});

describe('stopsAlong', () => {
  it('flags the stops farther than 100 m from the line', () => {
    const line = [
      [-68.93, -22.45],
      [-68.9, -22.45],
    ] as const;
    // 0.0005° of latitude is about 56 m; 0.002° about 222 m.
    const { data, far } = stopsAlong([stop('near', -68.92, -22.4505), stop('far', -68.91, -22.452)], line);
    expect(far).toBe(1);
    expect(data.features.map((f) => f.properties)).toEqual([
      { stop_id: 'near', far: false },
      { stop_id: 'far', far: true },
    ]);
  });

  it('every stop is far from a shape without points', () => {
    expect(stopsAlong([stop('a', 0, 0)], []).far).toBe(1);
  });
});
