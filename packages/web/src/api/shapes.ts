// Shape reads for the maps (docs/api.md "Shapes"): the list of shape ids for a selector, and one
// shape's points. The shape editor's writes come with its own issue.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './client';

export interface ShapeListRow {
  id: number;
  version: number;
  shape_id: string;
  point_count: number;
}

export interface ShapePoint {
  shape_pt_sequence: number;
  shape_pt_lat: number;
  shape_pt_lon: number;
  shape_dist_traveled: number | null;
}

export interface ShapeDetail extends ShapeListRow {
  points: ShapePoint[];
}

const base = (projectId: number) => `projects/${projectId}/shapes/`;

export function useShapeList(projectId: number, { enabled = true } = {}) {
  return useQuery({
    queryKey: ['shapes-all', projectId],
    queryFn: ({ signal }) =>
      apiRequest<ShapeListRow[]>(base(projectId), {
        query: { no_page: 'True', sort: 'shape_id|asc' },
        timeoutMs: null,
        signal,
      }),
    enabled,
  });
}

export function useShape(projectId: number, rowId: number | null) {
  return useQuery({
    queryKey: ['shape', projectId, rowId],
    queryFn: ({ signal }) => apiRequest<ShapeDetail>(`${base(projectId)}${rowId}/`, { signal }),
    enabled: rowId != null,
  });
}
