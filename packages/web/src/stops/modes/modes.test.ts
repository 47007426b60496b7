import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { StopRow } from '../../api/stops';
import { stopRow } from '../stopRow.fixture';
import type { MapPointerEvent } from '../../map/mode';
import { keyEvent } from '../../map/testEvents';
import { DRAFT_LAYER, STOPS_LAYER } from '../../map/stopStyle';
import { draftPosition } from '../stopDraft';
import { IDLE, placeNewStop, pressPoint, selectStop, startAdding, type StopsMode } from '../stopsMode';
import { stopsMapMode } from '.';

const stop: StopRow = stopRow({
  id: 7,
  stop_id: 'S7',
  stop_name: 'Plaza',
  stop_lat: -22.45,
  stop_lon: -68.92,
});

/** The screen's state and the mode built from it, as StopsMapTab does at each render. */
function screen(start: StopsMode) {
  const state = { mode: start, cancelled: 0 };
  const ctx = {
    setMode: (change: (m: StopsMode) => StopsMode) => (state.mode = change(state.mode)),
    stops: new Map([[stop.id, stop]]),
    cancel: () => state.cancelled++,
    center: (): [number, number] => [-68.9, -22.4],
    nextStopId: 'P7',
  };
  return { state, mode: () => stopsMapMode(state.mode, ctx) };
}

/** A pointer event at `at`, over the features of the given layers. */
function pointer(
  at: [number, number],
  under: Record<string, number> = {},
  prevented: string[] = [],
): MapPointerEvent {
  return {
    lngLat: at,
    point: { x: 0, y: 0 },
    project: () => ({ x: 0, y: 0 }),
    featuresAt: (layers) => layers.flatMap((l) => (l in under ? [{ properties: { id: under[l] } }] : [])),
    preventDefault: () => prevented.push('prevented'),
  };
}

describe('stops map modes', () => {
  it('browse: a click on a stop opens it, the cursor points at stops', () => {
    const { state, mode } = screen(IDLE);
    expect(mode()).toMatchObject({ id: 'browse', cursor: 'grab', hover: { cursor: 'pointer' } });
    mode().click!(pointer([0, 0]));
    expect(state.mode).toBe(IDLE);
    mode().click!(pointer([0, 0], { [STOPS_LAYER]: 7 }));
    expect(state.mode.kind).toBe('editDataPoint');
    expect(mode().id).toBe('editing');
  });

  it('adding by keyboard: the hint’s button places the new stop at the map centre', () => {
    const { state, mode } = screen(startAdding(IDLE));
    const hint = mode().overlay as ReactElement<{ onPlaceAtCenter: () => void }>;
    hint.props.onPlaceAtCenter();
    expect(state.mode.kind).toBe('addDataPoint');
    expect(state.mode.kind === 'addDataPoint' && state.mode.draft.present.values).toMatchObject({
      stop_lon: '-68.900000',
      stop_lat: '-22.400000',
      // The next free stop_id, suggested.
      stop_id: 'P7',
    });
  });

  it('adding: the click places the new stop; Escape goes back', () => {
    const { state, mode } = screen(startAdding(IDLE));
    expect(mode()).toMatchObject({ id: 'adding', cursor: 'crosshair' });
    mode().key!(keyEvent('Escape'));
    expect(state.mode).toBe(IDLE);
    state.mode = startAdding(IDLE);
    mode().click!(pointer([-68.9, -22.4]));
    expect(state.mode.kind).toBe('addDataPoint');
  });

  it('editing: pressing the point drags it without panning; pressing elsewhere does not', () => {
    const { state, mode } = screen(selectStop(IDLE, stop));
    const prevented: string[] = [];
    mode().pointerDown!(pointer([-68.92, -22.45], {}, prevented));
    expect(state.mode.kind).toBe('editDataPoint');
    mode().pointerDown!(pointer([-68.92, -22.45], { [DRAFT_LAYER]: 0 }, prevented));
    expect(state.mode.kind).toBe('movingPoint');
    expect(prevented).toHaveLength(1);
    expect(mode()).toMatchObject({ id: 'dragging', cursor: 'grabbing' });
  });

  it('editing: a click on empty map closes the stop, a click on its own point does not', () => {
    const { state, mode } = screen(selectStop(IDLE, stop));
    mode().click!(pointer([0, 0], { [DRAFT_LAYER]: 0, [STOPS_LAYER]: 7 }));
    expect(state.mode.kind).toBe('editDataPoint');
    mode().click!(pointer([0, 0]));
    expect(state.mode).toBe(IDLE);
  });

  it('dragging: the point follows, the release is one undo step (Ctrl+Z takes it back)', () => {
    const { state, mode } = screen(pressPoint(selectStop(IDLE, stop), [-68.92, -22.45]));
    mode().pointerMove!(pointer([-68.91, -22.45]));
    mode().pointerUp!(pointer([-68.9, -22.45]));
    expect(state.mode.kind).toBe('editDataPoint');
    const at = () => ('draft' in state.mode ? draftPosition(state.mode.draft.present) : null);
    expect(at()).toEqual([-68.9, -22.45]);
    mode().key!(keyEvent('z', { ctrlKey: true }));
    expect(at()).toEqual([-68.92, -22.45]);
    mode().key!(keyEvent('z', { ctrlKey: true, shiftKey: true }));
    expect(at()).toEqual([-68.9, -22.45]);
  });

  it('dragging: released off the map, the point stays where it was last drawn', () => {
    const added = placeNewStop(startAdding(IDLE), [1, 1]);
    const { state, mode } = screen(pressPoint(added, [1, 1]));
    mode().pointerMove!(pointer([2, 2]));
    mode().release!();
    expect(state.mode.kind).toBe('addDataPoint');
    expect('draft' in state.mode && draftPosition(state.mode.draft.present)).toEqual([2, 2]);
  });
});
