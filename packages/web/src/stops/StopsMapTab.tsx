// The stops map (SPEC §2 "Stops screen", §4 "Stops map modes"): all stops from one request, quick
// search, shape selector, ruler, the add-stop button and the stop panel. Pointer and key events
// only call the pure transitions of stopsMode.ts; writes go through api/stops.ts.
import { Alert, Box, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconMapPinPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapLayerMouseEvent, MapRef } from 'react-map-gl/maplibre';
import { ApiError } from '../api/client';
import { parseErrorBody, type ErrorMessages } from '../api/errors';
import { useProject } from '../api/projects';
import { useShape } from '../api/shapes';
import { storeStop, stopsApi, useAllStops, type StopRow } from '../api/stops';
import { boundsCenter, boundsOf, geometryPoints, toLngLat, type LngLat } from '../map/geo';
import { featuresNear } from '../map/hitTest';
import { useEscapeKey, useUndoRedoKeys } from '../map/keyboard';
import { clickRuler, rulerPointAt, type RulerPoints } from '../map/ruler';
import { RulerLayers } from '../map/RulerLayers';
import { RulerReadout, RulerToggle } from '../map/RulerReadout';
import { RutaMap, type InitialView } from '../map/RutaMap';
import { ShapeLayers } from '../map/ShapeLayers';
import { DeleteStopModal } from './DeleteStopModal';
import { ShapeSelector } from './ShapeSelector';
import { draftPayload, draftPosition } from './stopDraft';
import { DRAFT_LAYER, STOPS_LAYER, StopLayers } from './StopLayers';
import { StopPanel } from './StopPanel';
import { SEARCH_DEBOUNCE_MS, searchStops, searchView } from './stopSearch';
import { nearestPoint, stopsGeoJson } from './stopsGeoJson';
import { StopSearchBox } from './StopSearchBox';
import { StopsLegend } from './StopsLegend';
import {
  clickEmptyMap,
  dragPoint,
  editField,
  hasDraft,
  IDLE,
  placeNewStop,
  pressPoint,
  redoDraft,
  releasePoint,
  selectStop,
  startAdding,
  undoDraft,
  type StopsMode,
} from './stopsMode';
import { STOP_FOCUS_ZOOM } from './stopStyle';

const WORLD_VIEW: InitialView = { center: [0, 20], zoom: 1.5 };
const SHAPE_FIT_PADDING = 50;

interface Props {
  projectId: number;
  /** A stop to fly to once the map is ready (from the table's "show on map"). */
  focusStopId: number | null;
  onFocused: () => void;
}

const at = (e: MapLayerMouseEvent): LngLat => [e.lngLat.lng, e.lngLat.lat];

/** The row id of the stop under edit (drawn by the draft layer instead of the stops layer). */
function editedStopId(mode: StopsMode): number | null {
  if (mode.kind === 'editDataPoint') return mode.stop.id;
  if (mode.kind === 'movingPoint' && mode.stop) return mode.stop.id;
  return null;
}

/** Changes when another stop (or a new one) is opened: saved errors belong to one session. */
function sessionKey(mode: StopsMode): string {
  const id = editedStopId(mode);
  return id !== null ? `stop-${id}` : hasDraft(mode) ? 'new' : 'none';
}

export function StopsMapTab({ projectId, focusStopId, onFocused }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const project = useProject(projectId);
  const stops = useAllStops(projectId);
  const mapRef = useRef<MapRef>(null);
  const [mapReady, setMapReady] = useState(false);
  const [mode, setMode] = useState<StopsMode>(IDLE);
  const [ruler, setRuler] = useState<RulerPoints | null>(null);
  const [shapeRowId, setShapeRowId] = useState<number | null>(null);
  const [query, setQuery] = useState('');
  const [debouncedQuery] = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const [errors, setErrors] = useState<{ key: string; messages: ErrorMessages } | null>(null);
  const [deleting, setDeleting] = useState<StopRow | null>(null);
  const [hovering, setHovering] = useState(false);

  const list = useMemo(() => stops.data ?? [], [stops.data]);
  const byId = useMemo(() => new Map(list.map((s) => [s.id, s])), [list]);
  const geojson = useMemo(() => stopsGeoJson(list), [list]);
  const stations = useMemo(
    () => list.filter((s) => Number(s.location_type) === 1 && s.stop_id).map((s) => s.stop_id!),
    [list],
  );
  const draftAt = hasDraft(mode) ? draftPosition(mode.draft.present) : null;
  const key = sessionKey(mode);
  const sessionErrors = errors?.key === key ? errors.messages : null;

  // The initial view (read once, when the map mounts): zoom 16 on the centre of the project envelope.
  const view = useMemo<InitialView | null>(() => {
    if (!project.data) return null;
    const bounds = boundsOf(geometryPoints(project.data.envelope?.geometry));
    return bounds ? { center: boundsCenter(bounds), zoom: STOP_FOCUS_ZOOM } : WORLD_VIEW;
  }, [project.data]);

  // Quick search: acts on the debounced text, fitting several matches or flying to one.
  const matches = useMemo(() => searchStops(list, debouncedQuery), [list, debouncedQuery]);
  const lastSearch = useRef('');
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !mapReady || !matches || lastSearch.current === debouncedQuery) return;
    lastSearch.current = debouncedQuery;
    const target = searchView(matches);
    if (target.kind === 'fly') map.flyTo({ center: [target.center[0], target.center[1]], zoom: target.zoom });
    else if (target.kind === 'fit') map.fitBounds(target.bounds, { padding: target.padding, maxZoom: 17 });
  }, [matches, debouncedQuery, mapReady]);

  // The envelope also covers shapes, so its centre may show no stop: once the stops arrive, an
  // empty first view moves (same zoom) to the stop nearest its centre.
  const snapped = useRef(false);
  useEffect(() => {
    const map = mapRef.current?.getMap();
    if (!map || !mapReady || !stops.data || snapped.current || focusStopId != null) return;
    snapped.current = true;
    const center = map.getCenter();
    const nearest = nearestPoint(geojson, [center.lng, center.lat]);
    if (nearest && !map.getBounds().contains(nearest)) map.jumpTo({ center: nearest });
  }, [mapReady, stops.data, geojson, focusStopId]);

  // From the table: fly to the stop at zoom 16.
  useEffect(() => {
    const map = mapRef.current;
    if (focusStopId == null || !map || !mapReady || !stops.data) return;
    const stop = byId.get(focusStopId);
    const position = stop && toLngLat(stop.stop_lon, stop.stop_lat);
    snapped.current = true; // the first view is the stop's, not the envelope's
    if (position) map.flyTo({ center: [position[0], position[1]], zoom: STOP_FOCUS_ZOOM });
    onFocused();
  }, [focusStopId, mapReady, stops.data, byId, onFocused]);

  // The chosen shape, fitted once its points arrive.
  const shape = useShape(projectId, shapeRowId);
  const shapePoints = useMemo<LngLat[]>(
    () =>
      shapeRowId == null
        ? []
        : (shape.data?.points ?? []).flatMap((p) => {
            const point = toLngLat(p.shape_pt_lon, p.shape_pt_lat);
            return point ? [point] : [];
          }),
    [shape.data, shapeRowId],
  );
  useEffect(() => {
    const bounds = boundsOf(shapePoints);
    if (bounds && mapReady) mapRef.current?.fitBounds(bounds, { padding: SHAPE_FIT_PADDING, maxZoom: 17 });
  }, [shapePoints, mapReady]);

  const save = useMutation({
    mutationFn: async (current: StopsMode) => {
      if (current.kind === 'addDataPoint')
        return stopsApi.create(projectId, draftPayload(current.draft.present));
      if (current.kind === 'editDataPoint')
        return stopsApi.update(projectId, current.stop, draftPayload(current.draft.present));
      throw new Error('nothing to save');
    },
    onSuccess: (saved) => {
      storeStop(queryClient, projectId, { saved });
      setMode(IDLE);
    },
    onError: (error, current) => {
      const messages: ErrorMessages =
        error instanceof ApiError && error.answered
          ? parseErrorBody(error.body)
          : { general: [t('common.unexpectedError')], fields: {} };
      // 409 stale: the row changed elsewhere; keep the user's draft over the new version.
      if (error instanceof ApiError && error.status === 409) {
        const body = error.body as { current?: StopRow } | null;
        const fresh = body?.current;
        if (fresh) {
          delete messages.fields.current;
          storeStop(queryClient, projectId, { saved: fresh });
          setMode((m) => (m.kind === 'editDataPoint' && m.stop.id === fresh.id ? { ...m, stop: fresh } : m));
        }
      }
      setErrors({ key: sessionKey(current), messages });
    },
  });

  const toIdle = useCallback(() => {
    setMode(IDLE);
    save.reset();
  }, [save]);

  useEscapeKey(
    useCallback(() => {
      setMode((m) => {
        if (m.kind === 'idle') setRuler(null);
        return IDLE;
      });
    }, []),
  );
  useUndoRedoKeys(
    useCallback(() => setMode(undoDraft), []),
    useCallback(() => setMode(redoDraft), []),
    hasDraft(mode),
  );

  // A drag released outside the map still ends the move where the point was last drawn.
  const moving = mode.kind === 'movingPoint';
  useEffect(() => {
    if (!moving) return;
    const onUp = () =>
      setMode((m) =>
        m.kind === 'movingPoint' ? releasePoint(m, draftPosition(m.draft.present) ?? m.origin) : m,
      );
    window.addEventListener('mouseup', onUp);
    return () => window.removeEventListener('mouseup', onUp);
  }, [moving]);

  const onClick = (e: MapLayerMouseEvent) => {
    const map = e.target;
    if (ruler) {
      const index = rulerPointAt(ruler, (p) => map.project([p[0], p[1]]), e.point);
      setRuler(clickRuler(ruler, at(e), index));
      return;
    }
    if (mode.kind === 'adding') {
      setMode(placeNewStop(mode, at(e)));
      return;
    }
    if (mode.kind !== 'idle' && mode.kind !== 'editDataPoint') return;
    if (mode.kind === 'editDataPoint' && featuresNear(map, e.point, [DRAFT_LAYER]).length > 0) return;
    const hit = featuresNear(map, e.point, [STOPS_LAYER])[0];
    const stop = hit ? byId.get(Number(hit.properties.id)) : undefined;
    setMode(stop ? selectStop(mode, stop) : clickEmptyMap(mode));
  };

  const onMouseDown = (e: MapLayerMouseEvent) => {
    if (ruler || (mode.kind !== 'addDataPoint' && mode.kind !== 'editDataPoint')) return;
    if (featuresNear(e.target, e.point, [DRAFT_LAYER]).length === 0) return;
    e.preventDefault(); // the map must not pan while the point is dragged
    setMode(pressPoint(mode, at(e)));
  };
  const onMouseMove = (e: MapLayerMouseEvent) => {
    if (mode.kind === 'movingPoint') setMode((m) => dragPoint(m, at(e)));
  };
  const onMouseUp = (e: MapLayerMouseEvent) => {
    if (mode.kind === 'movingPoint') setMode((m) => releasePoint(m, at(e)));
  };

  const cursor =
    mode.kind === 'movingPoint'
      ? 'grabbing'
      : ruler || mode.kind === 'adding'
        ? 'crosshair'
        : hovering
          ? 'pointer'
          : 'grab';

  const selected = editedStopId(mode) != null ? byId.get(editedStopId(mode)!) : undefined;
  const status = [
    t('stops.count', { count: geojson.features.length }),
    selected
      ? t('stops.selected', { id: selected.stop_id ?? '', name: selected.stop_name ?? '' })
      : hasDraft(mode) && draftAt
        ? t('stops.newSelected', { lat: draftAt[1].toFixed(6), lon: draftAt[0].toFixed(6) })
        : '',
    t('stops.modeLabel', { mode: t(`stops.modes.${mode.kind}`) }),
  ]
    .filter(Boolean)
    .join('. ');

  if (!view) {
    return (
      <Group justify="center" p="xl">
        <Loader aria-label={t('common.loading')} />
      </Group>
    );
  }

  const overlay = (
    <>
      <Group pos="absolute" top={10} left={10} gap="xs" align="flex-start" style={{ zIndex: 2 }}>
        <StopSearchBox value={query} onChange={setQuery} matches={matches ? matches.length : null} />
        <ShapeSelector projectId={projectId} value={shapeRowId} onChange={setShapeRowId} />
        <Stack gap={4}>
          <RulerToggle
            active={ruler !== null}
            onToggle={() => {
              setMode(IDLE);
              setRuler((r) => (r ? null : []));
            }}
          />
        </Stack>
        {ruler && <RulerReadout points={ruler} />}
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
      {stops.isPending && (
        <Loader size="sm" pos="absolute" top={14} right={56} aria-label={t('common.loading')} />
      )}
      <Box pos="absolute" left={10} bottom={36} style={{ zIndex: 1 }}>
        <StopsLegend />
      </Box>
      {(mode.kind === 'idle' || mode.kind === 'adding') && !ruler && (
        <Box pos="absolute" right={12} bottom={36} style={{ zIndex: 2 }}>
          {mode.kind === 'idle' ? (
            <Button
              size="md"
              radius="xl"
              leftSection={<IconMapPinPlus size={20} aria-hidden />}
              onClick={() => setMode(startAdding)}
              style={{ boxShadow: 'var(--mantine-shadow-md)' }}
            >
              {t('stops.addStop')}
            </Button>
          ) : (
            <Paper shadow="md" p="sm" radius="md" withBorder maw={300}>
              <Stack gap="xs">
                <Text size="sm" role="status">
                  {t('stops.addingHint')}
                </Text>
                <Button size="xs" variant="default" onClick={toIdle}>
                  {t('common.cancel')}
                </Button>
              </Stack>
            </Paper>
          )}
        </Box>
      )}
    </>
  );

  return (
    <Box h="100%" display="flex" data-mode={mode.kind} data-stop-count={geojson.features.length}>
      <Box style={{ flex: 1, minWidth: 0 }} h="100%">
        <RutaMap
          initialView={view}
          label={t('stops.mapLabel')}
          status={status}
          mapRef={mapRef}
          interactiveLayerIds={[STOPS_LAYER, DRAFT_LAYER]}
          cursor={cursor}
          onClick={onClick}
          onMouseDown={onMouseDown}
          onMouseMove={onMouseMove}
          onMouseUp={onMouseUp}
          onMouseEnter={() => setHovering(true)}
          onMouseLeave={() => setHovering(false)}
          onLoad={() => setMapReady(true)}
          overlay={overlay}
        >
          {shapePoints.length > 1 && <ShapeLayers id="selected-shape" points={shapePoints} />}
          <StopLayers stops={geojson} hiddenId={editedStopId(mode)} draft={draftAt} />
          {ruler && <RulerLayers points={ruler} />}
        </RutaMap>
      </Box>
      {hasDraft(mode) && (
        <Box w={360} h="100%" style={{ flex: 'none' }}>
          <StopPanel
            mode={mode}
            stations={stations}
            errors={sessionErrors}
            saving={save.isPending}
            onField={(name, value) => setMode((m) => editField(m, name, value))}
            onSave={() => {
              setErrors(null);
              save.mutate(mode);
            }}
            onDelete={() => mode.kind === 'editDataPoint' && setDeleting(mode.stop)}
            onCancel={toIdle}
            onUndo={() => setMode(undoDraft)}
            onRedo={() => setMode(redoDraft)}
          />
        </Box>
      )}
      <DeleteStopModal
        projectId={projectId}
        stop={deleting}
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
