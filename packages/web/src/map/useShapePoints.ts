// The points of the shape chosen to show under the stops, as coordinates (invalid ones skipped).
import { useMemo } from 'react';
import { useShape } from '../api/shapes';
import { toLngLat, type LngLat } from './geo';

export function useShapePoints(projectId: number, shapeRowId: number | null): LngLat[] {
  const shape = useShape(projectId, shapeRowId);
  return useMemo(
    () =>
      shapeRowId == null
        ? []
        : (shape.data?.points ?? []).flatMap((p) => {
            const point = toLngLat(p.shape_pt_lon, p.shape_pt_lat);
            return point ? [point] : [];
          }),
    [shape.data, shapeRowId],
  );
}
