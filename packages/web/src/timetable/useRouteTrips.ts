// Every saved trip of a route in all its directions (of the services shown), for "Copy to service"
// from the timetable: a route's weekday trips both ways go to the weekend service in one copy.
import { useQuery } from '@tanstack/react-query';
import { timetableApi } from './api';

export function useRouteTrips(
  projectId: number,
  routeId: string,
  services: readonly string[],
  enabled: boolean,
) {
  return useQuery({
    queryKey: ['route-trips', projectId, routeId, services],
    queryFn: async ({ signal }) => {
      const routes = await timetableApi.routes(projectId, signal);
      const directions = routes.find((r) => r.route_id === routeId)?.directions ?? [];
      const reads = await Promise.all(
        directions.map((d) => timetableApi.read(projectId, routeId, d.direction_id, services, signal)),
      );
      return reads.flatMap((read) => read.patterns.flatMap((p) => p.trips.map((trip) => trip.trip_id)));
    },
    enabled,
    // Read afresh each time the dialog opens: a save may have added trips since.
    gcTime: 0,
  });
}
