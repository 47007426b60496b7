// Stop-times calls (docs/api.md "Trips and stop times"): a trip with its stop times and shape, the
// whole-trip save, the summary of listed trips, and duplicate as one copy or a series.
import type {
  DuplicatedTripsAnswer,
  ShapePointAnswer,
  StopTimeDetailAnswer,
  StopTimesSummaryAnswer,
  TripDetailAnswer,
} from '@ruta/server/api-types';
import { apiRequest } from './client';
import type { RowPage } from './tables';

/** A stop time as the editor holds it: as read, or added (no id and version until saved, and only
 *  the fields the editor fills). */
export type StopTimeRow = Partial<StopTimeDetailAnswer> &
  Pick<
    StopTimeDetailAnswer,
    | 'stop_id'
    | 'stop_sequence'
    | 'arrival_time'
    | 'departure_time'
    | 'shape_dist_traveled'
    | 'stop_lat'
    | 'stop_lon'
  >;

export type ShapePointRow = ShapePointAnswer;
export type TripDetail = TripDetailAnswer;

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
    apiRequest<TripDetail>(`${trips(projectId)}${read.id}/`, {
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
    apiRequest<TripDetail>(`${trips(projectId)}${rowId}/`, {
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
