// "Propose a release": freezes the project's last successful build into files of the release's own
// (a later build replaces only the build's files). Beside the zip and report.json it keeps, for
// every table whose key is one field, each row's Ruta row id against that key: the ids stay the same
// when a stop_id is renamed, so the diff of two releases shows a rename instead of a delete and an add.
import { TABLES, type JsonReport } from '@ruta/gtfs';
import type pg from 'pg';
import { ACTIVE_STATUSES } from '../build/job.js';
import { gtfsTableName, ident } from '../feed/sql-schema.js';
import {
  clientQuery,
  findFile,
  latestFile,
  readRange,
  writeFile,
  type Query,
  type StoredFile,
} from '../files/store.js';
import type { ReleaseMessageKey } from './messages.js';
import { insertRelease, releaseOfBuild, type ValidationCounts } from './store.js';

/** Tables whose rows one field names: the ones a rename can happen in. */
export const KEYED_TABLES = TABLES.filter((t) => t.key.length === 1 && !t.keyIsAllFields);

/** `{file: [[row id, key], ...]}`, in row id order. */
export type RowIds = Record<string, [number, string | null][]>;

export class ProposeRefusal extends Error {
  constructor(
    readonly key: ReleaseMessageKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

/** Copies a stored file into a new one of `kind`, chunk rows and all, without leaving PostgreSQL. */
async function copyFile(query: Query, file: StoredFile, kind: string): Promise<number> {
  const [row] = await query<{ id: number }>(
    `INSERT INTO stored_files (project_id, kind, name, size) SELECT project_id, $2, name, size FROM stored_files
      WHERE id = $1 RETURNING id`,
    [file.id, kind],
  );
  await query(
    `INSERT INTO stored_file_chunks (file_id, seq, data) SELECT $2, seq, data FROM stored_file_chunks WHERE file_id = $1`,
    [file.id, row!.id],
  );
  return row!.id;
}

export async function readJson<T>(query: Query, file: StoredFile): Promise<T> {
  const parts: Buffer[] = [];
  for await (const part of readRange(query, file.id, 0, file.size)) parts.push(part);
  return JSON.parse(Buffer.concat(parts).toString('utf8')) as T;
}

/** A stored JSON file by id (a release's report or row ids). */
export async function readJsonFile<T>(query: Query, id: number): Promise<T> {
  const file = await findFile(query, id);
  if (!file) throw new Error(`stored file ${id} is missing`);
  return readJson<T>(query, file);
}

export function validationCounts(report: JsonReport): ValidationCounts {
  const count = (severity: string) =>
    report.notices.filter((n) => n.severity === severity).reduce((sum, n) => sum + n.totalNotices, 0);
  return {
    errors: count('ERROR'),
    warnings: count('WARNING'),
    infos: count('INFO'),
    error_codes: report.notices
      .filter((n) => n.severity === 'ERROR')
      .map((n) => ({ code: n.code, total: n.totalNotices })),
  };
}

async function* rowIdsJson(query: Query, projectId: number): AsyncGenerator<string> {
  yield '{';
  let first = true;
  for (const table of KEYED_TABLES) {
    const key = ident(table.key[0]!);
    const rows = await query<{ id: number; key: string | null }>(
      `SELECT id, ${key}::text AS key FROM ${gtfsTableName(table)} WHERE project_id = $1 ORDER BY id`,
      [projectId],
    );
    if (!rows.length) continue;
    yield `${first ? '' : ','}${JSON.stringify(table.file)}:${JSON.stringify(rows.map((r) => [r.id, r.key]))}`;
    first = false;
  }
  yield '}';
}

/** The first and last service dates of the project's calendars (feed_info's start and end). */
async function serviceDates(query: Query, projectId: number) {
  const [row] = await query<{ start: string | null; end: string | null }>(
    `SELECT to_char(MIN(d), 'YYYY-MM-DD') AS start, to_char(MAX(d), 'YYYY-MM-DD') AS end FROM (
       SELECT start_date AS d FROM gtfs_calendar WHERE project_id = $1
       UNION ALL SELECT end_date FROM gtfs_calendar WHERE project_id = $1
       UNION ALL SELECT "date" FROM gtfs_calendar_dates WHERE project_id = $1 AND exception_type = 1) dates`,
    [projectId],
  );
  return { start: row?.start ?? null, end: row?.end ?? null };
}

/**
 * Freezes the last build as a new release, in one transaction on `client` that holds the project's
 * row lock (two proposals at once get consecutive numbers, a build cannot publish halfway through).
 * Answers the new release's number; a `ProposeRefusal` says why there is nothing to freeze.
 */
export async function proposeRelease(
  client: pg.ClientBase,
  projectId: number,
  note: string,
): Promise<number> {
  const query = clientQuery(client);
  await client.query('BEGIN');
  try {
    const [project] = await query<{
      status: string | null;
      built: Date | null;
      modified: Date;
      started: Date | null;
    }>(
      `SELECT gtfs_building_and_validation_status AS status, gtfs_file_updated_at AS built,
              last_modification AS modified, gtfs_build_started_at AS started
         FROM projects WHERE id = $1 FOR UPDATE`,
      [projectId],
    );
    if (!project) throw new ProposeRefusal('not_found');
    if ((ACTIVE_STATUSES as readonly (string | null)[]).includes(project.status))
      throw new ProposeRefusal('building');
    const zip = await latestFile(query, projectId, 'build_zip');
    const report = await latestFile(query, projectId, 'report_json');
    if (!zip || !report || !project.built || project.status !== 'finished')
      throw new ProposeRefusal('no_build');
    // The row ids are read now: they match the zip only if nothing changed since the build began.
    if (!project.started || project.modified > project.started) throw new ProposeRefusal('stale_build');
    const existing = await releaseOfBuild(query, projectId, project.built);
    if (existing !== undefined) throw new ProposeRefusal('same_build', { number: existing });
    const validation = validationCounts(await readJson<JsonReport>(query, report));
    const ids = await writeFile(
      query,
      { projectId, kind: 'release_ids', name: 'row-ids.json' },
      rowIdsJson(query, projectId),
    );
    const dates = await serviceDates(query, projectId);
    const number = await insertRelease(query, {
      projectId,
      note,
      builtAt: project.built,
      zipFileId: await copyFile(query, zip, 'release_zip'),
      reportFileId: await copyFile(query, report, 'release_report'),
      idsFileId: ids.id,
      validation,
      serviceStart: dates.start,
      serviceEnd: dates.end,
    });
    await client.query('COMMIT');
    return number;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  }
}
