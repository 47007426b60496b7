import { describe, expect, it } from 'vitest';
import {
  appendPoint,
  insertPoint,
  invertShape,
  movePoint,
  newShapeDraft,
  removePoint,
  renameShape,
  replacePoints,
  simplifyShape,
  type ShapeDraft,
} from './shapeDraft';

const line = (n: number) => Array.from({ length: n }, (_, i) => [i, 0] as const);
const section = (n: number, start: number, end: number): ShapeDraft => ({
  ...newShapeDraft('S', line(n)),
  range: { start, end },
});

describe('shape edits', () => {
  it('appendPoint adds a last point, not while a section is edited', () => {
    expect(appendPoint(newShapeDraft('S', line(1)), [5, 5]).points).toEqual([
      [0, 0],
      [5, 5],
    ]);
    const s = section(4, 1, 2);
    expect(appendPoint(s, [9, 9])).toBe(s);
  });

  it('insertPoint puts the point between the segment ends and widens the section', () => {
    expect(insertPoint(newShapeDraft('S', line(3)), 1, [1.5, 1]).points).toEqual([
      [0, 0],
      [1, 0],
      [1.5, 1],
      [2, 0],
    ]);
    const s = section(5, 1, 3);
    expect(insertPoint(s, 1, [1.5, 0])).toMatchObject({ range: { start: 1, end: 4 } });
    // the start point's segment is editable, the end point's and the ones outside are frozen
    expect(insertPoint(s, 0, [0.5, 0])).toBe(s);
    expect(insertPoint(s, 3, [3.5, 0])).toBe(s);
    expect(insertPoint(newShapeDraft('S', line(2)), 1, [0, 0]).points).toHaveLength(2);
  });

  it('removePoint removes editable points only, keeping the ends of a section', () => {
    expect(removePoint(newShapeDraft('S', line(3)), 1).points).toEqual([
      [0, 0],
      [2, 0],
    ]);
    const s = section(5, 1, 3);
    expect(removePoint(s, 2)).toMatchObject({ range: { start: 1, end: 2 } });
    expect(removePoint(s, 0)).toBe(s);
    expect(removePoint(s, 1)).toBe(s);
    expect(removePoint(s, 4)).toBe(s);
  });

  it('movePoint moves editable points; frozen points do not move', () => {
    expect(movePoint(newShapeDraft('S', line(2)), 1, [3, 3]).points[1]).toEqual([3, 3]);
    const s = section(5, 1, 3);
    expect(movePoint(s, 2, [2, 2]).points[2]).toEqual([2, 2]);
    expect(movePoint(s, 4, [2, 2])).toBe(s);
    expect(movePoint(s, 0, [2, 2])).toBe(s);
    expect(movePoint(s, 2, [2, 0])).toBe(s);
  });

  it('invertShape reverses the points of a whole shape', () => {
    expect(invertShape(newShapeDraft('S', line(3))).points).toEqual([
      [2, 0],
      [1, 0],
      [0, 0],
    ]);
    const s = section(3, 0, 1);
    expect(invertShape(s)).toBe(s);
  });

  it('renameShape and replacePoints', () => {
    expect(renameShape(newShapeDraft('A'), 'B').shapeId).toBe('B');
    const s = section(5, 1, 3);
    const r = replacePoints(s, [
      [9, 9],
      [8, 8],
    ]);
    expect(r.points).toEqual([
      [0, 0],
      [9, 9],
      [8, 8],
      [4, 0],
    ]);
    expect(r.range).toEqual({ start: 1, end: 2 });
  });
});

describe('simplifyShape', () => {
  // A straight east-west line with a 3 m bump in the middle (0.00003° ≈ 3.3 m).
  const bumpy = newShapeDraft('S', [
    [0, 0],
    [0.001, 0],
    [0.002, 0.00003],
    [0.003, 0],
    [0.004, 0],
  ]);

  it('drops points within the tolerance, keeps the ends and the ones beyond it', () => {
    expect(simplifyShape(bumpy, 2).points).toEqual([
      [0, 0],
      [0.002, 0.00003],
      [0.004, 0],
    ]);
    expect(simplifyShape(bumpy, 5).points).toEqual([
      [0, 0],
      [0.004, 0],
    ]);
    expect(simplifyShape(bumpy, 0)).toBe(bumpy);
  });

  it('simplifies only the edited section', () => {
    const s = { ...bumpy, range: { start: 0, end: 2 } };
    const r = simplifyShape(s, 5);
    expect(r.points).toEqual([
      [0, 0],
      [0.002, 0.00003],
      [0.003, 0],
      [0.004, 0],
    ]);
    expect(r.range).toEqual({ start: 0, end: 1 });
  });
});
