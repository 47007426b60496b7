// The shape editor's modes, one per state of shapeEditor.ts (after iD's modes/index.js).
import type { MapMode } from '../../map/mode';
import type { EditorState } from '../shapeEditor';
import type { ShapeModeContext } from './context';
import { dragMode } from './dragMode';
import { editMode } from './editMode';
import { selectRangeMode } from './selectRangeMode';

export type { ShapeModeContext } from './context';

export function shapeMapMode(state: EditorState, ctx: ShapeModeContext): MapMode {
  if (state.drag) return dragMode(ctx);
  if (state.edition === 'selectRange') return selectRangeMode(ctx);
  return editMode(state, ctx);
}
