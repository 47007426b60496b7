// Saving the edited shape: POST for a new or duplicated shape, PUT (with the version read) for an
// edit; points are sent in order as sequences 1, 2, …. A shape drawn through a trip's stops may be
// assigned to that trip: the trip takes the shape_id, then the shape is written once more so the
// trip's stop times get their distances along it like every other trip's.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api/client';
import { invalidateShapes, shapesApi, type ShapeWrite } from '../api/shapes';
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

export interface SaveInput {
  draft: ShapeDraft;
  /** The trip (row id and version) to give the saved shape. */
  assignTo?: { id: number; version: number } | null;
}

export function useShapeSave(projectId: number, target: SaveTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ draft, assignTo }: SaveInput) => {
      const body = shapeWrite(draft);
      const saved =
        target.rowId === null
          ? await shapesApi.create(projectId, body)
          : await shapesApi.update(projectId, target.rowId, target.version, body);
      if (!assignTo) return saved;
      await apiRequest(`projects/${projectId}/trips/${assignTo.id}/`, {
        method: 'PATCH',
        body: { version: assignTo.version, shape_id: saved.shape_id },
      });
      return shapesApi.update(projectId, saved.id, saved.version, body);
    },
    onSuccess: (_saved, { assignTo }) => {
      invalidateShapes(queryClient, projectId);
      if (assignTo) invalidateTable(queryClient, projectId, 'trips');
    },
  });
}
