// The `build-gtfs` job: one run of "build and validate" for a project.
//
// Statuses: the route sets `queued` with a new run id; the job claims the run (`building`),
// exports the feed to a zip in a private working directory, validates it (`validating`) and, if the run
// is still current, stores the zip and the reports in PostgreSQL and sets `finished` with the validation
// counts, all in one transaction: a download sees the previous build or this one, never part of one, and
// a failed or canceled run leaves the previous build in place. The working directory is removed in
// every case.
// `error` means the run itself failed (an export or validator crash; the message says why): as in the
// original system, a feed with validation errors still ends `finished`, its counts tell the rest.
//
// Cancel is real and works across processes: the cancel route sets `canceled` (and aborts the run at
// once when it runs in this process); the job also polls its project row, and any change of status or
// run id aborts its AbortSignal, which the export checks between batches of rows.
//
// A run holds a session advisory lock (BUILD_LOCK, projectId) on its own connection: runs of a project
// never overlap, and the start-up recovery (recovery.ts) can tell a live run from a dead one.
import fs from 'node:fs/promises';
import { createReadStream, createWriteStream } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { sql } from 'kysely';
import { dedicatedClient, type Db } from '../db/connection.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { ownerLanguage } from '../db/owner-language.js';
import type { Language, StoredFileKind } from '../db/schema.js';
import { clientQuery, deleteFiles, writeFile } from '../files/store.js';
import { exportFeed } from './export.js';
import { beginSnapshot, shareSnapshot } from './read-rows.js';
import { formatDuration } from './files.js';
import { buildMessage } from './messages.js';
import { storedValidation, validateStep, type StepResult } from './validate.js';

export const BUILD_JOB = 'build-gtfs';
/** Advisory lock namespace of builds (`pg_advisory_lock(BUILD_LOCK, projectId)`). */
export const BUILD_LOCK = 0x52627564;
/** Statuses of a run that is queued or running: Run does nothing, Cancel cancels. */
export const ACTIVE_STATUSES = ['queued', 'building', 'validating'] as const;
/** How often a running job looks at its project row for a cancel from another process. */
const POLL_MS = 250;

export interface BuildJobData {
  projectId: number;
  /** The run id, also the pg-boss job id; the project's `gtfs_build_run` while the run is current. */
  run: string;
}

export interface BuildDeps {
  db: Db;
  databaseUrl: string;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

export type BuildOutcome = 'finished' | 'error' | 'canceled' | 'skipped';

/** Runs of this process, so a cancel here stops them at once rather than at the next poll. */
const localRuns = new Map<string, AbortController>();

export function abortLocalRun(run: string): void {
  localRuns.get(run)?.abort(new BuildCanceled());
}

class BuildCanceled extends Error {
  constructor() {
    super('build canceled');
  }
}

export interface StepContext {
  deps: BuildDeps;
  client: pg.Client;
  projectId: number;
  run: string;
  /** The run's working files, in a directory of its own. */
  files: RunFiles;
  language: Language;
  signal: AbortSignal;
  /** What the steps produce for the publish (the validation). */
  result: StepResult;
}

export interface RunFiles {
  dir: string;
  zip: string;
  reportJson: string;
  reportHtml: string;
}

/** What a finished run publishes: stored file kind → working file. */
const PUBLISHED: [StoredFileKind, keyof RunFiles, string][] = [
  ['build_zip', 'zip', 'gtfs.zip'],
  ['report_json', 'reportJson', 'report.json'],
  ['report_html', 'reportHtml', 'report.html'],
];

/** Export the project's feed to the run's zip, from one consistent snapshot, which a second
 * connection shares so that big tables are read on two cores. */
async function buildStep({ deps, client, projectId, files, signal }: StepContext): Promise<void> {
  const helper = dedicatedClient(deps.databaseUrl);
  try {
    await beginSnapshot(client);
    await helper.connect();
    await shareSnapshot(client, helper);
    await exportFeed(client, projectId, createWriteStream(files.zip), signal, helper);
  } finally {
    await client.query('COMMIT').catch(() => undefined);
    await helper.end().catch(() => undefined);
  }
}

/** The steps of a run, each with the status it shows. */
const STEPS: { status: (typeof ACTIVE_STATUSES)[number]; run: (ctx: StepContext) => Promise<void> }[] = [
  { status: 'building', run: buildStep },
  { status: 'validating', run: validateStep },
];

/** Sets the status if the run is still current and active; answers whether it was. */
async function advance(db: Db, data: BuildJobData, set: Record<string, unknown>): Promise<boolean> {
  const r = await db
    .updateTable('projects')
    .set(set)
    .where('id', '=', data.projectId)
    .where('gtfs_build_run', '=', data.run)
    .where('gtfs_building_and_validation_status', 'in', ACTIVE_STATUSES)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/** Aborts `controller` when the project row says the run is no longer current (cancel, new run). */
function watchRow(db: Db, data: BuildJobData, controller: AbortController): () => void {
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    db.selectFrom('projects')
      .select(['gtfs_build_run', 'gtfs_building_and_validation_status as status'])
      .where('id', '=', data.projectId)
      .executeTakeFirst()
      .then((row) => {
        const active = (ACTIVE_STATUSES as readonly (string | null)[]).includes(row?.status ?? null);
        if (!row || row.gtfs_build_run !== data.run || !active) controller.abort(new BuildCanceled());
      })
      .catch(() => undefined)
      .finally(() => (busy = false));
  }, POLL_MS);
  return () => clearInterval(timer);
}

/**
 * Stores the run's files and sets `finished`, in one transaction, if the run is still current (the
 * row lock, taken after the files are written so that a cancel is not kept waiting, orders this
 * against a cancel). Answers whether it published; otherwise nothing is left behind.
 */
async function publish(client: pg.Client, ctx: StepContext, started: number): Promise<boolean> {
  const { projectId, run } = ctx;
  const query = clientQuery(client);
  const validation = ctx.result.validation;
  if (!validation) throw new Error('the run has no validation to publish');
  await client.query('BEGIN');
  try {
    const ids: number[] = [];
    for (const [kind, key, name] of PUBLISHED) {
      const stored = await writeFile(query, { projectId, kind, name }, createReadStream(ctx.files[key]));
      ids.push(stored.id);
    }
    const { rows } = await client.query<{ run: string | null; status: string | null }>(
      `SELECT gtfs_build_run AS run, gtfs_building_and_validation_status AS status
         FROM projects WHERE id = $1 FOR UPDATE`,
      [projectId],
    );
    const row = rows[0];
    if (row?.run !== run || !(ACTIVE_STATUSES as readonly (string | null)[]).includes(row.status)) {
      await client.query('ROLLBACK');
      return false;
    }
    await deleteFiles(
      query,
      projectId,
      PUBLISHED.map(([kind]) => kind),
      ids,
    );
    await client.query(
      `UPDATE projects SET gtfs_building_and_validation_status = 'finished', gtfs_building_duration = $2,
         gtfs_file_updated_at = now(), gtfs_validation = $3
       WHERE id = $1`,
      [projectId, formatDuration(Date.now() - started), JSON.stringify(storedValidation(validation))],
    );
    await client.query('COMMIT');
    return true;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  }
}

export async function runBuildJob(deps: BuildDeps, data: BuildJobData): Promise<BuildOutcome> {
  const { db, log } = deps;
  const { projectId, run } = data;
  const controller = new AbortController();
  localRuns.set(run, controller);
  // A dropped connection (backend terminated, a failover) fails the query in flight, never the process.
  const client = dedicatedClient(deps.databaseUrl);
  let workDir: string | undefined;
  let stopWatching = () => {};
  const started = Date.now();
  const result: StepResult = {};
  try {
    await client.connect();
    // Waits for an older run of the project that is still stopping (it notices its cancel within POLL_MS).
    await client.query('SELECT pg_advisory_lock($1, $2)', [BUILD_LOCK, projectId]);
    if (
      !(await advance(db, data, {
        gtfs_building_and_validation_status: 'building',
        gtfs_build_started_at: sql`now()`,
        gtfs_building_error_message: null,
        gtfs_building_error_detail: null,
      }))
    )
      return 'skipped';
    stopWatching = watchRow(db, data, controller);
    workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ruta-build-'));
    const ctx: StepContext = {
      deps,
      client,
      projectId,
      run,
      files: {
        dir: workDir,
        zip: path.join(workDir, 'gtfs.zip'),
        reportJson: path.join(workDir, 'report.json'),
        reportHtml: path.join(workDir, 'report.html'),
      },
      language: (await ownerLanguage(db, projectId)) ?? 'en',
      signal: controller.signal,
      result,
    };
    for (const step of STEPS) {
      controller.signal.throwIfAborted();
      if (!(await advance(db, data, { gtfs_building_and_validation_status: step.status })))
        throw new BuildCanceled();
      await step.run(ctx);
    }
    const published = await publish(client, ctx, started);
    log.info({ projectId, run, ms: Date.now() - started, published }, 'GTFS build done');
    return published ? 'finished' : 'canceled';
  } catch (err) {
    if (controller.signal.aborted || err instanceof BuildCanceled) {
      log.info({ projectId, run, ms: Date.now() - started }, 'GTFS build canceled');
      return 'canceled';
    }
    // Cut by the database: not the feed's failure. The job's retry runs it again once the database
    // is back (jobs/queue.ts), or the recovery sweep ends it as interrupted.
    if (isDatabaseUnavailable(err)) {
      log.warn({ projectId, run, err }, 'GTFS build cut by the database');
      throw err;
    }
    log.warn({ projectId, run, err }, 'GTFS build failed');
    await advance(db, data, {
      gtfs_building_and_validation_status: 'error',
      gtfs_building_error_message: buildMessage((await ownerLanguage(db, projectId)) ?? 'en', 'failed'),
      gtfs_building_error_detail: err instanceof Error ? err.message : String(err),
      gtfs_building_duration: formatDuration(Date.now() - started),
    }).catch(() => undefined);
    return 'error';
  } finally {
    stopWatching();
    localRuns.delete(run);
    // Never throws: a failed removal must not skip closing the client, whose session holds the
    // project's build lock: every later run would wait on it.
    if (workDir) await fs.rm(workDir, { recursive: true, force: true }).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}
