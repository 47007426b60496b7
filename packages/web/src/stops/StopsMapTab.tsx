// The stops map: all stops from one request, quick search, shape selector, ruler, and the stop
// panel. This file holds the data and the layout; what the pointer and keys do is the current
// mode's (modes/, map/rulerMode.tsx), where the map looks is useStopsCamera's, and saving is
// useStopSave's.
import { Alert, Box, Button, Group } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapRef } from 'react-map-gl/maplibre';
import { useProject } from '../api/projects';
import { stopsApi, storeStop, useAllStops, type StopRow } from '../api/stops';
import { ConfirmDeleteModal } from '../common/ConfirmDeleteModal';
import { RulerTool } from '../map/RulerReadout';
import { useRuler } from '../map/rulerMode';
import type { LngLat } from '../map/geo';
import { RutaMap } from '../map/RutaMap';
import { ShapeLayers } from '../map/ShapeLayers';
import { stopsMapMode, type StopsModeContext } from './modes';
import { ShapeSelector } from './ShapeSelector';
import { draftPosition } from './stopDraft';
import { StopLayers } from '../map/StopLayers';
import { StopDetails } from './StopDetails';
import { StopPanel } from './StopPanel';
import { viewMode } from './modes/viewMode';
import { useProjectAccess } from '../members/access';
import { SEARCH_DEBOUNCE_MS, searchStops } from './stopSearch';
import { stopsGeoJson } from '../map/stopsGeoJson';
import { StopSearchBox } from './StopSearchBox';
import { StopsLegend } from './StopsLegend';
import { editField, editedStopId, hasDraft, IDLE, redoDraft, undoDraft, type StopsMode } from './stopsMode';
import { useStopsCamera } from './useStopsCamera';
import { saveView, savedView } from '../map/views';
import { useHomeView } from '../map/useHomeView';
import { useShapePoints } from '../map/useShapePoints';
import { useStopSave } from './useStopSave';
import { nextFreeId } from '../tables/newRowDefaults';
import { useRouteLines } from '../network/api';
import { RouteLinesLayer } from '../network/RouteLinesLayer';
import { RoutesToggle } from '../network/RoutesToggle';
import { StopRouteChips } from '../network/StopRouteChips';
import { LoadingSpinner } from '../common/Loading';

/** A typed place is shown at street level, where stops are placed. */
const PLACE_ZOOM = 15;

interface Props {
  projectId: number;
  /** A stop to fly to once the map is ready (from the table's "show on map"). */
  focusStopId: number | null;
  onFocused: () => void;
}

export function StopsMapTab({ projectId, focusStopId, onFocused }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const project = useProject(projectId);
  const stops = useAllStops(projectId);
  const mapRef = useRef<MapRef>(null);
  const [mapReady, setMapReady] = useState(false);
  const [mode, setMode] = useState<StopsMode>(IDLE);
  const ruler = useRuler();
  const [shapeRowId, setShapeRowId] = useState<number | null>(null);
  const [query, setQuery] = useState('');
  const [debouncedQuery] = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const [deleting, setDeleting] = useState<StopRow | null>(null);
  const save = useStopSave(projectId, mode, setMode);
  const [showRoutes, setShowRoutes] = useState(false);
  const routeLines = useRouteLines(projectId, showRoutes);

  const list = useMemo(() => stops.data ?? [], [stops.data]);
  const byId = useMemo(() => new Map(list.map((s) => [s.id, s])), [list]);
  const geojson = useMemo(() => stopsGeoJson(list), [list]);
  const stations = useMemo(
    () => list.filter((s) => Number(s.location_type) === 1 && s.stop_id).map((s) => s.stop_id!),
    [list],
  );
  const matches = useMemo(() => searchStops(list, debouncedQuery), [list, debouncedQuery]);
  const shapePoints = useShapePoints(projectId, shapeRowId);
  // The stops map opens where the user left it in this project, else on all the project's data; a
  // project without data yet opens on its agency's city (a view left on the world would hide it).
  const home = useHomeView(projectId, project.data);
  const view = useMemo(
    () => (home && project.data?.envelope ? (savedView(projectId, 'stops') ?? home) : home),
    [home, project.data, projectId],
  );
  const draftAt = hasDraft(mode) ? draftPosition(mode.draft.present) : null;
  useStopsCamera({
    mapRef,
    mapReady,
    stops: stops.data,
    byId,
    geojson,
    matches,
    searchText: debouncedQuery,
    focusStopId,
    onFocused,
    shapePoints,
    draft: draftAt,
  });

  const { reset } = save;
  const cancel = useCallback(() => {
    setMode(IDLE);
    reset();
  }, [reset]);
  const center = (): LngLat | null => {
    const c = mapRef.current?.getCenter();
    return c ? [c.lng, c.lat] : null;
  };
  // Newest first, as nextFreeId counts on: row ids grow with each stop added.
  const nextStopId = useMemo(
    () => nextFreeId([...list].sort((a, b) => b.id - a.id).flatMap((s) => s.stop_id ?? []))?.id ?? '',
    [list],
  );
  const context: StopsModeContext = { setMode, stops: byId, cancel, center, nextStopId };
  const { canEdit } = useProjectAccess(projectId);
  // A viewer's click opens a stop read-only (the row id, so the details follow the data).
  const [viewedId, setViewedId] = useState<number | null>(null);
  const viewed = canEdit ? undefined : byId.get(viewedId ?? -1);
  const mapMode = ruler.mode ?? (canEdit ? stopsMapMode(mode, context) : viewMode(setViewedId));

  const selected = byId.get(editedStopId(mode) ?? -1) ?? viewed;
  const status = [
    t('stops.count', { count: geojson.features.length }),
    selected
      ? t('stops.selected', { id: selected.stop_id ?? '', name: selected.stop_name ?? '' })
      : draftAt
        ? t('stops.newSelected', { lat: draftAt[1].toFixed(6), lon: draftAt[0].toFixed(6) })
        : '',
    t('stops.modeLabel', { mode: t(`stops.modes.${mode.kind}`) }),
  ]
    .filter(Boolean)
    .join('. ');

  if (!view) {
    return (
      <Group justify="center" p="xl">
        <LoadingSpinner />
      </Group>
    );
  }

  const overlay = (
    <>
      <Group pos="absolute" top={10} left={10} gap="xs" align="flex-start" style={{ zIndex: 2 }}>
        <StopSearchBox
          value={query}
          onChange={setQuery}
          matches={matches ? matches.length : null}
          onGoTo={(place) => mapRef.current?.flyTo({ center: [place[0], place[1]], zoom: PLACE_ZOOM })}
        />
        <ShapeSelector projectId={projectId} value={shapeRowId} onChange={setShapeRowId} />
        <RoutesToggle
          on={showRoutes}
          loading={showRoutes && routeLines.isPending}
          onToggle={() => setShowRoutes((on) => !on)}
        />
        <RulerTool
          points={ruler.points}
          onToggle={() => {
            setMode(IDLE);
            ruler.toggle();
          }}
        />
      </Group>
      {stops.isError && (
        <Alert
          pos="absolute"
          top={60}
          left="50%"
          style={{ transform: 'translateX(-50%)', zIndex: 3 }}
          color="red"
          role="alert"
          icon={<IconAlertCircle aria-hidden />}
          title={t('stops.loadError')}
        >
          <Button size="xs" variant="light" color="red" onClick={() => void stops.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}
      {showRoutes && routeLines.isError && (
        <Alert
          pos="absolute"
          top={60}
          left={10}
          style={{ zIndex: 3 }}
          color="red"
          role="alert"
          title={t('network.routesError')}
        >
          <Button size="xs" variant="light" color="red" onClick={() => void routeLines.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}
      {stops.isPending && <LoadingSpinner size="sm" pos="absolute" top={14} right={56} />}
      <Box pos="absolute" left={10} bottom={36} style={{ zIndex: 1 }}>
        <StopsLegend />
      </Box>
    </>
  );

  return (
    <Box h="100%" display="flex" data-mode={mode.kind} data-stop-count={geojson.features.length}>
      <Box style={{ flex: 1, minWidth: 0 }} h="100%">
        <RutaMap
          initialView={view}
          onViewChange={(center, zoom) => saveView(projectId, 'stops', center, zoom)}
          label={t('stops.mapLabel')}
          status={status}
          mapRef={mapRef}
          mode={mapMode}
          onLoad={() => setMapReady(true)}
          overlay={overlay}
        >
          {shapePoints.length > 1 && <ShapeLayers id="selected-shape" points={shapePoints} />}
          <StopLayers stops={geojson} hiddenId={editedStopId(mode)} draft={draftAt} />
          {showRoutes && routeLines.data && mapReady && <RouteLinesLayer lines={routeLines.data} />}
        </RutaMap>
      </Box>
      {viewed && (
        <Box w={360} h="100%" style={{ flex: 'none' }}>
          <StopDetails projectId={projectId} stop={viewed} onClose={() => setViewedId(null)} />
        </Box>
      )}
      {hasDraft(mode) && (
        <Box w={360} h="100%" style={{ flex: 'none', display: 'flex', flexDirection: 'column' }}>
          {mode.kind === 'editDataPoint' && mode.stop.stop_id && (
            <StopRouteChips projectId={projectId} stopId={mode.stop.stop_id} />
          )}
          <Box style={{ flex: 1, minHeight: 0 }}>
            <StopPanel
              mode={mode}
              stations={stations}
              errors={save.errors}
              saving={save.saving}
              onField={(name, value) => setMode((m) => editField(m, name, value))}
              onSave={save.save}
              onDelete={() => mode.kind === 'editDataPoint' && setDeleting(mode.stop)}
              onCancel={cancel}
              onUndo={() => setMode(undoDraft)}
              onRedo={() => setMode(redoDraft)}
            />
          </Box>
        </Box>
      )}
      <ConfirmDeleteModal
        target={deleting}
        title={t('stops.deleteTitle')}
        text={t('stops.deleteText', { id: deleting?.stop_id ?? '' })}
        remove={(stop) => stopsApi.remove(projectId, stop.id)}
        onClose={() => setDeleting(null)}
        onDeleted={(stop) => {
          storeStop(queryClient, projectId, { removed: stop.id });
          setDeleting(null);
          setMode(IDLE);
        }}
      />
    </Box>
  );
}
