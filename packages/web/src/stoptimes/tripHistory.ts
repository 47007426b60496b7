// The stop-times editor's undo, on the editors' one history (editing/history.ts): each edit of the
// rows or the trip_id is a step, except that typing in one field (one row's column, or trip_id) is
// one step however many keys it takes. Choosing or confirming the active row is no step, and undo
// and redo leave no row active (the restored rows are shown as they were). A save starts anew.
import * as steps from '../editing/history';
import { cancelRow, sameRows, type EditorState } from './editorState';

export interface TripHistory {
  states: steps.History<EditorState>;
  /** The field typed in by the last step, so the next keystroke there joins it. */
  typing: string | null;
}

export const startTripHistory = (state: EditorState): TripHistory => ({
  states: steps.startHistory(state),
  typing: null,
});

/**
 * A transition of editorState.ts applied: a new step when it changed the rows or the trip_id (or,
 * when `typing` names a field, the last step again if it typed there too); otherwise no step.
 */
export function edit(h: TripHistory, next: EditorState, typing: string | null = null): TripHistory {
  const now = h.states.present;
  if (next.rows === now.rows && next.tripId === now.tripId) return select(h, next);
  if (typing !== null && typing === h.typing) return { states: steps.replacePresent(h.states, next), typing };
  return { states: steps.record(h.states, next), typing };
}

/** A change of the active row alone (editing begins or is confirmed): no step. */
function select(h: TripHistory, next: EditorState): TripHistory {
  return { states: steps.replacePresent(h.states, next), typing: null };
}

/** Cancelling the active row: a step only when it restores values typed since editing began. */
export function cancel(h: TripHistory): TripHistory {
  const next = cancelRow(h.states.present);
  return sameRows(next.rows, h.states.present.rows) ? select(h, next) : edit(h, next);
}

function leaveNoRowActive(states: steps.History<EditorState>): TripHistory {
  return { states: steps.replacePresent(states, { ...states.present, active: null }), typing: null };
}

export const undoTrip = (h: TripHistory): TripHistory =>
  steps.canUndo(h.states) ? leaveNoRowActive(steps.undo(h.states)) : h;

export const redoTrip = (h: TripHistory): TripHistory =>
  steps.canRedo(h.states) ? leaveNoRowActive(steps.redo(h.states)) : h;
