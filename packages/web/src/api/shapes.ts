// Shape calls (docs/api.md "Shapes"): the list of shape ids for a selector, one shape's points,
// and the shape editor's writes.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  ShapeDetailAnswer,
  ShapeHeadAnswer,
  ShapePointRowAnswer,
  ShapeStopsAnswer,
} from '@ruta/server/api-types';
import { apiRequest } from './client';
import { invalidateTable } from './tables';

export type ShapeListRow = ShapeHeadAnswer;
export type ShapePoint = ShapePointRowAnswer;
export type ShapeDetail = ShapeDetailAnswer;

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

/** What the editor sends: points in order (sequences 1, 2, …). */
export interface ShapeWrite {
  shape_id: string;
  points: { shape_pt_sequence: number; shape_pt_lat: number; shape_pt_lon: number }[];
  /** On create only: trips given the new shape in the same write, at the versions read. */
  trips?: { id: number; version: number }[];
}

/** A write's answer: the shape, and how many stop_times of its trips got a new shape_dist_traveled. */
export type ShapeSaved = ShapeDetailAnswer;

export const shapesApi = {
  create: (projectId: number, body: ShapeWrite) =>
    apiRequest<ShapeSaved>(base(projectId), { method: 'POST', body, timeoutMs: null }),
  update: (projectId: number, rowId: number, version: number, body: ShapeWrite) =>
    apiRequest<ShapeSaved>(`${base(projectId)}${rowId}/`, {
      method: 'PUT',
      body: { ...body, version },
      timeoutMs: null,
    }),
  remove: (projectId: number, rowId: number) =>
    apiRequest<null>(`${base(projectId)}${rowId}/`, { method: 'DELETE' }),
};

/** After a shape write: lists, selectors, the shape itself and the dashboard are out of date. */
export function invalidateShapes(queryClient: QueryClient, projectId: number) {
  invalidateTable(queryClient, projectId, 'shapes');
  void queryClient.invalidateQueries({ queryKey: ['shapes-all', projectId] });
  void queryClient.invalidateQueries({ queryKey: ['shape', projectId] });
}

export type ShapeStop = ShapeStopsAnswer[number];

/** The stops of the trips that use a stored shape. */
export function useShapeStops(projectId: number, rowId: number | null) {
  return useQuery({
    queryKey: ['shape', projectId, rowId, 'stops'],
    queryFn: ({ signal }) =>
      apiRequest<ShapeStopsAnswer>(`${base(projectId)}${rowId}/stops/`, { signal, timeoutMs: null }),
    enabled: rowId != null,
  });
}
