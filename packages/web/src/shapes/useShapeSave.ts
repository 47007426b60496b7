// Saving the edited shape: POST for a new or duplicated shape, PUT (with the version read) for an
// edit; points are sent in order as sequences 1, 2, ….
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateShapes, shapesApi, type ShapeWrite } from '../api/shapes';
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

export function useShapeSave(projectId: number, target: SaveTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (d: ShapeDraft) =>
      target.rowId === null
        ? shapesApi.create(projectId, shapeWrite(d))
        : shapesApi.update(projectId, target.rowId, target.version, shapeWrite(d)),
    onSuccess: () => invalidateShapes(queryClient, projectId),
  });
}
