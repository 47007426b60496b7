import { describe, expect, it } from 'vitest';
import { buildSketch, GRID, MAX_BYTES, type LonLat, type RouteLines } from './sketch.js';

/** A wiggly line of `n` points starting at `lon`, `lat`. */
const wiggle = (lon: number, lat: number, n: number, seed: number): LonLat[] =>
  Array.from({ length: n }, (_, i) => [lon + i * 0.0004, lat + Math.sin(i / 7 + seed) * 0.003]);

describe('buildSketch', () => {
  it('keeps a large city network (60 routes of 2,000-point shapes, 3,000 stops) under the byte budget', () => {
    const routes: RouteLines[] = Array.from({ length: 60 }, (_, r) => ({
      route_id: `R${r}`,
      short_name: `${r}`,
      color: 'FF0000',
      lines: [
        wiggle(-115.2 + (r % 12) * 0.01, 36.1 + r * 0.002, 2000, r),
        wiggle(-115.1, 36.2 - r * 0.002, 2000, -r),
      ],
    }));
    const stops = Array.from({ length: 3000 }, (_, i): LonLat => [
      -115.2 + (i % 60) * 0.004,
      36.0 + i * 0.0001,
    ]);
    const sketch = buildSketch(routes, stops)!;
    expect(JSON.stringify(sketch).length).toBeLessThanOrEqual(MAX_BYTES);
    expect(sketch.routes.every((r) => r.lines.length >= 1)).toBe(true);
    expect(Math.max(...sketch.size)).toBe(GRID);
  });

  it('ignores unusable coordinates and answers null when none is left', () => {
    expect(
      buildSketch(
        [
          {
            route_id: 'R',
            short_name: 'R',
            color: '000000',
            lines: [
              [
                [0, 0],
                [200, 95],
              ],
            ],
          },
        ],
        [[0, 0]],
      ),
    ).toBeNull();
  });

  it('keeps the network’s proportions: a north-south line is tall, x east and y south', () => {
    const sketch = buildSketch(
      [
        {
          route_id: 'R',
          short_name: 'R',
          color: '000000',
          lines: [
            [
              [-68.9, -22.4],
              [-68.9, -22.5],
              [-68.89, -22.5],
            ],
          ],
        },
      ],
      [],
    )!;
    expect(sketch.size[1]).toBe(GRID);
    expect(sketch.size[0]).toBeLessThan(GRID / 5);
    expect(sketch.routes[0]!.lines[0]).toEqual([0, 0, 0, GRID, sketch.size[0], GRID]);
  });
});
