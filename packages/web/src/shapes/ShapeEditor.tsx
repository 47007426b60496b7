// The shape editor: the map (its pointer and keys are the current mode's, modes/) beside the side
// panel. Save asks, then stores the shape and goes back to the list; close asks to discard changes.
import { Box, Checkbox } from '@mantine/core';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MapRef } from 'react-map-gl/maplibre';
import { ApiError } from '../api/client';
import { useAppConfig } from '../api/config';
import { useShapeStops } from '../api/shapes';
import { firstFieldMessage } from '../api/errors';
import { ErrorSummary } from '../common/ErrorSummary';
import { FullHeight } from '../map/FullHeight';
import type { InitialView } from '../map/RutaMap';
import { RutaMap } from '../map/RutaMap';
import { ConfirmModal } from '../common/ConfirmModal';
import { DrawThroughStopsModal } from './DrawThroughStopsModal';
import { PickStopsBar } from './PickStopsBar';
import { dropLastStop } from './typedStops';
import { useStopPicking } from './useStopPicking';
import type { DrawnLine } from './drawThroughStops';
import type { TripDetail } from '../api/stopTimes';
import { MapMatchingControls } from './MapMatchingControls';
import { shapeMapMode, type ShapeModeContext } from './modes';
import { ShapeEditLayers } from './ShapeEditLayers';
import { draggedPoint } from './shapeGeoJson';
import { stopsAlong } from './stopsAlong';
import { ShapePanel } from './ShapePanel';
import { replacePoints, simplifyShape } from './shapeDraft';
import { SimplifyModal } from './SimplifyModal';
import { edit, type EditorState } from './shapeEditor';
import { useMapMatching } from './useMapMatching';
import { useFitPoints } from '../map/useFitPoints';
import { useShapeSave, type SaveTarget } from './useShapeSave';

interface Props {
  projectId: number;
  initial: EditorState;
  target: SaveTarget;
  title: string;
  view: InitialView;
}

export function ShapeEditor({ projectId, initial, target, title, view }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mapRef = useRef<MapRef>(null);
  const [mapReady, setMapReady] = useState(false);
  const [state, setState] = useState(initial);
  const [asking, setAsking] = useState<'save' | 'discard' | 'simplify' | 'draw' | 'pick' | null>(null);
  // The stops typed (or clicked on the map) for "Draw through stops", kept across the dialog's openings.
  const [typedStops, setTypedStops] = useState('');
  const picking = useStopPicking(projectId, mapRef, asking === 'pick', setTypedStops, () =>
    setAsking('draw'),
  );
  // The trip whose stops were last drawn, offered the shape on save.
  const [drawnFor, setDrawnFor] = useState<{
    trip: TripDetail | null;
    how: DrawnLine['how'];
    count: number;
  } | null>(null);
  const [assign, setAssign] = useState(true);
  const save = useShapeSave(projectId, target);
  // Fit the stored shape once, not after every edit (and a line drawn through stops).
  const [fitTo, setFitTo] = useState(() =>
    initial.draft.present.points.length ? initial.draft.present.points : null,
  );
  useFitPoints(mapRef, mapReady, fitTo);

  const changed = state.draft.present !== initial.draft.present || state.edition !== initial.edition;
  const toList = useCallback(
    (saved?: { shapeId: string; stopTimes?: number; notGiven?: { trip: string; why: string } }) =>
      void navigate(`/project/${projectId}/shapes`, { state: saved ? { saved } : null }),
    [navigate, projectId],
  );
  const close = useCallback(() => (changed ? setAsking('discard') : toList()), [changed, toList]);
  const ctx = useMemo<ShapeModeContext>(() => ({ setState, close }), [close]);
  const mode = picking.mode ?? shapeMapMode(state, ctx);
  const draft = state.draft.present;

  // Map matching: on by default when creating; it matches the editable points (the section's).
  const matchingAvailable = !!useAppConfig().data?.map_matching;
  const [matchOn, setMatchOn] = useState(initial.edition === 'create');
  const [saveBlocked, setSaveBlocked] = useState(false);
  const editable = useMemo(
    () => (draft.range ? draft.points.slice(draft.range.start, draft.range.end + 1) : draft.points),
    [draft],
  );
  const matchingActive = matchingAvailable && matchOn && state.edition !== 'selectRange';
  const matching = useMapMatching(matchingActive, editable);
  // While dragging, the big sources keep the shape as it was and only the moved point and its two
  // segments are drawn, over the canvas (DragPreview): the canvas is redrawn once, at the release.
  const drawn = state.drag ? state.drag.before.present : draft;
  const dragIndex = state.drag?.moved ? state.drag.index : null;
  const dragged = useMemo(
    () => (dragIndex === null ? null : draggedPoint(draft, dragIndex)),
    [draft, dragIndex],
  );
  // The stops of the trips using the stored shape, checked against the line as it is now.
  const shapeStops = useShapeStops(projectId, target.rowId);
  const along = useMemo(
    () => (shapeStops.data?.length ? stopsAlong(shapeStops.data, drawn.points) : null),
    [shapeStops.data, drawn.points],
  );
  const toggleMatching = (on: boolean) => {
    setMatchOn(on);
    setSaveBlocked(false);
  };
  const replaceWithMatched = () => {
    const line = matching.line;
    if (!line) return;
    setState((s) => edit(s, replacePoints, line));
    toggleMatching(false);
  };

  const confirmSave = () => {
    setAsking(null);
    const assignTo =
      drawnFor?.trip && assign && drawnFor.trip.shape_id !== draft.shapeId.trim() ? drawnFor.trip : null;
    save.mutate(
      { draft, assignTo },
      {
        onSuccess: (saved) =>
          toList({
            shapeId: saved.shape_id ?? draft.shapeId.trim(),
            stopTimes: saved.stop_times_updated,
            notGiven:
              saved.assignFailed === undefined
                ? undefined
                : { trip: assignTo?.trip_id ?? '', why: saved.assignFailed },
          }),
      },
    );
  };
  const shapeIdError =
    save.error instanceof ApiError ? firstFieldMessage(save.error.body, 'shape_id') : undefined;

  return (
    <FullHeight display="flex">
      <ShapePanel
        state={state}
        setState={setState}
        title={title}
        shapeIdError={shapeIdError}
        saving={save.isPending}
        onSave={() => (matchingActive ? setSaveBlocked(true) : setAsking('save'))}
        onClose={close}
        saveBlocked={saveBlocked}
        stopsNote={along && t('shapes.stopsAlong', { count: along.data.features.length, far: along.far })}
        onSimplify={() => setAsking('simplify')}
        onDrawStops={() => setAsking('draw')}
        drawnNote={
          drawnFor &&
          (drawnFor.trip
            ? t(`shapes.drawn_${drawnFor.how}`, { trip: drawnFor.trip.trip_id, count: drawnFor.count })
            : t(`drawTyped.drawn_${drawnFor.how}`, { count: drawnFor.count }))
        }
        matching={
          state.edition !== 'selectRange' && (
            <MapMatchingControls
              available={matchingAvailable}
              on={matchOn}
              onToggle={toggleMatching}
              matching={matching}
              onReplace={replaceWithMatched}
            />
          )
        }
        errors={<ErrorSummary error={save.error} shownFields={['shape_id']} />}
      />
      <Box style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {asking === 'pick' && (
          <PickStopsBar
            typed={typedStops}
            onUndo={() => setTypedStops(dropLastStop)}
            onDone={() => setAsking('draw')}
          />
        )}
        <Box style={{ flex: 1, minHeight: 0, position: 'relative' }}>
          <RutaMap
            initialView={view}
            label={t('shapes.editorMapLabel')}
            status={t('shapes.editorStatus', { count: draft.points.length })}
            mapRef={mapRef}
            mode={mode}
            onLoad={() => setMapReady(true)}
          >
            <ShapeEditLayers
              draft={drawn}
              dragged={dragged}
              stops={along?.data ?? null}
              picked={state.picked}
              matched={matchingActive ? matching.line : null}
            />
            {picking.layers}
          </RutaMap>
        </Box>
      </Box>
      <ConfirmModal
        opened={asking === 'save'}
        title={t('shapes.saveTitle')}
        body={t('shapes.saveBody', { id: draft.shapeId.trim(), count: draft.points.length })}
        confirm={t('common.save')}
        cancel={t('common.cancel')}
        onConfirm={confirmSave}
        onCancel={() => setAsking(null)}
      >
        {drawnFor?.trip && drawnFor.trip.shape_id !== draft.shapeId.trim() && (
          <Checkbox
            checked={assign}
            onChange={(e) => setAssign(e.currentTarget.checked)}
            label={t('shapes.assignToTrip', { trip: drawnFor.trip.trip_id, shape: draft.shapeId.trim() })}
          />
        )}
      </ConfirmModal>
      <DrawThroughStopsModal
        opened={asking === 'draw'}
        projectId={projectId}
        routing={matchingAvailable}
        onClose={() => setAsking(null)}
        typed={typedStops}
        onTyped={setTypedStops}
        onPickOnMap={() => setAsking('pick')}
        onDrawn={(line, trip, count) => {
          setAsking(null);
          setState((s) => edit(s, replacePoints, line.points));
          setDrawnFor({ trip, how: line.how, count });
          setFitTo(line.points);
          setAssign(true);
          // The drawn line is the answer: matching it again would only move it.
          toggleMatching(false);
        }}
      />
      <SimplifyModal
        opened={asking === 'simplify'}
        draft={draft}
        onClose={() => setAsking(null)}
        onApply={(metres) => {
          setAsking(null);
          setState((s) => edit(s, simplifyShape, metres));
        }}
      />
      <ConfirmModal
        opened={asking === 'discard'}
        title={t('shapes.discardTitle')}
        body={t('shapes.discardBody')}
        confirm={t('shapes.discard')}
        cancel={t('shapes.keepEditing')}
        danger
        onConfirm={() => toList()}
        onCancel={() => setAsking(null)}
      />
    </FullHeight>
  );
}
