import { describe, expect, it } from 'vitest';
import { parseCoordinates } from './coordinates';

describe('parseCoordinates', () => {
  it('reads latitude first, with a comma, a semicolon or spaces', () => {
    expect(parseCoordinates('-22.46, -68.93')).toEqual({ kind: 'place', lngLat: [-68.93, -22.46] });
    expect(parseCoordinates(' -22.46;-68.93 ')).toEqual({ kind: 'place', lngLat: [-68.93, -22.46] });
    expect(parseCoordinates('40.4168 -3.7038')).toEqual({ kind: 'place', lngLat: [-3.7038, 40.4168] });
  });

  it('says which number is not on Earth', () => {
    expect(parseCoordinates('-95, 10')).toEqual({ kind: 'outOfRange', field: 'latitude' });
    expect(parseCoordinates('10, 190')).toEqual({ kind: 'outOfRange', field: 'longitude' });
  });

  it('leaves other text to the stop search', () => {
    for (const text of ['Terminal', 'S5', '-22.46', '-22.46, -68.93, 5', '1e3, 4', '']) {
      expect(parseCoordinates(text)).toBeNull();
    }
  });
});
