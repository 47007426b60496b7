import { describe, expect, it } from 'vitest';
import { insertPoint, invertShape, newShapeDraft } from './shapeDraft';
import {
  dragTo,
  edit,
  pickedCount,
  pickPoint,
  pressPoint,
  redoEdit,
  release,
  startEditor,
  startRangeEdit,
  undoEdit,
} from './shapeEditor';

const line = (n: number) => Array.from({ length: n }, (_, i) => [i, 0] as const);

describe('shape editor states', () => {
  it('edits are undo steps; Ctrl+Z and Ctrl+Shift+Z walk them', () => {
    let s = startEditor('edit', newShapeDraft('S', line(3)));
    s = edit(s, invertShape);
    expect(s.draft.present.points[0]).toEqual([2, 0]);
    s = undoEdit(s);
    expect(s.draft.present.points[0]).toEqual([0, 0]);
    s = redoEdit(s);
    expect(s.draft.present.points[0]).toEqual([2, 0]);
  });

  it('a drag is one step, a click without moving none', () => {
    let s = startEditor('edit', newShapeDraft('S', line(3)));
    s = pressPoint(s, 1);
    s = dragTo(s, [1, 1]);
    s = dragTo(s, [1, 2]);
    expect(s.draft.past).toHaveLength(0);
    s = release(s, [1, 3]);
    expect(s.draft.present.points[1]).toEqual([1, 3]);
    expect(s.draft.past).toHaveLength(1);
    s = release(pressPoint(s, 2), null);
    expect(s.draft.past).toHaveLength(1);
    expect(s.drag).toBeNull();
  });

  it('selectRange: start, end (swapped when before), a third click restarts', () => {
    let s = startEditor('selectRange', newShapeDraft('S', line(6)));
    s = pickPoint(s, 4);
    expect(pickedCount(s)).toBe(0);
    expect(startRangeEdit(s)).toBe(s);
    s = pickPoint(s, 1);
    expect(s.picked).toEqual([1, 4]);
    expect(pickedCount(s)).toBe(3);
    expect(pickPoint(s, 2).picked).toEqual([2]);
    // no edits while picking
    expect(edit(s, invertShape)).toBe(s);
    s = startRangeEdit(s);
    expect(s.edition).toBe('editRange');
    expect(s.draft.present.range).toEqual({ start: 1, end: 4 });
    // frozen points do not drag; the start point's segment takes a new point
    expect(pressPoint(s, 5)).toBe(s);
    expect(edit(s, insertPoint, 1, [1.5, 0]).draft.present.points).toHaveLength(7);
    expect(edit(s, insertPoint, 4, [4.5, 0])).toBe(s);
  });
});
