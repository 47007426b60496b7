import { describe, expect, it } from 'vitest';
import type { StopRow } from '../api/stops';
import { stopRow } from './stopRow.fixture';
import { canUndo } from '../editing/history';
import { draftPosition } from './stopDraft';
import {
  afterSave,
  clickEmptyMap,
  dragPoint,
  editField,
  IDLE,
  placeNewStop,
  pressPoint,
  redoDraft,
  releasePoint,
  selectStop,
  startAdding,
  toIdle,
  undoDraft,
  type StopsMode,
} from './stopsMode';

const stop: StopRow = stopRow({
  id: 7,
  version: 3,
  stop_id: 'S7',
  stop_name: 'Plaza',
  stop_lat: -22.45,
  stop_lon: -68.92,
});
const other: StopRow = { ...stop, id: 8, stop_id: 'S8' };

function position(mode: StopsMode) {
  return 'draft' in mode ? draftPosition(mode.draft.present) : null;
}

describe('stops map modes', () => {
  it('adds: idle → adding → addDataPoint on a map click, then back to idle', () => {
    let mode = startAdding(IDLE);
    expect(mode.kind).toBe('adding');
    expect(startAdding(mode)).toBe(mode);
    // Clicking a stop while adding does not select it.
    expect(selectStop(mode, stop)).toBe(mode);
    mode = placeNewStop(mode, [-68.9, -22.4]);
    expect(mode.kind).toBe('addDataPoint');
    expect(position(mode)).toEqual([-68.9, -22.4]);
    // Empty-map clicks do not drop the new stop.
    expect(clickEmptyMap(mode)).toBe(mode);
    expect(toIdle()).toEqual(IDLE);
  });

  it('a new stop saved leaves adding on for the next one; an edited stop goes back to idle', () => {
    const added = placeNewStop(startAdding(IDLE), [-68.9, -22.4], 'P2');
    expect(added.kind === 'addDataPoint' && added.draft.present.values.stop_id).toBe('P2');
    expect(afterSave(added)).toEqual({ kind: 'adding' });
    expect(afterSave(selectStop(IDLE, stop))).toEqual(IDLE);
  });

  it('only starts adding from idle', () => {
    const editing = selectStop(IDLE, stop);
    expect(startAdding(editing)).toBe(editing);
    expect(placeNewStop(IDLE, [0, 0])).toBe(IDLE);
  });

  it('edits: a stop click selects, another stop switches, empty map goes idle', () => {
    let mode = selectStop(IDLE, stop);
    expect(mode.kind).toBe('editDataPoint');
    expect(mode.kind === 'editDataPoint' && mode.draft.present.values.stop_name).toBe('Plaza');
    expect(selectStop(mode, stop)).toBe(mode);
    mode = selectStop(mode, other);
    expect(mode.kind === 'editDataPoint' && mode.stop.id).toBe(8);
    expect(clickEmptyMap(mode)).toEqual(IDLE);
  });

  it('moves the selected stop only when the pointer moved', () => {
    const editing = selectStop(IDLE, stop);
    let mode = pressPoint(editing, [-68.92, -22.45]);
    expect(mode.kind).toBe('movingPoint');
    mode = releasePoint(mode, [-68.92, -22.45]);
    expect(mode.kind).toBe('editDataPoint');
    expect('draft' in mode && mode.draft).toBe('draft' in editing && editing.draft);

    mode = pressPoint(editing, [-68.92, -22.45]);
    mode = dragPoint(mode, [-68.91, -22.44]);
    expect(position(mode)).toEqual([-68.91, -22.44]);
    mode = dragPoint(mode, [-68.9, -22.43]);
    mode = releasePoint(mode, [-68.9, -22.43]);
    expect(mode.kind).toBe('editDataPoint');
    expect(position(mode)).toEqual([-68.9, -22.43]);
    // The whole drag is one undo step.
    mode = undoDraft(mode);
    expect(position(mode)).toEqual([-68.92, -22.45]);
    mode = redoDraft(mode);
    expect(position(mode)).toEqual([-68.9, -22.43]);
  });

  it('drags the new stop back into addDataPoint', () => {
    let mode = placeNewStop(startAdding(IDLE), [1, 1]);
    mode = releasePoint(dragPoint(pressPoint(mode, [1, 1]), [2, 2]), [2, 2]);
    expect(mode.kind).toBe('addDataPoint');
    expect(position(mode)).toEqual([2, 2]);
  });

  it('ignores moves outside movingPoint and presses outside the point modes', () => {
    expect(dragPoint(IDLE, [1, 1])).toBe(IDLE);
    expect(releasePoint(IDLE, [1, 1])).toBe(IDLE);
    expect(pressPoint(IDLE, [1, 1])).toBe(IDLE);
  });

  it('records typed fields as undoable steps', () => {
    let mode = selectStop(IDLE, stop);
    mode = editField(mode, 'stop_name', 'Plaza Norte');
    expect('draft' in mode && canUndo(mode.draft)).toBe(true);
    mode = undoDraft(mode);
    expect('draft' in mode && mode.draft.present.values.stop_name).toBe('Plaza');
    expect(editField(IDLE, 'stop_name', 'x')).toBe(IDLE);
  });
});
