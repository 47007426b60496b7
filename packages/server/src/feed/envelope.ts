// The envelope of a project: the bounding box of its stops and shape points as a GeoJSON Feature with
// a Polygon geometry, or null when it has no usable coordinate. Coordinates that are missing, out of
// range or exactly 0 (the usual placeholder of a feed with unknown positions) are ignored.
import { boxEnvelope, type Envelope } from '@ruta/gtfs';
import type pg from 'pg';
import { ident } from './sql-schema.js';

export type { Envelope };

/** The tables to read: by default the GTFS tables; the import passes its staging tables (null: none). */
export interface EnvelopeSources {
  stops: string | null;
  shapes: string | null;
}

const envelopeSql = ({ stops, shapes }: EnvelopeSources) => `
SELECT min(lon) AS min_lon, min(lat) AS min_lat, max(lon) AS max_lon, max(lat) AS max_lat FROM (
  SELECT stop_lon AS lon, stop_lat AS lat FROM ${ident(stops ?? 'gtfs_stops')} WHERE project_id = $1${stops ? '' : ' AND false'}
  UNION ALL
  SELECT shape_pt_lon, shape_pt_lat FROM ${ident(shapes ?? 'gtfs_shapes')} WHERE project_id = $1${shapes ? '' : ' AND false'}
) AS p
WHERE lat BETWEEN -90 AND 90 AND lon BETWEEN -180 AND 180 AND lat <> 0 AND lon <> 0`;

/** The fields the envelope reads: an update that changes none of them leaves it as it was. */
export const ENVELOPE_FIELDS: readonly string[] = ['stop_lat', 'stop_lon', 'shape_pt_lat', 'shape_pt_lon'];

export function envelopeOf(box: {
  min_lon: number;
  min_lat: number;
  max_lon: number;
  max_lat: number;
}): Envelope {
  return boxEnvelope(box.min_lon, box.min_lat, box.max_lon, box.max_lat);
}

/** Computes the envelope from the project's rows (inside the caller's transaction, if any). */
export async function computeEnvelope(
  client: pg.ClientBase,
  projectId: number,
  sources: EnvelopeSources = { stops: 'gtfs_stops', shapes: 'gtfs_shapes' },
): Promise<Envelope | null> {
  const { rows } = await client.query<{
    min_lon: number | null;
    min_lat: number;
    max_lon: number;
    max_lat: number;
  }>(envelopeSql(sources), [projectId]);
  const box = rows[0];
  return box && box.min_lon !== null ? envelopeOf({ ...box, min_lon: box.min_lon }) : null;
}
