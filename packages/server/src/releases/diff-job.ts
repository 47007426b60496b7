// Comparing two releases is long work on a big feed (seconds, hundreds of MB), so it runs as a job
// and its result is kept: release_diffs holds one row per ordered pair (status, phase, the result as
// a stored JSON file and the counts publishing records). The result leaves out the row-level list
// (the page shows counts, service, stops and risks) but keeps the renames the row ids revealed.
import type { FastifyBaseLogger } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { diffZips, TABLES_BY_FILE, type DiffResult, type RowChange } from '@ruta/gtfs';
import { connectClient, type Db } from '../db/connection.js';
import { clientQuery, dbQuery, writeFile, type Query } from '../files/store.js';
import type { JobQueue } from '../jobs/queue.js';
import { releaseRowIds, releaseZipVersion } from './diff-input.js';
import { shapeLines, type ShapeLine } from './diff-shapes.js';
import { findReleaseById } from './store.js';
import type { ReleaseSummary } from './summary.js';

export const RELEASE_DIFF_JOB = 'release-diff';
/** Row changes the engine lists: enough to find the renames of a normal release. */
const MAX_ROW_CHANGES = 20_000;

export interface Rename {
  file: string;
  field: string;
  from: string;
  to: string;
}

export type ReleaseDiff = Omit<DiffResult, 'rows'> & {
  renames: Rename[];
  /** The changed shapes' lines, old and new (none when too many changed to draw). */
  shape_lines: ShapeLine[];
};

export interface DiffRecord {
  id: number;
  status: 'queued' | 'running' | 'done' | 'error';
  progress: { phase: string; at: string } | null;
  result_file_id: number | null;
  error: string | null;
}

/** Updates of a row's key field: the renames a diff by row ids shows (a stop_id changed in place). */
export function renamesOf(rows: RowChange[]): Rename[] {
  const renames: Rename[] = [];
  for (const row of rows) {
    if (row.action !== 'update' || row.target !== 'row' || !row.new_value) continue;
    const key = TABLES_BY_FILE.get(row.file)?.key;
    if (!key || key.length !== 1) continue;
    const field = key[0]!;
    const to = row.new_value[field];
    const from = row.initial_value?.[field];
    if (to !== undefined && from !== undefined) renames.push({ file: row.file, field, from, to });
  }
  return renames;
}

export function summaryOf(result: DiffResult): Pick<ReleaseSummary, 'risks' | 'rows'> {
  const risks: Record<string, number> = {};
  for (const risk of result.risks) risks[risk.code] = (risks[risk.code] ?? 0) + 1;
  const rows = { add: 0, delete: 0, update: 0 };
  for (const t of result.tables) {
    rows.add += t.added;
    rows.delete += t.deleted;
    rows.update += t.updated;
  }
  return { risks, rows };
}

/** The pair's record, creating (and queueing) it when there is none or the last run failed. */
export async function requestDiff(
  db: Db,
  jobs: JobQueue,
  projectId: number,
  oldId: number,
  newId: number,
  retry: boolean,
): Promise<DiffRecord> {
  const query = dbQuery(db);
  const [created] = await query<DiffRecord>(
    `INSERT INTO release_diffs (project_id, old_release_id, new_release_id) VALUES ($1, $2, $3)
     ON CONFLICT (old_release_id, new_release_id) DO UPDATE SET status = 'queued', error = NULL, progress = NULL
       -- again after a failure when asked, or when the worker running it died (no sign for 10 minutes)
       WHERE ($4 AND release_diffs.status = 'error') OR (release_diffs.status IN ('queued', 'running')
         AND COALESCE((release_diffs.progress->>'at')::timestamptz, release_diffs.created_at) < now() - interval '10 minutes')
     RETURNING id, status, progress, result_file_id, error`,
    [projectId, oldId, newId, retry],
  );
  if (created) {
    await jobs.send(RELEASE_DIFF_JOB, { diffId: created.id });
    return created;
  }
  const [existing] = await query<DiffRecord>(
    `SELECT id, status, progress, result_file_id, error FROM release_diffs WHERE old_release_id = $1 AND new_release_id = $2`,
    [oldId, newId],
  );
  return existing!;
}

const setPhase = (query: Query, id: number, phase: string) =>
  query(`UPDATE release_diffs SET status = 'running', progress = $2 WHERE id = $1`, [
    id,
    JSON.stringify({ phase, at: new Date().toISOString() }),
  ]);

async function runDiff(db: Db, databaseUrl: string, diffId: number, log: FastifyBaseLogger): Promise<void> {
  const query = dbQuery(db);
  const [record] = await query<{ project_id: number; old_release_id: number; new_release_id: number }>(
    `SELECT project_id, old_release_id, new_release_id FROM release_diffs WHERE id = $1`,
    [diffId],
  );
  if (!record) return;
  const started = Date.now();
  // Milliseconds of each phase, logged with the result: where a slow diff spent its time.
  const phases: Record<string, number> = {};
  let phase = { name: '', at: started };
  const enter = async (name: string) => {
    const now = Date.now();
    if (phase.name) phases[phase.name] = now - phase.at;
    phase = { name, at: now };
    // 'writing' and the end are not phases the page shows.
    if (name && name !== 'writing') await setPhase(query, diffId, name);
  };
  // The zips are read by ranges on connections of the job's own, not the API's pool: one a
  // release, so both are read at once (2.4M-row feed: two 17 MB zips and their row ids).
  const clients: Awaited<ReturnType<typeof connectClient>>[] = [];
  let dir: string | undefined;
  try {
    clients.push(await connectClient(databaseUrl), await connectClient(databaseUrl));
    const [files, otherFiles] = clients.map((c) => clientQuery(c)) as [Query, Query];
    await enter('reading');
    const [oldRelease, newRelease] = await Promise.all([
      findReleaseById(files, record.old_release_id),
      findReleaseById(files, record.new_release_id),
    ]);
    if (!oldRelease || !newRelease) return;
    const [oldIds, newIds] = await Promise.all([
      releaseRowIds(files, oldRelease),
      releaseRowIds(otherFiles, newRelease),
    ]);
    dir = await mkdtemp(path.join(os.tmpdir(), 'ruta-release-diff-'));
    const [oldVersion, newVersion] = await Promise.all([
      releaseZipVersion(files, oldRelease, oldIds, newIds, dir),
      releaseZipVersion(otherFiles, newRelease, newIds, oldIds, dir),
    ]);
    await enter('comparing');
    // Off the API's thread: the engine reads both versions in worker threads and compares them there.
    const result = await diffZips(oldVersion, newVersion, { maxRowChanges: MAX_ROW_CHANGES });
    const { rows, ...rest } = result;
    await enter('shapes');
    const lines = await shapeLines(files, oldRelease, newRelease, result.shapes);
    await enter('writing');
    const answer: ReleaseDiff = { ...rest, renames: renamesOf(rows), shape_lines: lines };
    const file = await writeFile(
      query,
      { projectId: record.project_id, kind: 'release_diff', name: 'diff.json' },
      [Buffer.from(JSON.stringify(answer))],
    );
    await query(
      `UPDATE release_diffs SET status = 'done', result_file_id = $2, summary = $3, progress = NULL WHERE id = $1`,
      [diffId, file.id, JSON.stringify(summaryOf(result))],
    );
    // A release published before its diff against the previous one was known gets the counts now.
    await query(
      `UPDATE releases SET summary = summary || $3::jsonb
        WHERE id = $2 AND status <> 'proposed' AND (summary->>'previous_number')::int = $1 AND NOT summary ? 'risks'`,
      [oldRelease.number, newRelease.id, JSON.stringify(summaryOf(result))],
    );
    await enter('');
    log.info(
      { diffId, ms: Date.now() - started, phases, rss: process.memoryUsage().rss },
      'release diff done',
    );
  } catch (err) {
    log.error({ err, diffId }, 'release diff failed');
    await query(`UPDATE release_diffs SET status = 'error', error = $2, progress = NULL WHERE id = $1`, [
      diffId,
      (err as Error).message,
    ]);
  } finally {
    await Promise.all(clients.map((c) => c.end().catch(() => undefined)));
    if (dir) await rm(dir, { recursive: true, force: true });
  }
}

export async function registerReleaseDiffJob(
  jobs: JobQueue,
  db: Db,
  options: { databaseUrl: string; log: FastifyBaseLogger },
): Promise<void> {
  await jobs.register<{ diffId: number }>(RELEASE_DIFF_JOB, (data) =>
    runDiff(db, options.databaseUrl, data.diffId, options.log),
  );
}
