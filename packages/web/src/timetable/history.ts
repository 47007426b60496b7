// Undo and redo of the unsaved change set: every edit (a cell, a paste, a shift, a fill, an
// inserted, duplicated or deleted trip, a stop added or removed) is one step. Models are immutable
// and share their unchanged rows, so a step costs the rows it touched.
import type { Model } from './model';

/** Steps kept; older ones are forgotten (the change set itself is kept). */
export const MAX_STEPS = 200;

export interface History {
  model: Model;
  past: Model[];
  future: Model[];
}

export const start = (model: Model): History => ({ model, past: [], future: [] });

export const record = (h: History, next: Model): History => ({
  model: next,
  past: [...h.past, h.model].slice(-MAX_STEPS),
  future: [],
});

export function undo(h: History): History {
  const prev = h.past[h.past.length - 1];
  return prev ? { model: prev, past: h.past.slice(0, -1), future: [h.model, ...h.future] } : h;
}

export function redo(h: History): History {
  const [next, ...future] = h.future;
  return next ? { model: next, past: [...h.past, h.model], future } : h;
}
