// The stop-times editor of one trip (/project/:projectId/stoptimes/:tripId): the map (every stop,
// the trip's shape and numbered stops) and the side panel (trip_id, save, close, toggles, the
// calculation tools and the rows). Clicks on the map are the pick-stops mode's; the rows and their
// transitions are editorState's, kept as undo steps by tripHistory; loading and saving are
// useTripEditor's.
import { Alert, Box, Button, Group, ScrollArea } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { calculateTimes } from '@ruta/gtfs/schema';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import type { MapRef } from 'react-map-gl/maplibre';
import { editorPath, type TripDetail } from '../api/stopTimes';
import { FullHeight } from '../map/FullHeight';
import { toLngLat } from '../map/geo';
import { RutaMap } from '../map/RutaMap';
import { StopLayers } from '../map/StopLayers';
import { STOP_FOCUS_ZOOM } from '../map/stopStyle';
import { EditorPanelHead, type Toggles } from './EditorPanelHead';
import { ErrorDialogModal, refusalDialog, UnsavedModal, type ErrorDialog } from './EditorDialogs';
import * as tripEdits from './editorState';
import { cancel, edit, redoTrip, startTripHistory, undoTrip, type TripHistory } from './tripHistory';
import { pickStopsMode } from './modes';
import { SavedToast } from './SavedToast';
import { SaveOutcomeAlerts } from './SaveOutcomeAlerts';
import { StopTimesTable } from './StopTimesTable';
import { TimesTools } from './TimesTools';
import { TripLayers } from './TripLayers';
import { useTimesTools } from './useTimesTools';
import { useTripEditor } from './useTripEditor';
import { useTripView } from './useTripView';
import { useUnsavedGuard } from '../tables/useUnsavedGuard';
import { useBreadcrumbRecord } from '../layout/breadcrumbRecord';
import { useProjectId } from '../common/useProjectId';
import { useProjectAccess } from '../members/access';
import { viewMode } from '../stops/modes/viewMode';
import { LoadingSpinner } from '../common/Loading';
import { TripShortcuts } from '../tripShortcuts/TripShortcuts';

const OPTIONAL_PANEL_W = 'min(1000px, calc(100% - 320px))';

export function StopTimesEditorPage() {
  const { projectId, valid } = useProjectId();
  const { tripId: rawTripId } = useParams();
  if (!valid || !rawTripId) return <Navigate to="/404" replace />;
  return <Editor key={rawTripId} projectId={projectId} tripId={rawTripId} />;
}

function Editor({ projectId, tripId }: { projectId: number; tripId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const editor = useTripEditor(projectId, tripId);
  const { canEdit } = useProjectAccess(projectId);
  const trip = editor.trip.data;
  const mapRef = useRef<MapRef>(null);
  const [read, setRead] = useState<TripDetail | null>(null);
  const [history, setHistory] = useState<TripHistory | null>(null);
  const state = history?.states.present ?? null;
  const [dialog, setDialog] = useState<ErrorDialog | null>(null);
  const [toggles, setToggles] = useState<Toggles>({ dragging: false, optional: false });
  const tools = useTimesTools();
  const [savedAt, setSavedAt] = useState<number | null>(null);
  // Set after a save that renamed the trip: the new address is opened once the saved state is
  // rendered, so the unsaved-changes guard no longer holds it back.
  const [renamedTo, setRenamedTo] = useState<string | null>(null);
  const changed = state ? tripEdits.isChanged(state) : false;
  // Any way out of the editor (Close, a menu link, the browser's back) asks while changed.
  const blocker = useUnsavedGuard(changed);
  const { shape, stopsById, geojson, initialView } = useTripView(projectId, read);
  // A viewer reads the trip: its crumb is its id, not "Edit".
  useBreadcrumbRecord(canEdit ? t('breadcrumb.edit', { id: tripId }) : tripId);

  // First load: the rows become the saved copy. A trip without shape is edited like any other
  // (shapes are optional): the tools say how its times are calculated.
  useEffect(() => {
    if (!trip || read) return;
    setRead(trip);
    setHistory(startTripHistory(tripEdits.loaded(trip.trip_id ?? '', trip.stop_times)));
  }, [trip, read]);
  useEffect(() => {
    if (renamedTo) void navigate(editorPath(projectId, renamedTo), { replace: true });
  }, [renamedTo, navigate, projectId]);

  if (editor.trip.isPending || (trip && !state) || !initialView)
    return (
      <Group justify="center" p="xl">
        <LoadingSpinner />
      </Group>
    );
  if (editor.trip.isError || !trip || !state || !history || !read)
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

  // Every transition goes through the history; `typing` names the field a keystroke typed in.
  const update = (change: (s: tripEdits.EditorState) => tripEdits.EditorState, typing?: string) =>
    setHistory((h) => (h ? edit(h, change(h.states.present), typing) : h));
  const step = (move: (h: TripHistory) => TripHistory) => setHistory((h) => (h ? move(h) : h));
  const pick = (stopId: string) => {
    const stop = stopsById.get(stopId);
    const at = stop ? toLngLat(stop.stop_lon, stop.stop_lat) : null;
    if (!stop || !at) return;
    update((s) =>
      tripEdits.clickStop(
        s,
        { stop_id: stopId, stop_name: stop.stop_name ?? null, stop_lon: at[0], stop_lat: at[1] },
        shape,
      ),
    );
  };
  const mode = canEdit
    ? pickStopsMode({
        pick,
        escape: () => step(cancel),
        undo: () => step(undoTrip),
        redo: () => step(redoTrip),
      })
    : viewMode();
  const close = () => void navigate(`/project/${projectId}/stoptimes`);
  const calculate = () => {
    if (!tools.check()) return;
    const out = calculateTimes(state.rows, tools.values.speed, tools.values.waiting, {
      straightLines: shape.line.length === 0,
    });
    if ('error' in out) return setDialog(refusalDialog(out, state.rows, t));
    update((s) => tripEdits.withRows(s, out.rows));
  };
  // A shortcut changed the stored trip (its shape): it is read again, as after a save.
  const reloaded = (fresh: TripDetail) => {
    setRead(fresh);
    setHistory(startTripHistory(tripEdits.savedAs(fresh.trip_id ?? '', fresh.stop_times)));
  };
  const save = async () => {
    const saved = await editor.save(read, state.tripId.trim(), state.rows);
    if (!saved) return;
    reloaded(saved);
    setSavedAt(Date.now());
    if (saved.trip_id && saved.trip_id !== tripId) setRenamedTo(saved.trip_id);
  };
  const fly = (index: number) => {
    const r = state.rows[index];
    const at = r ? toLngLat(r.stop_lon, r.stop_lat) : null;
    if (at) mapRef.current?.flyTo({ center: [at[0], at[1]], zoom: STOP_FOCUS_ZOOM });
  };
  const activeIndex = state.active?.index ?? null;

  return (
    <FullHeight display="flex" data-changed={changed}>
      <Box style={{ flex: 1, minWidth: 0 }} h="100%">
        <RutaMap
          initialView={initialView}
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
        // The optional columns need room: the panel then leaves the map a strip of 320 px.
        w={toggles.optional ? OPTIONAL_PANEL_W : { base: 420, lg: 600 }}
        h="100%"
        display="flex"
        style={{ flex: 'none', flexDirection: 'column', borderLeft: '1px solid var(--mantine-color-gray-3)' }}
        bg="white"
      >
        <Box p="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
          <EditorPanelHead
            title={t('stopTimes.editorTitle', { id: read.trip_id ?? '' })}
            tripId={state.tripId}
            onTripId={(v) => update((s) => ({ ...s, tripId: v }), 'trip_id')}
            history={history.states}
            onUndo={() => step(undoTrip)}
            onRedo={() => step(redoTrip)}
            changed={changed}
            saving={editor.saving}
            onSave={() => void save()}
            onClose={close}
            toggles={toggles}
            onToggles={setToggles}
            readOnly={!canEdit}
          />
          {canEdit && (
            <TimesTools
              disabled={state.rows.length === 0}
              withoutShape={shape.line.length === 0}
              tools={tools}
              onReorder={() => update((s) => tripEdits.reorder(s, shape))}
              onCalculate={calculate}
            />
          )}
          {canEdit && (
            <TripShortcuts projectId={projectId} read={read} changed={changed} onReloaded={reloaded} />
          )}
          <SaveOutcomeAlerts outcome={editor.outcome} />
        </Box>
        <ScrollArea style={{ flex: 1 }} type="auto" offsetScrollbars="y">
          <StopTimesTable
            rows={state.rows}
            activeIndex={activeIndex}
            optional={toggles.optional}
            dragging={toggles.dragging}
            readOnly={!canEdit}
            errors={editor.outcome.rowErrors}
            onEdit={(i) => update((s) => tripEdits.editRow(s, i))}
            onField={(i, f, v) => update((s) => tripEdits.setField(s, i, f, v), `${state.rows[i]?.key}:${f}`)}
            onConfirm={() => update(tripEdits.confirmRow)}
            onCancel={() => step(cancel)}
            onFly={fly}
            onRemove={(i) => update((s) => tripEdits.removeRow(s, i))}
            onMove={(from, to) => update((s) => tripEdits.moveRow(s, from, to))}
          />
        </ScrollArea>
      </Box>
      <ErrorDialogModal dialog={dialog} onClose={() => setDialog(null)} />
      <UnsavedModal
        opened={blocker.state === 'blocked'}
        onStay={() => blocker.reset?.()}
        onDiscard={() => blocker.proceed?.()}
      />
      <SavedToast shownAt={savedAt} />
    </FullHeight>
  );
}
