// The stop-times list's map: every stop of the project, and the focused trip's shape and numbered
// stops, fitted with room for the map's controls once the map is ready (a trip focused while the
// page still loads, the list coming before the map, is fitted when the map comes).
import { Box, Group } from '@mantine/core';
import { shapeLine } from '@ruta/gtfs/schema';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapRef } from 'react-map-gl/maplibre';
import { useProject } from '../api/projects';
import type { TripDetail } from '../api/stopTimes';
import { useAllStops } from '../api/stops';
import { RutaMap } from '../map/RutaMap';
import { StopLayers } from '../map/StopLayers';
import { stopsGeoJson } from '../map/stopsGeoJson';
import { useFitPoints } from '../map/useFitPoints';
import { useHomeView } from '../map/useHomeView';
import { browseTripsMode } from './modes';
import { TripLayers } from './TripLayers';
import { tripPoints } from './useTripView';
import { LoadingSpinner } from '../common/Loading';

export function TripsListMap({ projectId, focused }: { projectId: number; focused: TripDetail | null }) {
  const { t } = useTranslation();
  const project = useProject(projectId);
  const stops = useAllStops(projectId);
  const mapRef = useRef<MapRef>(null);
  const [mapReady, setMapReady] = useState(false);
  const geojson = useMemo(() => stopsGeoJson(stops.data ?? []), [stops.data]);
  const shape = useMemo(() => shapeLine(focused?.shape_points ?? []), [focused]);
  const focusedPoints = useMemo(() => (focused ? tripPoints(focused) : null), [focused]);
  useFitPoints(mapRef, mapReady, focusedPoints);
  const view = useHomeView(projectId, project.data);

  const tripText = focused
    ? t('stopTimes.focused', {
        id: focused.trip_id ?? '',
        stops: focused.stop_times.length,
        shape: focused.shape_id ?? t('stopTimes.noShape'),
      })
    : '';
  return (
    <Box style={{ flex: 1, minWidth: 0 }} h="100%">
      {view ? (
        <RutaMap
          initialView={view}
          label={t('stopTimes.mapLabel')}
          status={t('stopTimes.mapStatus', { count: geojson.features.length, trip: tripText })}
          mapRef={mapRef}
          onLoad={() => setMapReady(true)}
          mode={browseTripsMode()}
        >
          <StopLayers stops={geojson} hiddenId={null} draft={null} />
          {focused && <TripLayers shape={shape.line} rows={focused.stop_times} activeIndex={null} />}
        </RutaMap>
      ) : (
        <Group justify="center" p="xl">
          <LoadingSpinner />
        </Group>
      )}
    </Box>
  );
}
