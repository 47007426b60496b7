// The stops map's states as a pure state machine: idle (reader), adding, addDataPoint (filling a
// new stop), editDataPoint (editing a stop) and movingPoint (dragging the new or selected stop).
// Each transition is a function (mode, ...) => mode; the screen only wires events to them.
import type { StopRow } from '../api/stops';
import type { LngLat } from '../map/geo';
import { apply, record, redo, replacePresent, startHistory, undo, type History } from '../editing/history';
import { draftFromStop, moveDraft, newDraft, setDraftField, type StopDraft } from './stopDraft';

export type StopsMode =
  | { kind: 'idle' }
  | { kind: 'adding' }
  | { kind: 'addDataPoint'; draft: History<StopDraft> }
  | { kind: 'editDataPoint'; stop: StopRow; draft: History<StopDraft> }
  | {
      kind: 'movingPoint';
      /** The mode to return to on release. */
      from: 'addDataPoint' | 'editDataPoint';
      stop?: StopRow;
      /** The history when the pointer went down. */
      before: History<StopDraft>;
      /** What is drawn while dragging: `before` with the point where the pointer is. */
      draft: History<StopDraft>;
      /** Where the pointer went down, to tell a drag from a click. */
      origin: LngLat;
      moved: boolean;
    };

export type StopsModeKind = StopsMode['kind'];
export type DraftMode = Extract<StopsMode, { draft: History<StopDraft> }>;

export const IDLE: StopsMode = { kind: 'idle' };

export function hasDraft(mode: StopsMode): mode is DraftMode {
  return 'draft' in mode;
}

/** The row id of the stop under edit (drawn by the draft layer instead of the stops layer). */
export function editedStopId(mode: StopsMode): number | null {
  if (mode.kind === 'editDataPoint') return mode.stop.id;
  if (mode.kind === 'movingPoint' && mode.stop) return mode.stop.id;
  return null;
}

/** The add button: from idle only. */
export function startAdding(mode: StopsMode): StopsMode {
  return mode.kind === 'idle' ? { kind: 'adding' } : mode;
}

/** A click on the map while adding places the new stop there, with the suggested stop_id if any. */
export function placeNewStop(mode: StopsMode, at: LngLat, stopId = ''): StopsMode {
  return mode.kind === 'adding' ? { kind: 'addDataPoint', draft: startHistory(newDraft(at, stopId)) } : mode;
}

/** A stop saved: a new one leaves adding on for the next stop, an edited one goes back to browsing. */
export function afterSave(saved: StopsMode): StopsMode {
  return saved.kind === 'addDataPoint' ? { kind: 'adding' } : IDLE;
}

/** A click on a stop in idle opens it; while editing, another stop replaces the selection. */
export function selectStop(mode: StopsMode, stop: StopRow): StopsMode {
  if (mode.kind !== 'idle' && mode.kind !== 'editDataPoint') return mode;
  if (mode.kind === 'editDataPoint' && mode.stop.id === stop.id) return mode;
  return { kind: 'editDataPoint', stop, draft: startHistory(draftFromStop(stop)) };
}

/** A click on empty map: editing ends (idle); other modes ignore it. */
export function clickEmptyMap(mode: StopsMode): StopsMode {
  return mode.kind === 'editDataPoint' ? IDLE : mode;
}

/** Mouse down on the new or selected stop starts moving it. */
export function pressPoint(mode: StopsMode, at: LngLat): StopsMode {
  if (mode.kind !== 'addDataPoint' && mode.kind !== 'editDataPoint') return mode;
  return {
    kind: 'movingPoint',
    from: mode.kind,
    stop: mode.kind === 'editDataPoint' ? mode.stop : undefined,
    before: mode.draft,
    draft: mode.draft,
    origin: at,
    moved: false,
  };
}

function differs(a: LngLat, b: LngLat): boolean {
  return a[0] !== b[0] || a[1] !== b[1];
}

/** The pointer moves while moving: the point follows (not yet an undo step). */
export function dragPoint(mode: StopsMode, to: LngLat): StopsMode {
  if (mode.kind !== 'movingPoint') return mode;
  if (!mode.moved && !differs(to, mode.origin)) return mode;
  return { ...mode, moved: true, draft: replacePresent(mode.before, moveDraft(mode.before.present, to)) };
}

/**
 * Mouse up: back to the mode the drag started from. The coordinates change, as one undo step,
 * only when the pointer actually moved.
 */
export function releasePoint(mode: StopsMode, at: LngLat): StopsMode {
  if (mode.kind !== 'movingPoint') return mode;
  const moved = mode.moved || differs(at, mode.origin);
  const draft = moved ? record(mode.before, moveDraft(mode.before.present, at)) : mode.before;
  return mode.from === 'addDataPoint'
    ? { kind: 'addDataPoint', draft }
    : { kind: 'editDataPoint', stop: mode.stop!, draft };
}

/** A form field typed in the panel. */
export function editField(mode: StopsMode, name: string, value: string): StopsMode {
  if (mode.kind !== 'addDataPoint' && mode.kind !== 'editDataPoint') return mode;
  return { ...mode, draft: apply(mode.draft, setDraftField, name, value) };
}

export function undoDraft(mode: StopsMode): StopsMode {
  if (mode.kind !== 'addDataPoint' && mode.kind !== 'editDataPoint') return mode;
  return { ...mode, draft: undo(mode.draft) };
}

export function redoDraft(mode: StopsMode): StopsMode {
  if (mode.kind !== 'addDataPoint' && mode.kind !== 'editDataPoint') return mode;
  return { ...mode, draft: redo(mode.draft) };
}

/** Escape, cancel, a saved stop or a deleted one: back to idle from every mode. */
export function toIdle(): StopsMode {
  return IDLE;
}
