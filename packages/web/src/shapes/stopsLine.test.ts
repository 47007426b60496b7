import { describe, expect, it } from 'vitest';
import type { StopTimeRow } from '../api/stopTimes';
import { stopsLine } from './stopsLine';

const st = (seq: number | string, lon: number | null, lat: number | null): StopTimeRow => ({
  stop_id: `S${seq}`,
  stop_sequence: seq,
  arrival_time: null,
  departure_time: null,
  shape_dist_traveled: null,
  stop_lon: lon,
  stop_lat: lat,
});

describe('stopsLine', () => {
  it('orders by stop_sequence, skips stops without coordinates and repeats in a row', () => {
    const line = stopsLine([
      st(3, -68.3, -22.3),
      st(1, -68.1, -22.1),
      st(2, null, null),
      st(4, -68.3, -22.3),
    ]);
    expect(line).toEqual([
      [-68.1, -22.1],
      [-68.3, -22.3],
    ]);
  });

  it('puts a stop whose stop_sequence an import could not read (its text) first, like a missing one', () => {
    const line = stopsLine([st(2, -68.2, -22.2), st('x', -68.9, -22.9), st(1, -68.1, -22.1)]);
    expect(line).toEqual([
      [-68.9, -22.9],
      [-68.1, -22.1],
      [-68.2, -22.2],
    ]);
  });
});
