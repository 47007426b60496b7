// The stop-times editor of one trip (/project/:projectId/stoptimes/:tripId): the map (every stop,
// the trip's shape and numbered stops) and the side panel (trip_id, save, close, toggles, the
// calculation tools and the rows). Clicks on the map are the pick-stops mode's; the rows and their
// transitions are editorState's; loading and saving are useTripEditor's.
import {
  Alert,
  Box,
  Button,
  Group,
  Loader,
  Notification,
  ScrollArea,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconDeviceFloppy, IconX } from '@tabler/icons-react';
import { calculateTimes, shapeLine, timesFieldErrors } from '@ruta/gtfs/schema';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import type { MapRef } from 'react-map-gl/maplibre';
import { editorPath, type TripDetail } from '../api/stopTimes';
import { useAllStops } from '../api/stops';
import { FullHeight } from '../map/FullHeight';
import { boundsOf, toLngLat, type LngLat } from '../map/geo';
import { RutaMap } from '../map/RutaMap';
import { StopLayers } from '../stops/StopLayers';
import { stopsGeoJson } from '../stops/stopsGeoJson';
import { STOP_FOCUS_ZOOM } from '../stops/stopStyle';
import { ErrorDialogModal, UnsavedModal, type ErrorDialog } from './EditorDialogs';
import * as S from './editorState';
import { pickStopsMode } from './modes';
import { StopTimesTable } from './StopTimesTable';
import { TimesTools } from './TimesTools';
import { TripLayers } from './TripLayers';
import { useTripEditor } from './useTripEditor';
import { useUnsavedGuard } from '../tables/useUnsavedGuard';

export const FIT_PADDING = 20;
const TOAST_MS = 1000;

export function StopTimesEditorPage() {
  const { projectId: param, tripId: rawTripId } = useParams();
  if (!/^\d+$/.test(param ?? '') || !rawTripId) return <Navigate to="/404" replace />;
  return <Editor key={rawTripId} projectId={Number(param)} tripId={rawTripId} />;
}

function Editor({ projectId, tripId }: { projectId: number; tripId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const editor = useTripEditor(projectId, tripId);
  const trip = editor.trip.data;
  const stops = useAllStops(projectId);
  const mapRef = useRef<MapRef>(null);
  const [read, setRead] = useState<TripDetail | null>(null);
  const [state, setState] = useState<S.EditorState | null>(null);
  const [dialog, setDialog] = useState<ErrorDialog | null>(null);
  const [optional, setOptional] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [speed, setSpeed] = useState('60');
  const [waiting, setWaiting] = useState('0');
  const [fieldErrors, setFieldErrors] = useState({ speed: false, waiting: false });
  const [toast, setToast] = useState(false);
  // Set after a save that renamed the trip: the new address is opened once the saved state is
  // rendered, so the unsaved-changes guard no longer holds it back.
  const [renamedTo, setRenamedTo] = useState<string | null>(null);
  const changed = state ? S.isChanged(state) : false;
  // Any way out of the editor (Close, a menu link, the browser's back) asks while changed.
  const blocker = useUnsavedGuard(changed);

  // First load: the rows become the saved copy; a trip without shape says so once.
  useEffect(() => {
    if (!trip || read) return;
    setRead(trip);
    setState(S.loaded(trip.trip_id ?? '', trip.stop_times));
    if (!trip.shape_id || trip.shape_points.length === 0) setDialog('editWithoutShape');
  }, [trip, read]);
  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => setToast(false), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [toast]);
  useEffect(() => {
    if (renamedTo) void navigate(editorPath(projectId, renamedTo), { replace: true });
  }, [renamedTo, navigate, projectId]);

  const shape = useMemo(() => shapeLine(read?.shape_points ?? []), [read]);
  const stopList = useMemo(() => stops.data ?? [], [stops.data]);
  const stopsById = useMemo(() => new Map(stopList.map((s) => [s.stop_id ?? '', s])), [stopList]);
  const geojson = useMemo(() => stopsGeoJson(stopList), [stopList]);
  const initialView = useMemo(() => {
    if (!read) return null;
    const points: LngLat[] = [...shape.line];
    for (const r of read.stop_times) {
      const at = toLngLat(r.stop_lon, r.stop_lat);
      if (at) points.push(at);
    }
    const bounds = boundsOf(points);
    return bounds ? { bounds, padding: FIT_PADDING } : null;
  }, [read, shape]);
  const firstStop = stopList.map((s) => toLngLat(s.stop_lon, s.stop_lat)).find(Boolean);

  if (editor.trip.isPending || (trip && !state))
    return (
      <Group justify="center" p="xl">
        <Loader aria-label={t('common.loading')} />
      </Group>
    );
  if (editor.trip.isError || !trip || !state || !read)
    return (
      <Alert
        m="md"
        color="red"
        icon={<IconAlertCircle />}
        title={editor.trip.isError ? t('stopTimes.loadError') : t('stopTimes.notFound', { id: tripId })}
      >
        <Button component={Link} to={`/project/${projectId}/stoptimes`} variant="light" size="xs">
          {t('stopTimes.backToList')}
        </Button>
      </Alert>
    );

  const update = (f: (s: S.EditorState) => S.EditorState) => setState((s) => (s ? f(s) : s));
  const pick = (stopId: string) => {
    const stop = stopsById.get(stopId);
    const at = stop ? toLngLat(stop.stop_lon, stop.stop_lat) : null;
    if (!stop || !at) return;
    update((s) =>
      S.clickStop(
        s,
        { stop_id: stopId, stop_name: stop.stop_name ?? null, stop_lon: at[0], stop_lat: at[1] },
        shape,
      ),
    );
  };
  const mode = pickStopsMode({ pick, escape: () => update(S.cancelRow) });
  const close = () => void navigate(`/project/${projectId}/stoptimes`);
  const calculate = () => {
    const errs = timesFieldErrors(speed, waiting);
    if (errs.length)
      return setFieldErrors({ speed: errs.includes('speed'), waiting: errs.includes('waiting') });
    const out = calculateTimes(state.rows, speed, waiting);
    if ('error' in out) return setDialog(out.error as ErrorDialog);
    update((s) => S.withRows(s, out.rows));
  };
  const save = async () => {
    const saved = await editor.save(read, state.tripId.trim(), state.rows);
    if (!saved) return;
    setRead(saved);
    setState(S.savedAs(saved.trip_id ?? '', saved.stop_times));
    setToast(true);
    if (saved.trip_id && saved.trip_id !== tripId) setRenamedTo(saved.trip_id);
  };
  const fly = (index: number) => {
    const r = state.rows[index];
    const at = r ? toLngLat(r.stop_lon, r.stop_lat) : null;
    if (at) mapRef.current?.flyTo({ center: [at[0], at[1]], zoom: STOP_FOCUS_ZOOM });
  };
  const activeIndex = state.active?.index ?? null;
  const view =
    initialView ?? (firstStop ? { center: firstStop, zoom: 13 } : { center: [0, 20] as const, zoom: 1.5 });

  return (
    <FullHeight display="flex" data-changed={changed}>
      <Box style={{ flex: 1, minWidth: 0 }} h="100%">
        <RutaMap
          initialView={view}
          label={t('stopTimes.mapLabel')}
          status={t('stopTimes.mapStatus', {
            count: state.rows.length,
            trip: t('stopTimes.focused', {
              id: state.tripId,
              stops: state.rows.length,
              shape: read.shape_id ?? t('stopTimes.noShape'),
            }),
          })}
          mapRef={mapRef}
          mode={mode}
        >
          <StopLayers stops={geojson} hiddenId={null} draft={null} />
          <TripLayers shape={shape.line} rows={state.rows} activeIndex={activeIndex} />
        </RutaMap>
      </Box>
      <Box
        w={{ base: 420, lg: 600 }}
        h="100%"
        display="flex"
        style={{ flex: 'none', flexDirection: 'column', borderLeft: '1px solid var(--mantine-color-gray-3)' }}
        bg="white"
      >
        <Box p="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
          <Group justify="space-between" wrap="nowrap" mb="xs">
            <Title
              order={2}
              size="h4"
              style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            >
              {t('stopTimes.editorTitle', { id: read.trip_id ?? '' })}
            </Title>
            <Group gap="xs" wrap="nowrap">
              <Button
                size="xs"
                leftSection={<IconDeviceFloppy size={14} />}
                loading={editor.saving}
                disabled={!changed}
                onClick={() => void save()}
              >
                {t('common.save')}
              </Button>
              <Button size="xs" variant="default" leftSection={<IconX size={14} />} onClick={close}>
                {t('stopTimes.close')}
              </Button>
            </Group>
          </Group>
          <Group gap="md" align="flex-end" mb="xs">
            <TextInput
              size="xs"
              w={200}
              label={t('stopTimes.tripIdLabel')}
              value={state.tripId}
              onChange={(e) => {
                const v = e.currentTarget.value;
                update((s) => ({ ...s, tripId: v }));
              }}
            />
            <Switch
              size="xs"
              label={t('stopTimes.dragReorder')}
              checked={dragging}
              onChange={(e) => setDragging(e.currentTarget.checked)}
              mb={4}
            />
            <Switch
              size="xs"
              label={t('stopTimes.optionalColumns')}
              checked={optional}
              onChange={(e) => setOptional(e.currentTarget.checked)}
              mb={4}
            />
          </Group>
          <TimesTools
            disabled={state.rows.length === 0}
            speed={speed}
            waiting={waiting}
            speedError={fieldErrors.speed}
            waitingError={fieldErrors.waiting}
            onSpeed={setSpeed}
            onWaiting={setWaiting}
            onFocusSpeed={() => setFieldErrors((f) => ({ ...f, speed: false }))}
            onFocusWaiting={() => setFieldErrors((f) => ({ ...f, waiting: false }))}
            onReorder={() => {
              if (shape.line.length === 0) return setDialog('editWithoutShape');
              update((s) => S.reorder(s, shape));
            }}
            onCalculate={calculate}
          />
          {(editor.outcome.rowErrors.some((e) => e && Object.keys(e).length) ||
            editor.outcome.messages.length > 0) && (
            <Alert mt="xs" color="red" role="alert" p="xs" icon={<IconAlertCircle size={16} />}>
              <Text size="sm">{t('stopTimes.saveError')}</Text>
              {editor.outcome.messages.map((m) => (
                <Text size="xs" key={m}>
                  {m}
                </Text>
              ))}
            </Alert>
          )}
          {editor.outcome.stale && (
            <Alert mt="xs" color="orange" role="alert" p="xs" icon={<IconAlertCircle size={16} />}>
              <Text size="sm">{t('stopTimes.staleError')}</Text>
              <Button size="xs" mt={4} variant="light" onClick={() => window.location.reload()}>
                {t('stopTimes.reload')}
              </Button>
            </Alert>
          )}
        </Box>
        <ScrollArea style={{ flex: 1 }} type="auto">
          <StopTimesTable
            rows={state.rows}
            activeIndex={activeIndex}
            optional={optional}
            dragging={dragging}
            errors={editor.outcome.rowErrors}
            onEdit={(i) => update((s) => S.editRow(s, i))}
            onField={(i, f, v) => update((s) => S.setField(s, i, f, v))}
            onConfirm={() => update(S.confirmRow)}
            onCancel={() => update(S.cancelRow)}
            onFly={fly}
            onRemove={(i) => update((s) => S.removeRow(s, i))}
            onMove={(from, to) => update((s) => S.moveRow(s, from, to))}
          />
        </ScrollArea>
      </Box>
      <ErrorDialogModal dialog={dialog} onClose={() => setDialog(null)} />
      <UnsavedModal
        opened={blocker.state === 'blocked'}
        onStay={() => blocker.reset?.()}
        onDiscard={() => blocker.proceed?.()}
      />
      {toast && (
        <Notification
          role="status"
          withCloseButton={false}
          color="green"
          pos="fixed"
          bottom={20}
          left="50%"
          style={{ transform: 'translateX(-50%)', zIndex: 400 }}
        >
          {t('stopTimes.recordsSaved')}
        </Notification>
      )}
    </FullHeight>
  );
}
