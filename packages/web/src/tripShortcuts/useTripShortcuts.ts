// The stop-times editor's shortcuts for a line's first trips, each one action on the saved trip:
// - its return: opened when the other direction already has it (existingReturn: same route and
//   service, stops reversed, leaving at the same time), else made as a new trip with the stops
//   reversed (returnTrip.ts) and, when this trip has a shape, a shape of its own through its stops;
//   then opened in the editor. So on the return trip the button goes back to the first one;
// - a shape through its stops, given to it and to the unshaped trips of its route and direction
//   (shapeTrips.ts).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { newTripId } from '@ruta/gtfs/schema';
import { useAppConfig } from '../api/config';
import { invalidateShapes, useShapeList } from '../api/shapes';
import { editorPath, stopTimesApi, type StopTimeRow, type TripDetail } from '../api/stopTimes';
import { invalidateTable, tablesApi } from '../api/tables';
import type { LngLat } from '../map/geo';
import { timetableApi } from '../timetable/api';
import { existingReturn, otherDirection, returnStopTimes } from './returnTrip';
import { shapeTrips, tripsOfRoute } from './shapeTrips';

/** A trip as read: its row's fields come with the stop times. */
type TripRead = TripDetail & { route_id?: string | null; service_id?: string | null };

const placedStops = (rows: readonly StopTimeRow[]) =>
  rows
    .filter((r) => r.stop_lon !== null && r.stop_lat !== null)
    .map((r): LngLat => [r.stop_lon!, r.stop_lat!]);

export function useTripShortcuts(projectId: number, read: TripRead, onReloaded: (trip: TripDetail) => void) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const routing = !!useAppConfig().data?.map_matching;
  const shapes = useShapeList(projectId);
  const routeId = read.route_id ?? null;
  const serviceId = read.service_id ?? null;
  // A direction an import kept as text is none: the return then goes as direction 1.
  const direction = typeof read.direction_id === 'number' ? read.direction_id : null;
  const back = otherDirection(direction);
  const shapeIds = () => new Set((shapes.data ?? []).map((s) => s.shape_id ?? ''));

  const findReturn = async (signal?: AbortSignal) => {
    if (!routeId) return null;
    const other = await timetableApi.read(projectId, routeId, back, serviceId ? [serviceId] : [], signal);
    return existingReturn(read.stop_times, other.patterns);
  };
  // The return already made, if any: the button then opens it (and says so).
  const returnTrip = useQuery({
    queryKey: ['return-trip', projectId, read.id, read.version, read.stop_times_version],
    queryFn: ({ signal }) => findReturn(signal),
    enabled: !!routeId && read.stop_times.length >= 2,
  });

  const makeReturn = useMutation({
    mutationFn: async () => {
      // Asked again: the answer shown may predate another editor's save.
      const found = await findReturn();
      if (found) return found;
      const taken = new Set((await tripsOfRoute(projectId, routeId ?? '')).map((r) => String(r.trip_id)));
      const tripId = newTripId({ route_id: routeId, direction_id: back, departure: null }, taken);
      const row = await tablesApi.create(projectId, 'trips', {
        trip_id: tripId,
        route_id: routeId,
        service_id: serviceId,
        direction_id: back,
      });
      const rows = returnStopTimes(read.stop_times);
      const created = await stopTimesApi.trip(projectId, row.id);
      const saved = await stopTimesApi.save(projectId, created, tripId, rows);
      if (read.shape_id)
        await shapeTrips({
          projectId,
          routeId,
          direction: back,
          trip: { id: saved.id, version: saved.version },
          stops: placedStops(rows),
          routing,
          taken: shapeIds(),
        });
      return tripId;
    },
    onSuccess: (tripId) => {
      invalidateTable(queryClient, projectId, 'trips');
      void queryClient.invalidateQueries({ queryKey: ['return-trip', projectId] });
      if (read.shape_id) invalidateShapes(queryClient, projectId);
      void navigate(editorPath(projectId, tripId));
    },
  });

  const makeShape = useMutation({
    mutationFn: async () => {
      const made = await shapeTrips({
        projectId,
        routeId,
        direction,
        trip: { id: read.id, version: read.version },
        stops: placedStops(read.stop_times),
        routing,
        taken: shapeIds(),
      });
      return { ...made, fresh: await stopTimesApi.trip(projectId, read.id) };
    },
    onSuccess: ({ fresh }) => {
      invalidateShapes(queryClient, projectId);
      invalidateTable(queryClient, projectId, 'trips');
      onReloaded(fresh);
    },
  });

  return {
    makeReturn,
    makeShape,
    shapesReady: shapes.isSuccess,
    /** The return's trip_id when it exists already; undefined while that is being found out. */
    existingReturn: returnTrip.isSuccess ? returnTrip.data : undefined,
  };
}
