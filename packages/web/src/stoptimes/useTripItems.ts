// One page of the project's trips for the stop-times list, each with the summary of its stop times
// (count, first and last time), which comes in a second call for the trip_ids of the page.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { stopTimesApi } from '../api/stopTimes';
import { useTableRows } from '../api/tables';
import type { TripItem } from './TripsTable';

export function useTripItems(projectId: number, view: { page: number; perPage: number; search: string }) {
  const list = useTableRows(projectId, 'trips', { ...view, sort: 'id|asc' });
  const ids = useMemo(() => (list.data?.results ?? []).map((r) => String(r.trip_id ?? '')), [list.data]);
  const summary = useQuery({
    queryKey: ['stoptimes-summary', projectId, ids],
    queryFn: ({ signal }) => stopTimesApi.summary(projectId, ids, signal),
    enabled: ids.length > 0,
  });
  const trips: TripItem[] = (list.data?.results ?? []).map((row) => ({
    id: row.id,
    version: row.version,
    trip_id: String(row.trip_id ?? ''),
    route_id: row.route_id,
    direction_id: row.direction_id,
    shape_id: row.shape_id,
    summary: summary.data?.[String(row.trip_id ?? '')],
  }));
  return { list, trips };
}
