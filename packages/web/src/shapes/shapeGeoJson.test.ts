import { describe, expect, it } from 'vitest';
import { newShapeDraft } from './shapeDraft';
import { draggedPoint } from './shapeGeoJson';

const draft = newShapeDraft('S', [
  [0, 0],
  [1, 0],
  [2, 0],
]);

describe('draggedPoint', () => {
  it('is the point and its two segments, in shape order', () => {
    expect(draggedPoint(draft, 1)).toEqual({
      at: [1, 0],
      line: [
        [0, 0],
        [1, 0],
        [2, 0],
      ],
    });
  });

  it('has one segment at either end of the shape, none for a missing point', () => {
    expect(draggedPoint(draft, 0)?.line).toEqual([
      [0, 0],
      [1, 0],
    ]);
    expect(draggedPoint(draft, 2)?.line).toEqual([
      [1, 0],
      [2, 0],
    ]);
    expect(draggedPoint(draft, 3)).toBeNull();
  });
});
