// Loading and saving the edited trip: read by its GTFS trip_id, then the whole trip with its stop
// times in one PATCH (with the versions read, so a concurrent change answers 409). Row errors of a
// failed save are kept by row index.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ApiError } from '../api/client';
import { stopTimesApi, type TripDetail } from '../api/stopTimes';
import type { EditorRow } from './editorState';

export type RowErrors = Record<string, string[]>[];

export interface SaveOutcome {
  rowErrors: RowErrors;
  /** Field errors of the trip itself (trip_id) and other messages. */
  messages: string[];
  stale: boolean;
}

const NO_ERRORS: SaveOutcome = { rowErrors: [], messages: [], stale: false };

export function useTripEditor(projectId: number, tripId: string) {
  const queryClient = useQueryClient();
  const key = ['stoptimes-trip', projectId, tripId] as const;
  const trip = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => stopTimesApi.findTrip(projectId, tripId, signal),
    staleTime: Infinity,
    gcTime: 0,
  });
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<SaveOutcome>(NO_ERRORS);

  const save = useCallback(
    async (read: TripDetail, newTripId: string, rows: EditorRow[]): Promise<TripDetail | null> => {
      setSaving(true);
      try {
        const answer = await stopTimesApi.save(
          projectId,
          read,
          newTripId,
          rows.map(({ key: _k, id: _i, version: _v, ...r }) => r),
        );
        // The save answers without the shape's points (the editor cannot change the shape).
        const saved: TripDetail = { ...answer, shape_points: read.shape_points };
        setOutcome(NO_ERRORS);
        queryClient.setQueryData(['stoptimes-trip', projectId, saved.trip_id ?? newTripId], saved);
        void queryClient.invalidateQueries({ queryKey: ['table', projectId, 'trips'] });
        return saved;
      } catch (e) {
        if (e instanceof ApiError && e.status === 409) setOutcome({ ...NO_ERRORS, stale: true });
        else if (e instanceof ApiError && e.status === 400 && e.body && typeof e.body === 'object') {
          const body = e.body as Record<string, unknown>;
          const rowErrors = Array.isArray(body.stop_times) ? (body.stop_times as RowErrors) : [];
          const messages = Object.entries(body)
            .filter(([k]) => k !== 'stop_times')
            .flatMap(([k, v]) => (Array.isArray(v) ? v.map((m) => `${k}: ${String(m)}`) : []));
          setOutcome({ rowErrors, messages, stale: false });
        } else setOutcome({ ...NO_ERRORS, messages: [e instanceof Error ? e.message : String(e)] });
        return null;
      } finally {
        setSaving(false);
      }
    },
    [projectId, queryClient],
  );

  return { trip, save, saving, outcome, clearOutcome: () => setOutcome(NO_ERRORS) };
}
