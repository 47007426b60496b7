// The stop-times editor's shortcuts for a line's first trips, each one action on the saved trip:
// - its return: a new trip of the same route and service in the other direction, with the stops
//   reversed (returnTrip.ts), opened in the editor;
// - a shape through its stops (routed when the server has a provider, else straight), given to it
//   and to the trips of its route and direction that have no shape yet; the shape is then written
//   once more so their stop times get distances along it, as the shape editor's save does.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { newTripId } from '@ruta/gtfs/schema';
import { apiRequest } from '../api/client';
import { useAppConfig } from '../api/config';
import { invalidateShapes, shapesApi, useShapeList } from '../api/shapes';
import { editorPath, stopTimesApi, type TripDetail } from '../api/stopTimes';
import { invalidateTable, tablesApi, type Row } from '../api/tables';
import { drawThroughStops } from '../shapes/drawThroughStops';
import type { LngLat } from '../map/geo';
import { otherDirection, returnStopTimes } from './returnTrip';

/** A trip as read: its row's fields come with the stop times. */
type TripRead = TripDetail & { route_id?: string | null; service_id?: string | null };

const trips = (projectId: number) => `projects/${projectId}/trips/`;

/** The trips of a route, every one (the shape is given to those of one direction without a shape). */
const tripsOfRoute = (projectId: number, routeId: string) =>
  apiRequest<Row[]>(trips(projectId), { query: { no_page: 'True', route_id: routeId }, timeoutMs: null });

export function useTripShortcuts(projectId: number, read: TripRead, onReloaded: (trip: TripDetail) => void) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const routing = !!useAppConfig().data?.map_matching;
  const shapes = useShapeList(projectId);
  const routeId = read.route_id ?? null;
  // A direction an import kept as text is none: the return then goes as direction 1.
  const direction = typeof read.direction_id === 'number' ? read.direction_id : null;

  const makeReturn = useMutation({
    mutationFn: async () => {
      const back = otherDirection(direction);
      const taken = new Set((await tripsOfRoute(projectId, routeId ?? '')).map((r) => String(r.trip_id)));
      const tripId = newTripId({ route_id: routeId, direction_id: back, departure: null }, taken);
      const row = await tablesApi.create(projectId, 'trips', {
        trip_id: tripId,
        route_id: routeId,
        service_id: read.service_id ?? null,
        direction_id: back,
      });
      const created = await stopTimesApi.trip(projectId, row.id);
      await stopTimesApi.save(projectId, created, tripId, returnStopTimes(read.stop_times));
      return tripId;
    },
    onSuccess: (tripId) => {
      invalidateTable(queryClient, projectId, 'trips');
      void navigate(editorPath(projectId, tripId));
    },
  });

  const makeShape = useMutation({
    mutationFn: async () => {
      const stops = read.stop_times
        .filter((r) => r.stop_lon !== null && r.stop_lat !== null)
        .map((r): LngLat => [r.stop_lon!, r.stop_lat!]);
      const line = await drawThroughStops(stops, routing);
      const taken = new Set((shapes.data ?? []).map((s) => s.shape_id ?? ''));
      const body = {
        shape_id: newTripId({ route_id: routeId, direction_id: direction, departure: null }, taken),
        points: line.points.map(([lon, lat], i) => ({
          shape_pt_sequence: i + 1,
          shape_pt_lat: lat,
          shape_pt_lon: lon,
        })),
      };
      const saved = await shapesApi.create(projectId, body);
      const others = routeId
        ? (await tripsOfRoute(projectId, routeId)).filter(
            (r) => r.id !== read.id && (r.direction_id ?? null) === direction && !r.shape_id,
          )
        : [];
      for (const trip of [{ id: read.id, version: read.version }, ...others])
        await tablesApi.patch(projectId, 'trips', trip.id, {
          version: trip.version,
          shape_id: saved.shape_id,
        });
      await shapesApi.update(projectId, saved.id, saved.version, body);
      return {
        shapeId: saved.shape_id,
        trips: others.length + 1,
        fresh: await stopTimesApi.trip(projectId, read.id),
      };
    },
    onSuccess: ({ fresh }) => {
      invalidateShapes(queryClient, projectId);
      invalidateTable(queryClient, projectId, 'trips');
      onReloaded(fresh);
    },
  });

  return { makeReturn, makeShape, shapesReady: shapes.isSuccess };
}
