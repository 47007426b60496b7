// Undo/redo over any edited value (see docs/architecture.md): edits are pure actions that return
// a new value, so the history is just the values before and after. Shared by every editor (stops,
// shapes, a trip's stop times, the timetable); each says how many steps it keeps.

export interface History<T> {
  readonly past: readonly T[];
  readonly present: T;
  readonly future: readonly T[];
  /** Steps kept; older ones are forgotten (the present value itself is kept). */
  readonly limit: number;
}

/** The map editors' limit: enough for a long editing session without keeping unbounded copies. */
export const HISTORY_LIMIT = 100;

export function startHistory<T>(present: T, limit: number = HISTORY_LIMIT): History<T> {
  return { past: [], present, future: [], limit };
}

/** Records `next` as a new step (dropping the redo branch). Recording the same value is a no-op. */
export function record<T>(history: History<T>, next: T): History<T> {
  if (Object.is(next, history.present)) return history;
  const past = [...history.past, history.present];
  return {
    ...history,
    past: past.slice(Math.max(0, past.length - history.limit)),
    present: next,
    future: [],
  };
}

/** Applies a pure action to the present value and records the result. */
export function apply<T, A extends unknown[]>(
  history: History<T>,
  action: (value: T, ...args: A) => T,
  ...args: A
): History<T> {
  return record(history, action(history.present, ...args));
}

/** Replaces the present without a step, for transient states such as a drag in progress. */
export function replacePresent<T>(history: History<T>, present: T): History<T> {
  return { ...history, present };
}

export const canUndo = (history: History<unknown>): boolean => history.past.length > 0;
export const canRedo = (history: History<unknown>): boolean => history.future.length > 0;

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past[history.past.length - 1];
  if (history.past.length === 0) return history;
  return {
    ...history,
    past: history.past.slice(0, -1),
    present: previous as T,
    future: [history.present, ...history.future],
  };
}

export function redo<T>(history: History<T>): History<T> {
  if (history.future.length === 0) return history;
  const [next, ...future] = history.future;
  return { ...history, past: [...history.past, history.present], present: next as T, future };
}
