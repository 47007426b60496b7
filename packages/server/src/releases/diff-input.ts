// One release as the diff engine reads it: its frozen zip (by ranges, no temporary copy), its
// validation errors by code, and, for a keyed row whose Ruta row id the other release also has, that
// id as the row's identity: a row whose key was renamed between the two is one updated row. Rows of
// a new import have new ids, so they keep the engine's default identity, their GTFS key.
import {
  errorNoticeCounts,
  readDiffInput,
  type DiffRow,
  type DiffRows,
  type JsonReport,
  type ZipDiffSide,
} from '@ruta/gtfs';
import { rangeSource, type Query } from '../files/store.js';
import { readJsonFile, KEYED_TABLES, type RowIds } from './snapshot.js';
import type { ReleaseRow } from './store.js';

const BATCH = 5000;

async function* withIdentity(
  rows: DiffRows,
  key: string,
  ids: Map<string, number>,
): AsyncGenerator<readonly DiffRow[]> {
  const identify = (row: DiffRow): DiffRow => {
    const id = ids.get(row.values[key] ?? '');
    return id === undefined ? row : { ...row, identity: `row:${id}` };
  };
  if (Symbol.asyncIterator in rows) {
    for await (const batch of rows) yield batch.map(identify);
    return;
  }
  let batch: DiffRow[] = [];
  for (const row of rows) {
    batch.push(identify(row));
    if (batch.length >= BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

export const releaseRowIds = (query: Query, release: ReleaseRow) =>
  readJsonFile<RowIds>(query, release.ids_file_id);

export async function releaseDiffSide(
  query: Query,
  release: ReleaseRow,
  rowIds: RowIds,
  otherRowIds: RowIds,
): Promise<ZipDiffSide> {
  const side = await readDiffInput(
    rangeSource(query, { id: release.zip_file_id, size: release.zip_size, name: '' }),
  );
  try {
    const report = await readJsonFile<JsonReport>(query, release.report_file_id);
    const tables = { ...side.tables };
    for (const table of KEYED_TABLES) {
      const given = tables[table.file];
      const pairs = rowIds[table.file];
      if (!given || !pairs) continue;
      const shared = new Set((otherRowIds[table.file] ?? []).map(([id]) => id));
      const ids = new Map<string, number>();
      for (const [id, key] of pairs) if (key !== null && shared.has(id) && !ids.has(key)) ids.set(key, id);
      tables[table.file] = { columns: given.columns, rows: withIdentity(given.rows, table.key[0]!, ids) };
    }
    return { ...side, tables, errorNotices: errorNoticeCounts(report), close: () => side.close() };
  } catch (err) {
    side.close();
    throw err;
  }
}
