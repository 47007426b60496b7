// Saving the edited shape: POST for a new or duplicated shape, PUT (with the version read) for an
// edit; points are sent in order as sequences 1, 2, …. A shape drawn through a trip's stops may be
// assigned to that trip: the trip takes the shape_id, then the shape is written once more so the
// trip's stop times get their distances along it like every other trip's.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../api/client';
import { allMessages } from '../api/errors';
import { invalidateShapes, shapesApi, type ShapeSaved, type ShapeWrite } from '../api/shapes';
import { invalidateTable } from '../api/tables';
import type { ShapeDraft } from './shapeDraft';

export interface SaveTarget {
  /** The stored shape to replace, or null to create one. */
  rowId: number | null;
  version: number;
}

export function shapeWrite(d: ShapeDraft): ShapeWrite {
  return {
    shape_id: d.shapeId.trim(),
    points: d.points.map(([lon, lat], i) => ({
      shape_pt_sequence: i + 1,
      shape_pt_lat: lat,
      shape_pt_lon: lon,
    })),
  };
}

export type SaveResult = ShapeSaved & { assignFailed?: string };

export interface SaveInput {
  draft: ShapeDraft;
  /** The trip (row id and version) to give the saved shape. */
  assignTo?: { id: number; version: number } | null;
}

export function useShapeSave(projectId: number, target: SaveTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ draft, assignTo }: SaveInput): Promise<SaveResult> => {
      const body = shapeWrite(draft);
      const saved =
        target.rowId === null
          ? await shapesApi.create(projectId, body)
          : await shapesApi.update(projectId, target.rowId, target.version, body);
      if (!assignTo) return saved;
      try {
        await apiRequest(`projects/${projectId}/trips/${assignTo.id}/`, {
          method: 'PATCH',
          body: { version: assignTo.version, shape_id: saved.shape_id },
        });
      } catch (e) {
        // The shape is stored: say the trip kept its shape rather than offer a save that would
        // store it twice.
        // A 409 answers the row as it is now beside its `detail`: only the message is for people.
        const detail = e instanceof ApiError ? (e.body as { detail?: unknown } | null)?.detail : null;
        const why =
          typeof detail === 'string'
            ? detail
            : e instanceof ApiError && e.answered
              ? (allMessages(e.body)[0] ?? e.message)
              : String(e instanceof Error ? e.message : e);
        return { ...saved, assignFailed: why };
      }
      return shapesApi.update(projectId, saved.id, saved.version, body);
    },
    onSuccess: (_saved, { assignTo }) => {
      invalidateShapes(queryClient, projectId);
      if (assignTo) invalidateTable(queryClient, projectId, 'trips');
    },
  });
}
