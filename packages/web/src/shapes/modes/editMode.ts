// Editing the shape (create, edit, duplicate, edit a section): double-click on empty map appends a
// point, a click on the editable line inserts one, right-click on an editable point removes it,
// pressing a point drags it.
import type { MapMode } from '../../map/mode';
import { appendPoint, insertPoint, removePoint } from '../shapeDraft';
import { edit, pressPoint, type EditorState } from '../shapeEditor';
import { pointAt, POINT_HOVER, segmentAt, shapeKey, type ShapeModeContext } from './context';

export function editMode(state: EditorState, ctx: ShapeModeContext): MapMode {
  const draft = state.draft.present;
  return {
    id: 'shape-edit',
    cursor: 'crosshair',
    hover: POINT_HOVER,
    click: (e) => {
      if (pointAt(e) !== null) return;
      const segment = segmentAt(e, draft);
      if (segment !== null) ctx.setState((s) => edit(s, insertPoint, segment, e.lngLat));
    },
    doubleClick: (e) => {
      if (pointAt(e) !== null || segmentAt(e, draft) !== null) return;
      ctx.setState((s) => edit(s, appendPoint, e.lngLat));
    },
    contextMenu: (e) => {
      const index = pointAt(e);
      e.preventDefault();
      if (index !== null) ctx.setState((s) => edit(s, removePoint, index));
    },
    pointerDown: (e) => {
      // A right-button press is the start of a context menu (remove), not of a drag.
      if ((e.button ?? 0) !== 0) return;
      const index = pointAt(e);
      if (index === null) return;
      e.preventDefault(); // the map must not pan while a point is dragged
      ctx.setState((s) => pressPoint(s, index));
    },
    key: shapeKey(ctx),
  };
}
