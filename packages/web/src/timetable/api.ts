// Calls of docs/api.md "Timetables": the route and direction pickers, one pattern-grouped read, one save.
import { apiRequest } from '../api/client';

export interface RouteDirections {
  route_id: string;
  route_short_name: string | null;
  route_long_name: string | null;
  directions: { direction_id: number | null; trips: number }[];
}

export interface CellRow {
  id: number;
  version: number;
  stop_id: string;
  stop_sequence: number;
  arrival_time: string | null;
  departure_time: string | null;
}

export interface TripRow {
  id: number;
  stamp: string;
  trip_id: string;
  shape_id: string | null;
  service_id: string | null;
  trip_headsign: string | null;
  stop_times: CellRow[];
}

export interface Timetable {
  route: { route_id: string; route_short_name: string | null; route_long_name: string | null };
  direction_id: number | null;
  stops: Record<string, { stop_name: string | null; stop_lat: number | null; stop_lon: number | null }>;
  shapes: Record<string, [number, number][]>;
  patterns: { stop_ids: string[]; trips: TripRow[] }[];
}

export interface ChangeSetBody {
  route_id: string;
  direction_id: number | null;
  updated: { id: number; stamp: string; stop_times: CellInput[] }[];
  inserted: { trip_id: string; template: number; stop_times: CellInput[] }[];
  deleted: { id: number; stamp: string }[];
}

export interface CellInput {
  id?: number;
  stop_id: string;
  arrival_time: string | null;
  departure_time: string | null;
}

/** `none` asks for the trips without direction_id. */
export const directionParam = (d: number | null) => (d === null ? 'none' : String(d));

const base = (projectId: number) => `projects/${projectId}/timetable/`;

export const timetableApi = {
  routes: (projectId: number, signal?: AbortSignal) =>
    apiRequest<RouteDirections[]>(`${base(projectId)}routes/`, { signal, timeoutMs: 30_000 }),
  read: (projectId: number, route: string, direction: number | null, signal?: AbortSignal) =>
    apiRequest<Timetable>(base(projectId), {
      query: { route, direction: directionParam(direction) },
      signal,
      timeoutMs: 60_000,
    }),
  save: (projectId: number, body: ChangeSetBody) =>
    apiRequest<Timetable>(base(projectId), { method: 'POST', body, timeoutMs: 60_000 }),
};
