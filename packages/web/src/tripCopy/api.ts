// POST trips/copy/ (docs/api.md "Copy trips to another service"), shared by the timetable and the
// stop-times list.
import type { CopiedTripsAnswer } from '@ruta/server/api-types';
import { apiRequest } from '../api/client';

export type CopiedTrips = CopiedTripsAnswer;

export interface CopyTripsBody {
  trip_ids: string[];
  service_id: string;
  shift_minutes: number;
}

export const copyTrips = (projectId: number, body: CopyTripsBody) =>
  apiRequest<CopiedTrips>(`projects/${projectId}/trips/copy/`, { method: 'POST', body, timeoutMs: 60_000 });
