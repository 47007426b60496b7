// POST trips/copy/ (docs/api.md "Copy trips to another service"), shared by the timetable and the
// stop-times list.
import type { CopiedTripsAnswer, CopyTripsBody } from '@ruta/server/api-types';
import { apiRequest } from '../api/client';

export type CopiedTrips = CopiedTripsAnswer;

export const copyTrips = (projectId: number, body: CopyTripsBody) =>
  apiRequest<CopiedTrips>(`projects/${projectId}/trips/copy/`, { method: 'POST', body, timeoutMs: 60_000 });
