// The editing state of one pattern: the model, the selection, the server's answer to a save (cell
// errors, a 409's trips) and the save itself. The read stays in the query cache; a save replaces it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { stopDistancesKm, type LngLat } from '@ruta/gtfs/schema';
import { ApiError } from '../api/client';
import { timetableApi, type Timetable } from './api';
import * as edits from './model';
import { changeSet, fromTrips, UNDO_STEPS, type Model, type Row, type TimeField } from './model';
import { record, redo, startHistory, undo, type History } from '../editing/history';
import { rangeOf } from './selection';
import { useSeriesSettings } from './seriesSettings';
import { saveOtherSeries } from './bothDirections';
import { otherDirectionOf } from './otherDirection';
import type { Selection } from './selection';

export type SaveProblem =
  | { kind: 'stale'; detail: string; trips: string[] }
  | { kind: 'errors'; messages: string[]; cells: Map<string, string> }
  | { kind: 'failed'; status: number }
  /** This direction saved, the other direction's series not (its trip id). */
  | { kind: 'otherDirection'; tripId: string };

const origin: Selection = { anchor: { r: 0, c: 0 }, focus: { r: 0, c: 0 } };
const keyOf = (stopIds: readonly string[]) => stopIds.join('\u001f');

/** `services`: the services whose trips are shown and edited (empty: all). */
export function useTimetableEdit(
  projectId: number,
  routeId: string,
  directionId: number | null,
  services: readonly string[],
) {
  const queryClient = useQueryClient();
  const queryKey = ['timetable', projectId, routeId, directionId, services];
  const read = useQuery({
    queryKey,
    queryFn: ({ signal }) => timetableApi.read(projectId, routeId, directionId, services, signal),
    staleTime: Infinity,
    // The pickers stay while another service choice loads.
    placeholderData: (previous) => previous,
  });
  const [patternKey, setPatternKey] = useState<string | null>(null);
  // The edits of one read and pattern, with their undo steps; null while nothing was edited.
  const [edit, setEdit] = useState<{ base: Timetable; key: string; steps: History<Model> } | null>(null);
  const [selection, setSelection] = useState<Selection>(origin);
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [saved, setSaved] = useState(false);
  const [field, setField] = useState<TimeField>('dep');
  const [shiftMinutes, setShiftMinutes] = useState(5);
  const series = useSeriesSettings(projectId, routeId);
  /** A message about the last toolbar or keyboard action that could not be done. */
  const [notice, setNotice] = useState<string | null>(null);

  // While another service choice loads, the previous answer only keeps the pickers in place.
  const data = read.isPlaceholderData ? undefined : read.data;
  const patterns = useMemo(() => data?.patterns ?? [], [data]);
  const current = patterns.find((p) => keyOf(p.stop_ids) === patternKey) ?? patterns[0];
  const key = current ? keyOf(current.stop_ids) : '';
  // A new read or another pattern starts from what was read.
  // Built once per read and pattern: 60,000 cells are not rebuilt on every selection change.
  const readModel = useMemo(() => (current ? fromTrips(current.stop_ids, current.trips) : null), [current]);
  const live = data && current && edit && edit.base === data && edit.key === key ? edit.steps : null;
  const model: Model | null = data && current ? (live?.present ?? readModel) : null;
  const step = (steps: History<Model>) => {
    if (!data) return;
    setEdit({ base: data, key, steps });
    setProblem((p) => (p?.kind === 'errors' ? p : null));
    setSaved(false);
    setNotice(null);
  };
  /** One edit: one undo step. */
  const setModel = (next: Model) => model && step(record(live ?? startHistory(model, UNDO_STEPS), next));
  // An undone or redone step may have fewer rows or stops: the selection stays inside the grid.
  const travel = (move: (steps: History<Model>) => History<Model>) => {
    if (!live) return;
    const moved = move(live);
    if (moved === live) return;
    step(moved);
    const clamp = (p: { r: number; c: number }) => ({
      r: Math.max(0, Math.min(p.r, moved.present.rows.length - 1)),
      c: Math.max(0, Math.min(p.c, moved.present.stopIds.length - 1)),
    });
    setSelection((s) => ({ anchor: clamp(s.anchor), focus: clamp(s.focus) }));
  };
  const canUndo = !!live && live.past.length > 0;
  const canRedo = !!live && live.future.length > 0;
  const shiftSelection = (sign: 1 | -1) => {
    if (!model) return;
    const next = edits.shiftRange(model, rangeOf(selection), sign * shiftMinutes);
    if (next) setModel(next);
    else setNotice('beforeMidnight');
  };
  const pasteAt = (block: string[][]) => {
    if (!model) return;
    const { r0: r, c0: c } = rangeOf(selection);
    const next = edits.pasteBlock(model, r, c, field, block);
    if (!next) return setNotice('badPaste');
    setModel(next);
    const rows = Math.min(block.length, model.rows.length - r);
    const cols = Math.min(Math.max(...block.map((b) => b.length)), model.stopIds.length - c);
    setSelection({ anchor: { r, c }, focus: { r: r + rows - 1, c: c + cols - 1 } });
  };

  // Stops inserted in the pattern here are not in the read until saved.
  const [addedStops, setAddedStops] = useState<Timetable['stops']>({});
  const stopInfo = (id: string) => data?.stops[id] ?? addedStops[id];
  const addStop = (id: string, info: Timetable['stops'][string]) =>
    setAddedStops((a) => ({ ...a, [id]: info }));
  const distancesOf = (
    row: Pick<Row, 'shapeId'>,
    stopIds: readonly string[],
    more: Timetable['stops'] = {},
  ) => {
    const stops = stopIds.map((id) => {
      const s = more[id] ?? stopInfo(id);
      return [Number(s?.stop_lon ?? 0), Number(s?.stop_lat ?? 0)] as LngLat;
    });
    return stopDistancesKm(stops, (row.shapeId && data?.shapes[row.shapeId]) || null);
  };

  const save = useMutation({
    mutationFn: async (m: Model) => {
      const answer = await timetableApi.save(projectId, changeSet(m, routeId, directionId), services);
      // This direction is saved: a failure of the other's series is told, not this save's.
      let otherFailed: string | null = null;
      for (const series of m.alsoOther ?? [])
        await saveOtherSeries(projectId, routeId, series).catch(() => (otherFailed ??= series.tripId));
      return { answer, otherFailed };
    },
    onSuccess: ({ answer, otherFailed }, m) => {
      queryClient.setQueryData(queryKey, answer);
      // The other direction, read again where it shows (its editor; this one's "both directions").
      if (m.alsoOther?.length)
        for (const key of ['timetable', 'timetable-other'])
          void queryClient.invalidateQueries({
            queryKey: [key, projectId, routeId, otherDirectionOf(directionId)],
          });
      // Stay on the pattern just edited (its stop list may have changed with a pattern-wide edit).
      setPatternKey(keyOf(m.stopIds));
      setEdit(null);
      setProblem(otherFailed ? { kind: 'otherDirection', tripId: otherFailed } : null);
      setSaved(true);
      void queryClient.invalidateQueries({ queryKey: ['timetable-routes', projectId] });
    },
    onError: (error, m) => setProblem(problemOf(error, m)),
  });

  const choosePattern = (k: string) => {
    setPatternKey(k);
    setEdit(null);
    setSelection(origin);
    setProblem(null);
  };
  const reload = () => {
    setEdit(null);
    setProblem(null);
    void read.refetch();
  };
  return {
    routeId,
    directionId,
    servicesShown: services,
    read,
    /** Every service of the route and direction, for the service choice. */
    services: read.data?.services ?? [],
    patterns,
    current,
    model,
    setModel,
    undo: () => travel(undo),
    redo: () => travel(redo),
    canUndo,
    canRedo,
    selection,
    setSelection,
    problem,
    saved,
    save,
    choosePattern,
    reload,
    distancesOf,
    stopInfo,
    addStop,
    key,
    field,
    setField,
    shiftMinutes,
    setShiftMinutes,
    ...series,
    notice,
    setNotice,
    shiftSelection,
    pasteAt,
    edits,
  };
}

function problemOf(error: Error, m: Model): SaveProblem {
  if (!(error instanceof ApiError) || !error.answered) return { kind: 'failed', status: 0 };
  const body = (error.body ?? {}) as Record<string, unknown>;
  if (error.status === 409)
    return { kind: 'stale', detail: String(body.detail ?? ''), trips: (body.trips as string[]) ?? [] };
  if (error.status !== 400) return { kind: 'failed', status: error.status };
  const cells = new Map<string, string>();
  const messages = [...((body.non_field_errors as string[]) ?? [])];
  const mark = (r: number, errors: Record<string, unknown> | undefined) => {
    if (!errors) return;
    const list = (errors.stop_times as Record<string, string[]>[] | undefined) ?? [];
    list.forEach((e, c) => {
      const text = Object.values(e).flat().join(' ');
      if (text) cells.set(`${r}:${c}`, text);
    });
    for (const [field, v] of Object.entries(errors))
      if (field !== 'stop_times') messages.push(`${m.rows[r]?.tripId}: ${(v as string[]).join(' ')}`);
  };
  const updated = (body.updated ?? {}) as Record<string, Record<string, unknown>>;
  const inserted = (body.inserted ?? []) as Record<string, unknown>[];
  let k = 0;
  m.rows.forEach((row, r) => {
    if (row.rowId !== null) mark(r, updated[row.rowId]);
    else mark(r, inserted[k++]);
  });
  const deleted = (body.deleted ?? {}) as Record<string, string[]>;
  for (const d of m.deleted) if (deleted[d.id]) messages.push(`${d.tripId}: ${deleted[d.id]!.join(' ')}`);
  return { kind: 'errors', messages, cells };
}
