// Calls of docs/api.md "Timetables": the route and direction pickers, one pattern-grouped read, one save.
import type {
  CellInput,
  ChangeSet,
  RouteDirections,
  TimetableAnswer,
  TimetableTrip,
} from '@ruta/server/api-types';
import { apiRequest } from '../api/client';

export type { RouteDirections, CellInput };
export type TimetableService = TimetableAnswer['services'][number];
/** A trip of the read: its stop times as arrays of ids and of times in seconds. */
export type TripRow = TimetableTrip;
export type Timetable = TimetableAnswer;
export type ChangeSetBody = ChangeSet;

/** `none` asks for the trips without direction_id. */
export const directionParam = (d: number | null) => (d === null ? 'none' : String(d));

const base = (projectId: number) => `projects/${projectId}/timetable/`;

export const timetableApi = {
  routes: (projectId: number, signal?: AbortSignal) =>
    apiRequest<RouteDirections[]>(`${base(projectId)}routes/`, { signal, timeoutMs: 30_000 }),
  /** `services`: the trips of these services only; empty for every service. */
  read: (
    projectId: number,
    route: string,
    direction: number | null,
    services: readonly string[],
    signal?: AbortSignal,
  ) =>
    apiRequest<Timetable>(base(projectId), {
      query: { route, direction: directionParam(direction), service: services },
      signal,
      timeoutMs: 60_000,
    }),
  /** The answer is read with the same service filter as the editor shows. */
  save: (projectId: number, body: ChangeSetBody, services: readonly string[]) =>
    apiRequest<Timetable>(base(projectId), {
      method: 'POST',
      body,
      query: { service: services },
      timeoutMs: 60_000,
    }),
};
