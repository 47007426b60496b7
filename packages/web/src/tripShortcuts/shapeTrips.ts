// A shape through a trip's stops (routed when the server has a provider, else straight), named after
// route and direction, given to that trip and to the trips of its route and direction that have no
// shape yet, all in the shape's one write (their stop times get distances along it there, as the
// shape editor's save does). Used by "Shape through these stops" and by "Make the return trip" for a
// trip that has a shape (the return is then shaped through its own stops the same way).
import { newTripId } from '@ruta/gtfs/schema';
import { apiRequest } from '../api/client';
import { shapesApi } from '../api/shapes';
import type { Row } from '../api/tables';
import { drawThroughStops } from '../shapes/drawThroughStops';
import type { LngLat } from '../map/geo';

/** The trips of a route, every one. */
export const tripsOfRoute = (projectId: number, routeId: string) =>
  apiRequest<Row[]>(`projects/${projectId}/trips/`, {
    query: { no_page: 'True', route_id: routeId },
    timeoutMs: null,
  });

export interface ShapeFor {
  projectId: number;
  routeId: string | null;
  direction: number | null;
  /** The trip shaped: its row id and version. */
  trip: { id: number; version: number };
  /** Its stops' coordinates in stop_sequence order. */
  stops: LngLat[];
  routing: boolean;
  /** shape_ids already used. */
  taken: Set<string>;
}

/** Returns the new shape's id and how many trips got it. */
export async function shapeTrips(o: ShapeFor): Promise<{ shapeId: string; trips: number }> {
  const line = await drawThroughStops(o.stops, o.routing);
  const others = o.routeId
    ? (await tripsOfRoute(o.projectId, o.routeId)).filter(
        (r) => r.id !== o.trip.id && (r.direction_id ?? null) === o.direction && !r.shape_id,
      )
    : [];
  const trips = [o.trip, ...others].map((r) => ({ id: r.id, version: r.version }));
  const saved = await shapesApi.create(o.projectId, {
    shape_id: newTripId({ route_id: o.routeId, direction_id: o.direction, departure: null }, o.taken),
    points: line.points.map(([lon, lat], i) => ({
      shape_pt_sequence: i + 1,
      shape_pt_lat: lat,
      shape_pt_lon: lon,
    })),
    trips,
  });
  return { shapeId: saved.shape_id!, trips: trips.length };
}
