// "Both directions" for a series in the timetable (otherDirection.ts finds the source there): the
// other direction's read, and its series saved right after this direction's, in its own change set
// (a timetable save is one route and direction).
import { useQuery } from '@tanstack/react-query';
import { timetableApi } from './api';
import { changeSet, fromTrips, type OtherSeries } from './model';
import { insertSeries } from './newTrips';
import { otherDirectionOf } from './otherDirection';

/** The other direction's read, for its source trip (none for trips without a direction). */
export function useOtherDirection(
  projectId: number,
  routeId: string,
  directionId: number | null,
  services: readonly string[],
) {
  const other = otherDirectionOf(directionId);
  return useQuery({
    queryKey: ['timetable-other', projectId, routeId, other, services],
    queryFn: ({ signal }) => timetableApi.read(projectId, routeId, other, services, signal),
    enabled: other !== null,
  });
}

/** Saves a series of the other direction: read afresh, the copies inserted after their source. */
export async function saveOtherSeries(projectId: number, routeId: string, series: OtherSeries) {
  const read = await timetableApi.read(projectId, routeId, series.directionId, []);
  for (const p of read.patterns) {
    let m = fromTrips(p.stop_ids, p.trips);
    const r = m.rows.findIndex((row) => row.tripId === series.tripId);
    if (r < 0) continue;
    m = insertSeries(m, r, series.shifts, series.serviceId);
    await timetableApi.save(projectId, changeSet(m, routeId, series.directionId), []);
    return;
  }
  throw new Error(series.tripId);
}
