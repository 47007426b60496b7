// One release as the diff engine reads it: its frozen zip (copied to a temporary file, which the
// engine's worker threads read), its validation errors by code, and, for a keyed row whose Ruta row
// id the other release also has, that id as the row's identity: a row whose key was renamed between
// the two is one updated row. Rows of a new import have new ids, so they keep the engine's default
// identity, their GTFS key.
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { errorNoticeCounts, type JsonReport, type RowIdentities, type ZipVersion } from '@ruta/gtfs';
import { fileStream, type Query } from '../files/store.js';
import { readJsonFile, KEYED_TABLES, type RowIds } from './snapshot.js';
import type { ReleaseRow } from './store.js';

export const releaseRowIds = (query: Query, release: ReleaseRow) =>
  readJsonFile<RowIds>(query, release.ids_file_id);

function identities(rowIds: RowIds, otherRowIds: RowIds): RowIdentities {
  const out: RowIdentities = {};
  for (const table of KEYED_TABLES) {
    const pairs = rowIds[table.file];
    if (!pairs) continue;
    const shared = new Set((otherRowIds[table.file] ?? []).map(([id]) => id));
    const ids: Record<string, string> = {};
    for (const [id, key] of pairs)
      if (key !== null && shared.has(id) && !Object.hasOwn(ids, key)) ids[key] = `row:${id}`;
    out[table.file] = { key: table.key[0]!, ids };
  }
  return out;
}

/** The release's zip copied into `dir`, with its identities and validation errors. */
export async function releaseZipVersion(
  query: Query,
  release: ReleaseRow,
  rowIds: RowIds,
  otherRowIds: RowIds,
  dir: string,
): Promise<ZipVersion> {
  const file = path.join(dir, `release-${release.id}.zip`);
  await pipeline(
    fileStream(query, { id: release.zip_file_id, size: release.zip_size, name: '' }),
    createWriteStream(file),
  );
  const report = await readJsonFile<JsonReport>(query, release.report_file_id);
  return { file, identities: identities(rowIds, otherRowIds), errorNotices: errorNoticeCounts(report) };
}
