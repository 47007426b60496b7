// The lines of the shapes a diff found added, removed or changed, from both releases' zips, for the
// release page's map. Only for a readable number of shapes, each thinned to a few hundred points.
import { openGtfsZip, readTable } from '@ruta/gtfs';
import { rangeSource, type Query } from '../files/store.js';
import type { ReleaseRow } from './store.js';

/** More changed shapes than this are listed, not drawn. */
export const MAX_DRAWN_SHAPES = 200;
const MAX_POINTS = 400;

export interface ShapeLine {
  shape_id: string;
  change: 'added' | 'removed' | 'changed';
  old?: [number, number][];
  new?: [number, number][];
}

async function readLines(query: Query, release: ReleaseRow, ids: Set<string>) {
  const points = new Map<string, { seq: number; at: [number, number] }[]>();
  const zip = await openGtfsZip(
    rangeSource(query, { id: release.zip_file_id, size: release.zip_size, name: '' }),
  );
  try {
    const entry = zip.entries.find((e) => e.name === 'shapes.txt' && e.table);
    if (!entry) return new Map<string, [number, number][]>();
    for await (const batch of readTable(entry)) {
      for (const row of batch.rows) {
        const id = row.values.shape_id;
        const lat = row.values.shape_pt_lat;
        const lon = row.values.shape_pt_lon;
        if (typeof id !== 'string' || !ids.has(id) || typeof lat !== 'number' || typeof lon !== 'number')
          continue;
        let list = points.get(id);
        if (!list) points.set(id, (list = []));
        list.push({ seq: Number(row.values.shape_pt_sequence ?? 0), at: [lon, lat] });
      }
    }
  } finally {
    zip.close();
  }
  const lines = new Map<string, [number, number][]>();
  for (const [id, list] of points) {
    list.sort((a, b) => a.seq - b.seq);
    const step = Math.ceil(list.length / MAX_POINTS);
    lines.set(
      id,
      list.filter((_, i) => i % step === 0 || i === list.length - 1).map((p) => p.at),
    );
  }
  return lines;
}

export async function shapeLines(
  query: Query,
  oldRelease: ReleaseRow,
  newRelease: ReleaseRow,
  shapes: { shape_id: string; change: ShapeLine['change'] }[],
): Promise<ShapeLine[]> {
  if (!shapes.length || shapes.length > MAX_DRAWN_SHAPES) return [];
  const ids = new Set(shapes.map((s) => s.shape_id));
  const [before, after] = [await readLines(query, oldRelease, ids), await readLines(query, newRelease, ids)];
  return shapes.map((s) => ({ ...s, old: before.get(s.shape_id), new: after.get(s.shape_id) }));
}
