// What every shape-editor mode needs from the screen, and the keys they share.
import { projectOnLine } from '@ruta/gtfs/schema';
import { undoRedoKey } from '../../editing/undoKeys';
import type { MapKeyEvent } from '../../map/keyboard';
import type { MapPointerEvent } from '../../map/mode';
import type { ShapeDraft } from '../shapeDraft';
import { redoEdit, undoEdit, type EditorState } from '../shapeEditor';
import { EDIT_LINE_LAYER, POINTS_LAYER } from '../shapeStyle';

export interface ShapeModeContext {
  /** Applies a transition of shapeEditor.ts to the screen's state. */
  setState: (change: (s: EditorState) => EditorState) => void;
  /** Escape: leave the editor (asks first when something changed). */
  close: () => void;
}

export const POINT_HOVER = { layers: [POINTS_LAYER, EDIT_LINE_LAYER], cursor: 'pointer' } as const;

/** The index of the shape point under the pointer, if any. */
export function pointAt(e: MapPointerEvent): number | null {
  const hit = e.featuresAt([POINTS_LAYER])[0];
  const index = Number(hit?.properties?.index);
  return hit && Number.isInteger(index) ? index : null;
}

/** The segment of the editable line under the pointer, if any. */
export function segmentAt(e: MapPointerEvent, draft: ShapeDraft): number | null {
  if (e.featuresAt([EDIT_LINE_LAYER]).length === 0) return null;
  return projectOnLine(e.lngLat, draft.points)?.segment ?? null;
}

/** Escape closes; Ctrl+Z / Ctrl+Shift+Z step through the edits. */
export function shapeKey(ctx: ShapeModeContext) {
  return (e: MapKeyEvent) => {
    if (e.key === 'Escape') return ctx.close();
    const action = undoRedoKey(e);
    if (!action) return;
    e.preventDefault();
    ctx.setState(action === 'undo' ? undoEdit : redoEdit);
  };
}
