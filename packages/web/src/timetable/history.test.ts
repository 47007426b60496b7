import { describe, expect, it } from 'vitest';
import { fromTrips, setTime, UNDO_STEPS as MAX_STEPS } from './model';
import { record, redo, startHistory, undo } from '../editing/history';

const start = (model: typeof base) => startHistory(model, MAX_STEPS);

const base = fromTrips(
  ['A', 'B'],
  [
    {
      id: 1,
      stamp: 's',
      trip_id: 'T1',
      shape_id: null,
      service_id: null,
      trip_headsign: null,
      stop_time_ids: [10, 11],
      stop_sequences: [1, 2],
      arrival_times: [8 * 3600, 8 * 3600 + 600],
      departure_times: [8 * 3600, 8 * 3600 + 600],
    },
  ],
);
const dep = (h: { present: typeof base }) => h.present.rows[0]!.cells[1]!.dep;

describe('timetable history', () => {
  it('undoes and redoes each edit as one step', () => {
    let h = start(base);
    h = record(h, setTime(h.present, 0, 1, 'dep', 8 * 3600 + 15 * 60));
    h = record(h, setTime(h.present, 0, 1, 'dep', 8 * 3600 + 20 * 60));
    expect(dep(h)).toBe(30_000);
    h = undo(h);
    expect(dep(h)).toBe(29_700);
    h = undo(h);
    expect(h.present).toBe(base);
    expect(undo(h)).toBe(h); // nothing more to undo
    h = redo(h);
    expect(dep(h)).toBe(29_700);
    h = redo(h);
    expect(dep(h)).toBe(30_000);
    expect(redo(h)).toBe(h);
  });

  it('drops the redo steps when a new edit follows an undo', () => {
    let h = record(start(base), setTime(base, 0, 0, 'dep', 1));
    h = undo(h);
    h = record(h, setTime(h.present, 0, 0, 'dep', 2));
    expect(h.future).toEqual([]);
    expect(h.present.rows[0]!.cells[0]!.dep).toBe(2);
  });

  it(`keeps at most ${MAX_STEPS} steps`, () => {
    let h = start(base);
    for (let i = 0; i < MAX_STEPS + 5; i++) h = record(h, setTime(h.present, 0, 0, 'dep', i));
    expect(h.past).toHaveLength(MAX_STEPS);
    expect(h.past[0]!.rows[0]!.cells[0]!.dep).toBe(4);
  });
});
