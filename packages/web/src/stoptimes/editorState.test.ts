import { shapeLine } from '@ruta/gtfs/schema';
import { describe, expect, it } from 'vitest';
import * as tripEdits from './editorState';

// A shape due north along the meridian: 0.01° = 1.111950 km.
const shape = shapeLine([
  { shape_pt_lat: 0, shape_pt_lon: 0, shape_dist_traveled: null },
  { shape_pt_lat: 0.01, shape_pt_lon: 0, shape_dist_traveled: null },
]);
const stop = (id: string, lat: number) => ({ stop_id: id, stop_name: id, stop_lat: lat, stop_lon: 0 });

describe('editor state', () => {
  it('appends a clicked stop with its distance, activates one in the trip, removes the active one', () => {
    let s = tripEdits.loaded('T', []);
    s = tripEdits.clickStop(s, stop('A', 0.002), shape);
    s = tripEdits.clickStop(s, stop('B', 0.005), shape);
    expect(s.rows.map((r) => [r.stop_id, r.stop_sequence, r.shape_dist_traveled])).toEqual([
      ['A', 1, 0.222],
      ['B', 2, 0.556],
    ]);
    expect(tripEdits.isChanged(s)).toBe(true);
    s = tripEdits.clickStop(s, stop('A', 0.002), shape);
    expect(s.active?.index).toBe(0);
    s = tripEdits.clickStop(s, stop('A', 0.002), shape);
    expect(s.rows.map((r) => [r.stop_id, r.stop_sequence])).toEqual([['B', 1]]);
  });

  it('cancel restores the active row; a saved copy compares deeply', () => {
    let s = tripEdits.loaded('T', [
      {
        stop_id: 'A',
        stop_sequence: 1,
        arrival_time: '08:00:00',
        departure_time: '08:00:00',
        shape_dist_traveled: 0,
        stop_lat: 0,
        stop_lon: 0,
      },
    ]);
    expect(tripEdits.isChanged(s)).toBe(false);
    s = tripEdits.editRow(s, 0);
    s = tripEdits.setField(s, 0, 'arrival_time', '09:00:00');
    s = tripEdits.cancelRow(s);
    expect(s.rows[0]!.arrival_time).toBe('08:00:00');
    expect(tripEdits.isChanged(s)).toBe(false);
    s = tripEdits.setField(s, 0, 'arrival_time', '09:00:00');
    expect(tripEdits.isChanged(s)).toBe(true);
    s = tripEdits.setField(s, 0, 'arrival_time', '08:00:00');
    expect(tripEdits.isChanged(s)).toBe(false);
  });

  /** A new trip with stops A and B picked. */
  const twoStops = () =>
    tripEdits.clickStop(
      tripEdits.clickStop(tripEdits.loaded('T', []), stop('A', 0.002), shape),
      stop('B', 0.005),
      shape,
    );

  it('a confirmed row given one time gets it for both; two different times stay', () => {
    let s = twoStops();
    s = tripEdits.editRow(s, 0);
    s = tripEdits.setField(s, 0, 'arrival_time', '06:00:00');
    s = tripEdits.confirmRow(s);
    s = tripEdits.editRow(s, 1);
    s = tripEdits.setField(s, 1, 'departure_time', '06:05:00');
    s = tripEdits.confirmRow(s);
    expect(s.rows.map((r) => [r.arrival_time, r.departure_time])).toEqual([
      ['06:00:00', '06:00:00'],
      ['06:05:00', '06:05:00'],
    ]);
    s = tripEdits.editRow(s, 1);
    s = tripEdits.setField(s, 1, 'departure_time', '06:07:00');
    s = tripEdits.confirmRow(s);
    expect([s.rows[1]!.arrival_time, s.rows[1]!.departure_time, s.active]).toEqual([
      '06:05:00',
      '06:07:00',
      null,
    ]);
  });

  it('a confirmed row shows its times as stored (HH:MM:SS), whichever way they were typed', () => {
    let s = twoStops();
    s = tripEdits.editRow(s, 0);
    s = tripEdits.setField(s, 0, 'arrival_time', '6:00');
    s = tripEdits.confirmRow(s);
    s = tripEdits.editRow(s, 1);
    s = tripEdits.setField(s, 1, 'arrival_time', '06:05');
    s = tripEdits.setField(s, 1, 'departure_time', '25:07');
    s = tripEdits.confirmRow(s);
    expect(s.rows.map((r) => [r.arrival_time, r.departure_time])).toEqual([
      ['06:00:00', '06:00:00'],
      ['06:05:00', '25:07:00'],
    ]);
    // What is not a time stays as typed, for the save to name the error.
    s = tripEdits.editRow(s, 1);
    s = tripEdits.setField(s, 1, 'departure_time', '6h10');
    s = tripEdits.confirmRow(s);
    expect(s.rows[1]!.departure_time).toBe('6h10');
  });

  it('reorders along the shape and recomputes every distance, a wrong one included', () => {
    let s = tripEdits.loaded('T', [
      {
        stop_id: 'B',
        stop_sequence: 1,
        arrival_time: null,
        departure_time: null,
        shape_dist_traveled: 25.651,
        stop_lat: 0.005,
        stop_lon: 0,
      },
      {
        stop_id: 'A',
        stop_sequence: 2,
        arrival_time: null,
        departure_time: null,
        shape_dist_traveled: null,
        stop_lat: 0.002,
        stop_lon: 0,
      },
    ]);
    s = tripEdits.reorder(s, shape);
    expect(s.rows.map((r) => [r.stop_id, r.stop_sequence, r.shape_dist_traveled])).toEqual([
      ['A', 1, 0.222],
      ['B', 2, 0.556],
    ]);
    s = tripEdits.moveRow(s, 1, 0);
    expect(s.rows.map((r) => [r.stop_id, r.stop_sequence])).toEqual([
      ['B', 1],
      ['A', 2],
    ]);
  });
});
