import { describe, expect, it } from 'vitest';
import type { StopRow } from '../api/stops';
import { stopRow } from '../stops/stopRow.fixture';
import { appendStop, dropLastStop, resolveTypedStops, splitStops } from './typedStops';

const stop = (
  id: number,
  stop_id: string,
  stop_name: string,
  lon: number | null,
  lat: number | null,
): StopRow => stopRow({ id, stop_id, stop_name, stop_lon: lon, stop_lat: lat });
const stops = [
  stop(1, 'S1', 'Plaza de Armas', -68.93, -22.46),
  stop(2, 'S2', 'Estación', -68.92, -22.45),
  stop(3, 'S3', 'Hospital', -68.91, -22.44),
  stop(4, 'S4', 'Mercado', -68.9, -22.43),
  stop(5, 'S5', 'Mercado', -68.89, -22.42),
  stop(6, 'S6', 'Sin lugar', null, null),
];

describe('typed stops', () => {
  it('splits lines, commas and semicolons, dropping blanks', () => {
    expect(splitStops(' S1\n\nS2 , Hospital;S4 \n')).toEqual(['S1', 'S2', 'Hospital', 'S4']);
  });

  it('matches ids, then names ignoring case and accents, in the order typed', () => {
    expect(resolveTypedStops('S3\nplaza de armas, ESTACION', stops)).toEqual({
      line: [
        [-68.91, -22.44],
        [-68.93, -22.46],
        [-68.92, -22.45],
      ],
    });
  });

  it('counts a stop repeated right after itself once', () => {
    expect(resolveTypedStops('S1, S1, S2', stops)).toEqual({
      line: [
        [-68.93, -22.46],
        [-68.92, -22.45],
      ],
    });
  });

  it('names the unknown, ambiguous and unplaced entries', () => {
    expect(resolveTypedStops('S1, Nowhere, Mercado, S6, S9', stops)).toEqual({
      unknown: ['Nowhere', 'S9'],
      ambiguous: ['Mercado'],
      noPosition: ['S6'],
      tooFew: true,
    });
  });

  it('refuses fewer than two stops to draw through', () => {
    expect(resolveTypedStops('S1', stops)).toMatchObject({ unknown: [], tooFew: true });
    expect(resolveTypedStops('', stops)).toMatchObject({ tooFew: true });
  });
});

describe('stops clicked on the map', () => {
  it('are added one a line after what was typed, and the last is removed again', () => {
    expect(appendStop('', 'S1')).toBe('S1');
    expect(appendStop('S1, Plaza \n', 'S3')).toBe('S1\nPlaza\nS3');
    expect(dropLastStop('S1\nS2\nS3')).toBe('S1\nS2');
    expect(dropLastStop('S1')).toBe('');
    expect(dropLastStop('')).toBe('');
  });
});
