import { describe, expect, it } from 'vitest';
import type { MapPointerEvent } from '../../map/mode';
import { keyEvent } from '../../map/testEvents';
import { newShapeDraft } from '../shapeDraft';
import { startEditor, type EditorState, type Edition } from '../shapeEditor';
import { EDIT_LINE_LAYER, POINTS_LAYER } from '../shapeStyle';
import { shapeMapMode } from '.';

const line = (n: number) => Array.from({ length: n }, (_, i) => [i, 0] as const);

function screen(edition: Edition, n: number) {
  const state = { s: startEditor(edition, newShapeDraft('S', line(n))) as EditorState, closed: 0 };
  const ctx = {
    setState: (change: (s: EditorState) => EditorState) => (state.s = change(state.s)),
    close: () => state.closed++,
  };
  return { state, mode: () => shapeMapMode(state.s, ctx) };
}

function pointer(at: [number, number], under: Record<string, number> = {}): MapPointerEvent {
  return {
    lngLat: at,
    point: { x: 0, y: 0 },
    project: () => ({ x: 0, y: 0 }),
    featuresAt: (layers) => layers.flatMap((l) => (l in under ? [{ properties: { index: under[l] } }] : [])),
    preventDefault: () => {},
  };
}

const points = (state: { s: EditorState }) => state.s.draft.present.points;

describe('shape editor modes', () => {
  it('double-click on empty map appends, not on the line', () => {
    const { state, mode } = screen('create', 0);
    mode().doubleClick!(pointer([1, 1]));
    mode().doubleClick!(pointer([2, 2]));
    expect(points(state)).toEqual([
      [1, 1],
      [2, 2],
    ]);
    mode().doubleClick!(pointer([1.5, 1.5], { [EDIT_LINE_LAYER]: 0 }));
    expect(points(state)).toHaveLength(2);
  });

  it('click on the line inserts on the nearest segment; right-click on a point removes it', () => {
    const { state, mode } = screen('edit', 3);
    mode().click!(pointer([1.5, 0.001], { [EDIT_LINE_LAYER]: 0 }));
    expect(points(state)[2]).toEqual([1.5, 0.001]);
    // The right button's press does not start a drag; its context menu removes the point.
    mode().pointerDown!({ ...pointer([1, 0], { [POINTS_LAYER]: 1 }), button: 2 });
    expect(state.s.drag).toBeNull();
    mode().contextMenu!(pointer([1, 0], { [POINTS_LAYER]: 1 }));
    expect(points(state)).toEqual([
      [0, 0],
      [1.5, 0.001],
      [2, 0],
    ]);
  });

  it('pressing a point drags it; Ctrl+Z undoes the drag; Escape closes', () => {
    const { state, mode } = screen('edit', 3);
    mode().pointerDown!(pointer([1, 0], { [POINTS_LAYER]: 1 }));
    expect(mode().id).toBe('shape-drag');
    mode().pointerMove!(pointer([1, 1]));
    mode().pointerUp!(pointer([1, 2]));
    expect(mode().id).toBe('shape-edit');
    expect(points(state)[1]).toEqual([1, 2]);
    mode().key!(keyEvent('z', { ctrlKey: true }));
    expect(points(state)[1]).toEqual([1, 0]);
    mode().key!(keyEvent('Escape'));
    expect(state.closed).toBe(1);
  });

  it('select-range: clicks on points pick the section', () => {
    const { state, mode } = screen('selectRange', 5);
    expect(mode().id).toBe('shape-select-range');
    mode().click!(pointer([3, 0], { [POINTS_LAYER]: 3 }));
    mode().click!(pointer([0, 0]));
    mode().click!(pointer([1, 0], { [POINTS_LAYER]: 1 }));
    expect(state.s.picked).toEqual([1, 3]);
  });
});
