import { describe, expect, it } from 'vitest';
import * as tripEdits from './editorState';
import { cancel, edit, redoTrip, startTripHistory, undoTrip } from './tripHistory';

const row = (stop_id: string, stop_sequence: number) => ({
  stop_id,
  stop_name: stop_id,
  stop_lat: 0,
  stop_lon: 0,
  stop_sequence,
  arrival_time: null,
  departure_time: null,
  shape_dist_traveled: null,
});
const start = () => startTripHistory(tripEdits.loaded('T', [row('A', 1), row('B', 2), row('C', 3)]));
/** A fresh history with row `index` active. */
const editing = (index: number) => {
  const h = start();
  return edit(h, tripEdits.editRow(h.states.present, index));
};
const stopIds = (h: ReturnType<typeof start>) => h.states.present.rows.map((r) => r.stop_id);
const arrival = (h: ReturnType<typeof start>, i: number) => h.states.present.rows[i]!.arrival_time;

describe('stop-times editor history', () => {
  it('undoes and redoes a removal and a move, one step each', () => {
    let h = start();
    h = edit(h, tripEdits.removeRow(h.states.present, 0));
    h = edit(h, tripEdits.moveRow(h.states.present, 0, 1));
    expect(stopIds(h)).toEqual(['C', 'B']);
    h = undoTrip(h);
    expect(stopIds(h)).toEqual(['B', 'C']);
    h = undoTrip(h);
    expect(stopIds(h)).toEqual(['A', 'B', 'C']);
    expect(tripEdits.isChanged(h.states.present)).toBe(false);
    expect(undoTrip(h)).toBe(h);
    h = redoTrip(redoTrip(h));
    expect(stopIds(h)).toEqual(['C', 'B']);
    expect(h.states.present.rows.map((r) => r.stop_sequence)).toEqual([1, 2]);
  });

  it('makes typing in one field one step, and choosing or confirming a row none', () => {
    let h = editing(1);
    expect(h.states.past).toHaveLength(0);
    for (const typed of ['0', '08', '08:', '08:00', '08:00:', '08:00:00'])
      h = edit(h, tripEdits.setField(h.states.present, 1, 'arrival_time', typed), 'B:arrival_time');
    h = edit(h, tripEdits.setField(h.states.present, 1, 'departure_time', '08:01:00'), 'B:departure_time');
    h = edit(h, tripEdits.confirmRow(h.states.present));
    expect(h.states.past).toHaveLength(2);
    h = undoTrip(h);
    expect([arrival(h, 1), h.states.present.rows[1]!.departure_time]).toEqual(['08:00:00', null]);
    expect(h.states.present.active).toBeNull();
    h = undoTrip(h);
    expect(arrival(h, 1)).toBeNull();
  });

  it('makes the confirm that writes short times in their stored form a step, undone to the typed form', () => {
    let h = editing(1);
    h = edit(h, tripEdits.setField(h.states.present, 1, 'arrival_time', '8:00'), 'B:arrival_time');
    h = edit(h, tripEdits.confirmRow(h.states.present));
    expect([arrival(h, 1), h.states.past]).toEqual(['08:00:00', expect.any(Array)]);
    expect(h.states.past).toHaveLength(2);
    h = undoTrip(h);
    expect(arrival(h, 1)).toBe('8:00');
  });

  it('makes a cancel that restores typed values a step of its own', () => {
    let h = editing(0);
    h = cancel(h);
    expect(h.states.past).toHaveLength(0);
    h = edit(h, tripEdits.editRow(h.states.present, 0));
    h = edit(h, tripEdits.setField(h.states.present, 0, 'arrival_time', '07:00'), 'A:arrival_time');
    h = cancel(h);
    expect(arrival(h, 0)).toBeNull();
    h = undoTrip(h);
    expect(arrival(h, 0)).toBe('07:00');
  });
});
