// The stop-times list (/project/:projectId/stoptimes): 'How to use', the trips of the project in a
// paged, searchable sidebar table with their stop counts and times, and a map of the stops with the
// focused trip's shape and stops (fitted with room for the map's controls).
import {
  Alert,
  Box,
  Button,
  Collapse,
  Group,
  Loader,
  Modal,
  Pagination,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconHelp, IconSearch } from '@tabler/icons-react';
import { shapeLine } from '@ruta/gtfs/schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import type { MapRef } from 'react-map-gl/maplibre';
import { ApiError } from '../api/client';
import { useProject } from '../api/projects';
import { editorPath, stopTimesApi, type TripDetail } from '../api/stopTimes';
import { useAllStops } from '../api/stops';
import { invalidateTable, useTableRows } from '../api/tables';
import { FullHeight } from '../map/FullHeight';
import { RutaMap } from '../map/RutaMap';
import { StopLayers } from '../stops/StopLayers';
import { stopsGeoJson } from '../stops/stopsGeoJson';
import { useInitialView } from '../map/views';
import { useFitPoints } from '../map/useFitPoints';
import { DuplicateTripModal } from './DuplicateTripModal';
import { browseTripsMode } from './modes';
import { TripLayers } from './TripLayers';
import { TripsTable, type TripItem } from './TripsTable';
import { CopySelectedTrips, usePickedTrips } from '../tripCopy/CopySelectedTrips';
import { tripPoints } from './useTripView';

const PER_PAGE = 10;
const SEARCH_DEBOUNCE_MS = 300;

export function StopTimesListPage() {
  const { projectId: param } = useParams();
  if (!/^\d+$/.test(param ?? '')) return <Navigate to="/404" replace />;
  return <TripsList projectId={Number(param)} />;
}

function TripsList({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const project = useProject(projectId);
  const stops = useAllStops(projectId);
  const mapRef = useRef<MapRef>(null);
  const [help, setHelp] = useState(false);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [focused, setFocused] = useState<TripDetail | null>(null);
  const [duplicating, setDuplicating] = useState<TripItem | null>(null);
  const [deleting, setDeleting] = useState<TripItem | null>(null);
  const picks = usePickedTrips();
  const [deleteError, setDeleteError] = useState<string | null>(null);
  useEffect(() => setPage(1), [debounced]);

  const list = useTableRows(projectId, 'trips', {
    page,
    perPage: PER_PAGE,
    sort: 'id|asc',
    search: debounced,
  });
  const ids = useMemo(() => (list.data?.results ?? []).map((r) => String(r.trip_id ?? '')), [list.data]);
  const summary = useQuery({
    queryKey: ['stoptimes-summary', projectId, ids],
    queryFn: ({ signal }) => stopTimesApi.summary(projectId, ids, signal),
    enabled: ids.length > 0,
  });
  const trips: TripItem[] = (list.data?.results ?? []).map((r) => ({
    id: r.id,
    version: r.version,
    trip_id: String(r.trip_id ?? ''),
    route_id: r.route_id,
    direction_id: r.direction_id,
    shape_id: r.shape_id,
    summary: summary.data?.[String(r.trip_id ?? '')],
  }));

  const geojson = useMemo(() => stopsGeoJson(stops.data ?? []), [stops.data]);
  const shape = useMemo(() => shapeLine(focused?.shape_points ?? []), [focused]);
  const view = useInitialView(project.data);
  // The focused trip is fitted once the map is ready: a trip focused while the page still loads
  // (the list can come before the map) is fitted when the map comes.
  const [mapReady, setMapReady] = useState(false);
  const focusedPoints = useMemo(() => (focused ? tripPoints(focused) : null), [focused]);
  useFitPoints(mapRef, mapReady, focusedPoints);

  // Only the last trip asked for is shown: an earlier answer arriving late is dropped.
  const asked = useRef(0);
  const focus = async (trip: TripItem) => {
    const ask = ++asked.current;
    const detail = await stopTimesApi.trip(projectId, trip.id);
    if (ask !== asked.current) return;
    setFocused(detail);
  };
  const refresh = () => {
    invalidateTable(queryClient, projectId, 'trips');
    void queryClient.invalidateQueries({ queryKey: ['stoptimes-summary', projectId] });
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteError(null);
    try {
      const trip = await stopTimesApi.trip(projectId, deleting.id);
      await stopTimesApi.clearStopTimes(projectId, trip.id, trip.version);
      if (focused?.id === trip.id) setFocused(null);
      setDeleting(null);
      refresh();
    } catch (e) {
      const body = e instanceof ApiError ? (e.body as { detail?: string } | null) : null;
      setDeleteError(body?.detail ?? (e instanceof Error ? e.message : String(e)));
    }
  };

  const pagination = list.data?.pagination;
  return (
    <FullHeight display="flex">
      <Box
        w={{ base: 480, lg: 620 }}
        h="100%"
        display="flex"
        bg="white"
        style={{
          flex: 'none',
          flexDirection: 'column',
          borderRight: '1px solid var(--mantine-color-gray-3)',
        }}
      >
        <Box p="sm">
          <Group justify="space-between" mb="xs">
            <Title order={2} size="h4">
              {t('stopTimes.listTitle')}
            </Title>
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconHelp size={14} />}
              onClick={() => setHelp((h) => !h)}
              aria-expanded={help}
            >
              {t('stopTimes.howToUse')}
            </Button>
          </Group>
          <Collapse expanded={help}>
            <Text size="sm" c="dimmed" mb="xs">
              {t('stopTimes.howToUseText')}
            </Text>
          </Collapse>
          <TextInput
            size="xs"
            leftSection={<IconSearch size={14} />}
            placeholder={t('stopTimes.search')}
            aria-label={t('stopTimes.search')}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
          <CopySelectedTrips projectId={projectId} picks={picks} onCopied={refresh} />
        </Box>
        <Box style={{ flex: 1, overflow: 'auto' }}>
          {list.isPending && (
            <Group justify="center" p="md">
              <Loader size="sm" aria-label={t('common.loading')} />
            </Group>
          )}
          {list.isError && (
            <Alert m="sm" color="red" icon={<IconAlertCircle />} title={t('stopTimes.loadError')}>
              <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
                {t('common.retry')}
              </Button>
            </Alert>
          )}
          {list.isSuccess && trips.length === 0 && (
            <Text size="sm" c="dimmed" p="md" ta="center">
              {debounced ? t('stopTimes.noMatches', { search: debounced }) : t('stopTimes.noTrips')}
            </Text>
          )}
          {trips.length > 0 && (
            <TripsTable
              trips={trips}
              focusedId={focused?.id ?? null}
              picked={picks.picked}
              onPick={picks.pick}
              onFocus={(trip) => void focus(trip)}
              onEdit={(trip) => navigate(editorPath(projectId, trip.trip_id))}
              onDuplicate={setDuplicating}
              onDelete={(trip) => {
                setDeleteError(null);
                setDeleting(trip);
              }}
            />
          )}
        </Box>
        {pagination && pagination.last_page > 1 && (
          <Group justify="center" p="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
            <Pagination
              size="sm"
              total={pagination.last_page}
              value={page}
              onChange={setPage}
              siblings={1}
              getControlProps={(c) =>
                c === 'previous'
                  ? { 'aria-label': t('stopTimes.previous') }
                  : c === 'next'
                    ? { 'aria-label': t('stopTimes.next') }
                    : {}
              }
            />
          </Group>
        )}
      </Box>
      <Box style={{ flex: 1, minWidth: 0 }} h="100%">
        {view ? (
          <RutaMap
            initialView={view}
            label={t('stopTimes.mapLabel')}
            status={t('stopTimes.mapStatus', {
              count: geojson.features.length,
              trip: focused
                ? t('stopTimes.focused', {
                    id: focused.trip_id ?? '',
                    stops: focused.stop_times.length,
                    shape: focused.shape_id ?? t('stopTimes.noShape'),
                  })
                : '',
            })}
            mapRef={mapRef}
            onLoad={() => setMapReady(true)}
            mode={browseTripsMode()}
          >
            <StopLayers stops={geojson} hiddenId={null} draft={null} />
            {focused && <TripLayers shape={shape.line} rows={focused.stop_times} activeIndex={null} />}
          </RutaMap>
        ) : (
          <Group justify="center" p="xl">
            <Loader aria-label={t('common.loading')} />
          </Group>
        )}
      </Box>
      {duplicating && (
        <DuplicateTripModal
          projectId={projectId}
          trip={{
            id: duplicating.id,
            trip_id: duplicating.trip_id,
            start_time: duplicating.summary?.start_time ?? null,
            route_id: typeof duplicating.route_id === 'string' ? duplicating.route_id : null,
            direction_id: typeof duplicating.direction_id === 'number' ? duplicating.direction_id : null,
          }}
          onClose={() => setDuplicating(null)}
          onCreated={(tripId) => {
            refresh();
            navigate(editorPath(projectId, tripId));
          }}
        />
      )}
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('stopTimes.deleteTitle')}
        centered
      >
        <Text size="sm">
          {t('stopTimes.deleteText', {
            count: deleting?.summary?.stop_count ?? 0,
            id: deleting?.trip_id ?? '',
          })}
        </Text>
        {deleteError && (
          <Alert color="red" mt="sm" role="alert">
            {deleteError}
          </Alert>
        )}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setDeleting(null)}>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={() => void confirmDelete()}>
            {t('stopTimes.deleteConfirm')}
          </Button>
        </Group>
      </Modal>
    </FullHeight>
  );
}
