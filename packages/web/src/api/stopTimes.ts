// Stop-times calls (docs/api.md "Trips and stop times"): a trip with its stop times and shape, the
// whole-trip save, the summary of listed trips, and duplicate as one copy or a series.
import type { DuplicatedTripsAnswer, ShapePointAnswer, StopTimesSummaryAnswer } from '@ruta/server/api-types';
import { apiRequest } from './client';
import type { RowPage } from './tables';

export interface StopTimeRow {
  id?: number;
  version?: number;
  stop_id: string | null;
  stop_sequence: number | null;
  arrival_time: string | null;
  departure_time: string | null;
  shape_dist_traveled: number | null;
  stop_headsign?: string | null;
  pickup_type?: number | null;
  drop_off_type?: number | null;
  continuous_pickup?: number | null;
  continuous_drop_off?: number | null;
  timepoint?: number | null;
  /** Read-only, from the stop. */
  stop_name?: string | null;
  stop_lat: number | null;
  stop_lon: number | null;
  [field: string]: unknown;
}

export type ShapePointRow = ShapePointAnswer;

export interface TripDetail {
  id: number;
  version: number;
  direction_id?: number | null;
  trip_id: string | null;
  shape_id: string | null;
  stop_times: StopTimeRow[];
  stop_times_version: string;
  shape_points: ShapePointRow[];
}

/** A listed trip's count of stop times and first and last times. */
export type TripSummary = StopTimesSummaryAnswer[string];

const trips = (projectId: number) => `projects/${projectId}/trips/`;

export const stopTimesApi = {
  /** A trip by its GTFS trip_id (null when there is none), read in full. */
  async findTrip(projectId: number, tripId: string, signal?: AbortSignal): Promise<TripDetail | null> {
    const page = await apiRequest<RowPage>(trips(projectId), {
      query: { search: tripId.slice(0, 200), per_page: 1000 },
      signal,
    });
    const row = page.results.find((r) => r.trip_id === tripId);
    return row ? stopTimesApi.trip(projectId, row.id, signal) : null;
  },
  trip: (projectId: number, rowId: number, signal?: AbortSignal) =>
    apiRequest<TripDetail>(`${trips(projectId)}${rowId}/`, { signal }),
  /** The whole trip with its stop times; 409 when either changed since `read`. */
  save: (projectId: number, read: TripDetail, tripId: string, stopTimes: StopTimeRow[]) =>
    apiRequest<Omit<TripDetail, 'shape_points'>>(`${trips(projectId)}${read.id}/`, {
      method: 'PATCH',
      body: {
        version: read.version,
        stop_times_version: read.stop_times_version,
        trip_id: tripId,
        stop_times: stopTimes.map(({ stop_name: _n, stop_lat: _a, stop_lon: _o, ...rest }) => rest),
      },
      timeoutMs: 30_000,
    }),
  clearStopTimes: (projectId: number, rowId: number, version: number) =>
    apiRequest<Omit<TripDetail, 'shape_points'>>(`${trips(projectId)}${rowId}/`, {
      method: 'PATCH',
      body: { version, stop_times: [] },
    }),
  summary: (projectId: number, tripIds: string[], signal?: AbortSignal) =>
    apiRequest<StopTimesSummaryAnswer>(
      `projects/${projectId}/stoptimes/summary/?${tripIds.map((id) => `trip_id=${encodeURIComponent(id)}`).join('&')}`,
      { signal },
    ),
  duplicate: (projectId: number, rowId: number, copies: { trip_id: string; shift: number }[]) =>
    apiRequest<DuplicatedTripsAnswer>(`${trips(projectId)}${rowId}/duplicate/`, {
      method: 'POST',
      body: { trips: copies },
      timeoutMs: 60_000,
    }),
};

/** The web route of a trip's stop-times editor. */
export const editorPath = (projectId: number | string, tripId: string) =>
  `/project/${projectId}/stoptimes/${encodeURIComponent(tripId)}`;
