// The shape editor's states as pure transitions (like stops/stopsMode.ts): the edition (create,
// edit, duplicate, selectRange, editRange), the draft's undo history, the section being picked,
// and a drag in progress. The screen wires map events to these through the modes in modes/.
import type { LngLat } from '../map/geo';
import { apply, record, redo, replacePresent, startHistory, undo, type History } from '../editing/history';
import { movePoint, type PointRange, type ShapeDraft } from './shapeDraft';

export type Edition = 'create' | 'edit' | 'duplicate' | 'selectRange' | 'editRange';

export interface Drag {
  index: number;
  /** The history when the pointer went down. */
  before: History<ShapeDraft>;
  moved: boolean;
}

export interface EditorState {
  edition: Edition;
  draft: History<ShapeDraft>;
  /** selectRange: the points clicked so far (0, 1 or 2 indices, in shape order). */
  picked: readonly number[];
  drag: Drag | null;
}

export function startEditor(edition: Edition, draft: ShapeDraft): EditorState {
  return { edition, draft: startHistory(draft), picked: [], drag: null };
}

/** Simple editions (the whole shape): create, edit, duplicate. */
export function isSimple(edition: Edition): boolean {
  return edition === 'create' || edition === 'edit' || edition === 'duplicate';
}

/** Applies a named edit of shapeDraft.ts as one undo step (not while picking a section). */
export function edit<A extends unknown[]>(
  s: EditorState,
  action: (d: ShapeDraft, ...args: A) => ShapeDraft,
  ...args: A
): EditorState {
  if (s.edition === 'selectRange' || s.drag) return s;
  const draft = apply(s.draft, action, ...args);
  return draft === s.draft ? s : { ...s, draft };
}

export function undoEdit(s: EditorState): EditorState {
  return s.drag ? s : { ...s, draft: undo(s.draft) };
}

export function redoEdit(s: EditorState): EditorState {
  return s.drag ? s : { ...s, draft: redo(s.draft) };
}

/**
 * selectRange: the first click picks the start, the second the end (the two swap when the second
 * comes first), a third click starts a new selection.
 */
export function pickPoint(s: EditorState, index: number): EditorState {
  if (s.edition !== 'selectRange') return s;
  if (s.picked.length !== 1) return { ...s, picked: [index] };
  const [first] = s.picked as [number];
  return { ...s, picked: index < first ? [index, first] : [first, index] };
}

/** The picked section, once both ends are picked. */
export function pickedRange(s: EditorState): PointRange | null {
  return s.picked.length === 2 ? { start: s.picked[0]!, end: s.picked[1]! } : null;
}

/** Points the picked section lets the user edit (its inner points and its start). */
export function pickedCount(s: EditorState): number {
  const r = pickedRange(s);
  return r ? r.end - r.start : 0;
}

/** The start-editing button: the picked section becomes the editable one. */
export function startRangeEdit(s: EditorState): EditorState {
  const range = pickedRange(s);
  if (s.edition !== 'selectRange' || !range || pickedCount(s) === 0) return s;
  return { ...s, edition: 'editRange', draft: startHistory({ ...s.draft.present, range }) };
}

/** Pointer down on an editable point: a drag starts (nothing recorded yet). */
export function pressPoint(s: EditorState, index: number): EditorState {
  if (s.edition === 'selectRange' || s.drag) return s;
  const moved = movePoint(s.draft.present, index, [NaN, NaN]);
  if (moved === s.draft.present) return s; // frozen
  return { ...s, drag: { index, before: s.draft, moved: false } };
}

/** The pointer moves while dragging: the point follows (not yet an undo step). */
export function dragTo(s: EditorState, to: LngLat): EditorState {
  if (!s.drag) return s;
  const { before, index } = s.drag;
  return {
    ...s,
    drag: { ...s.drag, moved: true },
    draft: replacePresent(before, movePoint(before.present, index, to)),
  };
}

/** Release: one undo step if the point moved, none for a plain click. */
export function release(s: EditorState, at: LngLat | null): EditorState {
  if (!s.drag) return s;
  const { before, index, moved } = s.drag;
  if (!moved) return { ...s, drag: null, draft: before };
  const last = at ?? s.draft.present.points[index]!;
  return { ...s, drag: null, draft: record(before, movePoint(before.present, index, last)) };
}
