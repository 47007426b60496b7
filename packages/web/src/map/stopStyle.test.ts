import { describe, expect, it } from 'vitest';
import { labelMinZoom } from './stopStyle';

describe('labelMinZoom', () => {
  it('names the stops of a small network at every zoom, a large one from zoom 14', () => {
    expect(labelMinZoom(6)).toBe(0);
    expect(labelMinZoom(200)).toBe(0);
    expect(labelMinZoom(201)).toBe(14);
  });
});
