// Clean-up calls (docs/api.md "Clean-up"): the preview of every step and its application. Both read
// the whole project, so they have no time-out.
import type { TidyApplyBody, TidyPlanAnswer } from '@ruta/server/api-types';
import { apiRequest } from '../api/client';

export type TidyPlan = TidyPlanAnswer;
export type TidySteps = TidyApplyBody['steps'];

export const tidyKeys = { preview: (id: number, metres: number) => ['tidy', id, metres] as const };

export const tidyApi = {
  preview: (id: number, metres: number, signal?: AbortSignal) =>
    apiRequest<TidyPlan>(`projects/${id}/tidy/`, { query: { merge_stops: metres }, timeoutMs: null, signal }),
  apply: (id: number, body: TidyApplyBody) =>
    apiRequest<TidyPlan>(`projects/${id}/tidy/`, { method: 'POST', body, timeoutMs: null }),
};
