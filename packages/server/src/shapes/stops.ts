// The stops of the trips that use a shape, for the editor to draw along it (and flag those far
// from it while the line changes).
import type { Db } from '../db/connection.js';
import { stop_times, stops, trips } from '@ruta/gtfs';
import { query, tableIdent } from '../tables/sql.js';

export interface ShapeStop {
  stop_id: string;
  stop_name: string | null;
  stop_lat: number;
  stop_lon: number;
}

export function stopsAlongShape(db: Db, projectId: number, shapeId: string | null): Promise<ShapeStop[]> {
  return query<ShapeStop>(
    db,
    `SELECT s.stop_id, s.stop_name, s.stop_lat, s.stop_lon FROM ${tableIdent(stops)} s
     WHERE s.project_id = $1 AND s.stop_lat IS NOT NULL AND s.stop_lon IS NOT NULL AND s.stop_id IN (
       SELECT st.stop_id FROM ${tableIdent(stop_times)} st
       JOIN ${tableIdent(trips)} t ON t.project_id = st.project_id AND t.trip_id = st.trip_id
       WHERE st.project_id = $1 AND t.shape_id = $2)
     ORDER BY s.stop_id`,
    [projectId, shapeId],
  );
}
