// What the editor's map shows of the project and the trip: every stop (by id too, for clicks), the
// trip's shape, and the first view (the trip fitted, else the project's home view: its data, its
// agency's city or the world; null while that loads).
import { useMemo } from 'react';
import { shapeLine } from '@ruta/gtfs/schema';
import type { TripDetail } from '../api/stopTimes';
import { useAllStops } from '../api/stops';
import { toLngLat, type LngLat } from '../map/geo';
import { fitView } from '../map/views';
import { useHomeView } from '../map/useHomeView';
import { useProject } from '../api/projects';
import { stopsGeoJson } from '../map/stopsGeoJson';

/** What a trip shows on the map: its shape's points and its stops'. */
export function tripPoints(trip: TripDetail): LngLat[] {
  const points: LngLat[] = [...shapeLine(trip.shape_points ?? []).line];
  for (const r of trip.stop_times) {
    const at = toLngLat(r.stop_lon, r.stop_lat);
    if (at) points.push(at);
  }
  return points;
}

export function useTripView(projectId: number, read: TripDetail | null) {
  const stops = useAllStops(projectId);
  const shape = useMemo(() => shapeLine(read?.shape_points ?? []), [read]);
  const stopList = useMemo(() => stops.data ?? [], [stops.data]);
  const stopsById = useMemo(() => new Map(stopList.map((s) => [s.stop_id ?? '', s])), [stopList]);
  const geojson = useMemo(() => stopsGeoJson(stopList), [stopList]);
  const fitted = useMemo(() => (read ? fitView(tripPoints(read)) : null), [read]);
  const home = useHomeView(projectId, useProject(projectId).data);
  const initialView = fitted ?? home;
  return { shape, stopsById, geojson, initialView };
}
