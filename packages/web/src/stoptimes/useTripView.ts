// What the editor's map shows of the project and the trip: every stop (by id too, for clicks), the
// trip's shape, and the first view (the trip fitted, else the first stop, else the world).
import { useMemo } from 'react';
import { shapeLine } from '@ruta/gtfs/schema';
import type { TripDetail } from '../api/stopTimes';
import { useAllStops } from '../api/stops';
import { toLngLat, type LngLat } from '../map/geo';
import { fitView, WORLD_VIEW } from '../map/views';
import { stopsGeoJson } from '../stops/stopsGeoJson';

export function useTripView(projectId: number, read: TripDetail | null) {
  const stops = useAllStops(projectId);
  const shape = useMemo(() => shapeLine(read?.shape_points ?? []), [read]);
  const stopList = useMemo(() => stops.data ?? [], [stops.data]);
  const stopsById = useMemo(() => new Map(stopList.map((s) => [s.stop_id ?? '', s])), [stopList]);
  const geojson = useMemo(() => stopsGeoJson(stopList), [stopList]);
  const fitted = useMemo(() => {
    if (!read) return null;
    const points: LngLat[] = [...shape.line];
    for (const r of read.stop_times) {
      const at = toLngLat(r.stop_lon, r.stop_lat);
      if (at) points.push(at);
    }
    return fitView(points);
  }, [read, shape]);
  const firstStop = stopList.map((s) => toLngLat(s.stop_lon, s.stop_lat)).find(Boolean);
  const initialView = fitted ?? (firstStop ? { center: firstStop, zoom: 13 } : WORLD_VIEW);
  return { shape, stopsById, geojson, initialView };
}
