// The clean-up screen's choices over a preview: which steps run and which groups stay apart, and
// whether anything is left to do.
import type { TidyPlan, TidySteps } from './api';

export type StepName = 'calendars' | 'services' | 'stops' | 'shapes' | 'orphans';
export const STEP_NAMES: readonly StepName[] = ['calendars', 'services', 'stops', 'shapes', 'orphans'];

export const orphanCount = (plan: TidyPlan) =>
  Object.values(plan.orphans).reduce((n, ids) => n + ids.length, 0);

/** Whether a step would change anything in this preview. */
export function stepHasWork(plan: TidyPlan, step: StepName): boolean {
  switch (step) {
    case 'calendars':
      return plan.calendars.rewritten > 0;
    case 'services':
      return plan.services.length > 0;
    case 'stops':
      return plan.stops.length > 0;
    case 'shapes':
      return plan.shapes.length > 0;
    case 'orphans':
      return orphanCount(plan) > 0;
  }
}

export const planIsEmpty = (plan: TidyPlan) => STEP_NAMES.every((s) => !stepHasWork(plan, s));

/** The API's steps from the steps chosen on screen. */
export function apiSteps(chosen: ReadonlySet<StepName>, metres: number): TidySteps {
  return {
    calendars: chosen.has('calendars'),
    merge_services: chosen.has('services'),
    merge_stops: chosen.has('stops') ? metres : null,
    merge_shapes: chosen.has('shapes'),
    orphans: chosen.has('orphans'),
  };
}

/** Adds or removes one item of a set, as a new set (for React state). */
export function toggled<T>(set: ReadonlySet<T>, item: T): Set<T> {
  const next = new Set(set);
  if (next.has(item)) next.delete(item);
  else next.add(item);
  return next;
}
