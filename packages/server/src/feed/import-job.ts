// The `import-gtfs` job: import the project's uploaded zip in one transaction and set the project's
// status. Safe to run twice for the same upload and safe after a crash:
// - A per-project advisory lock, held by the import transaction, serialises imports of a project and
//   tells the start-up recovery (recovery.ts) that an import is alive (the lock dies with its
//   connection if the process dies, and PostgreSQL rolls the transaction back).
// - Under the lock, the job goes on only if the project is still loading and its zip is the newest
//   upload; otherwise another job has done or will do the work.
// - Attempts are counted outside the transaction, so a feed that kills the server is not retried forever.
// - An import cut by the database (a failover, a restart) is neither the feed's fault nor finished:
//   the error is thrown on, the transaction is gone with its connection, and the job's retry or the
//   recovery sweep (recovery.ts) runs it again once the database is back.
// The zip is read from the database (src/files/) by range, with no temporary copy.
import { connectClient, type Db } from '../db/connection.js';
import { ownerLanguage } from '../db/owner-language.js';
import { clientQuery, dbQuery, findFile, rangeSource, type StoredFile } from '../files/store.js';
import { recordCountsOnly } from '../changes/batch.js';
import { replaceProjectFeed, type LoadResult } from './import.js';
import { describeImportError, importMessage, type Failure } from './messages.js';
import { IMPORT_LOCK } from './partitions.js';
import { deleteUploads, newestUpload } from './uploads.js';
import { trackProgress } from '../import-report/progress.js';
import { importWarnings } from '../import-report/report.js';
import type { ZipLimits } from '@ruta/gtfs';
import { flushCountersAtCommit, resetLoadCounters } from './load-stats.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';

export { IMPORT_LOCK };
/** Import runs of one upload that may be interrupted before the project is failed. */
export const MAX_ATTEMPTS = 2;

export interface ImportJobData {
  projectId: number;
  /** The stored upload (kind `upload`). Jobs queued before uploads moved into the database have
   * none; the start-up recovery queues their project again. */
  fileId?: number;
  /** Who uploaded the zip, the author of the import's change batch. Absent in jobs queued before
   * imports had authors, and in those the start-up recovery queues again (it has no request). */
  userId?: number;
}

export interface ImportDeps {
  db: Db;
  databaseUrl: string;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  limits?: ZipLimits;
}

export type ImportOutcome =
  | { status: 'imported'; result: LoadResult; ms: number }
  | ({ status: 'failed' } & Failure)
  | { status: 'skipped'; reason: string };

/** Marks a loading project failed with a message (no-op if it is not loading any more). */
export async function failProject(db: Db, projectId: number, failure: Failure): Promise<void> {
  await db
    .updateTable('projects')
    .set({
      creation_status: 'error_loading_gtfs',
      loading_gtfs_error_message: failure.message,
      loading_gtfs_error_detail: failure.detail,
      import_progress: null,
    })
    .where('id', '=', projectId)
    .where('creation_status', '=', 'loading_gtfs')
    .execute();
}

type AttemptsTable = {
  gtfs_import_attempts: { project_id: number; attempts: number; started_at: Date };
};

/** Counted on its own connection, so it survives the rollback a crash causes. */
async function countAttempt(db: Db, projectId: number): Promise<void> {
  await db
    .withTables<AttemptsTable>()
    .insertInto('gtfs_import_attempts')
    .values({ project_id: projectId, attempts: 1, started_at: new Date() })
    .onConflict((oc) =>
      oc.column('project_id').doUpdateSet((eb) => ({
        attempts: eb('gtfs_import_attempts.attempts', '+', 1),
        started_at: new Date(),
      })),
    )
    .execute();
}

export async function importAttempts(db: Db, projectId: number): Promise<number> {
  const row = await db
    .withTables<AttemptsTable>()
    .selectFrom('gtfs_import_attempts')
    .select('attempts')
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  return row?.attempts ?? 0;
}

export async function clearAttempts(db: Db, projectId: number): Promise<void> {
  await db
    .withTables<AttemptsTable>()
    .deleteFrom('gtfs_import_attempts')
    .where('project_id', '=', projectId)
    .execute();
}

const isNewest = async (db: Db, projectId: number, fileId: number) =>
  (await newestUpload(db, projectId)) === fileId;

/**
 * The stored zip, read from the database by range. A failure to read it is the database's, not the
 * zip's, though the zip reader reports it as a damaged entry: it is kept to be told apart.
 */
function storedZip(db: Db, file: StoredFile) {
  let failure: unknown;
  const query = dbQuery(db);
  const source = rangeSource(
    <R>(text: string, values: unknown[]) =>
      query<R>(text, values).catch((err: unknown) => {
        failure ??= err;
        throw err;
      }),
    file,
  );
  return { source, readFailure: () => failure };
}

export async function runImportJob(
  deps: ImportDeps,
  { projectId, fileId, userId }: ImportJobData,
): Promise<ImportOutcome> {
  const { db, log } = deps;
  if (fileId === undefined) return { status: 'skipped', reason: 'queued before uploads were stored' };
  const language = await ownerLanguage(db, projectId);
  // Its files went with it (ON DELETE CASCADE).
  if (!language) return { status: 'skipped', reason: 'project deleted' };
  const file = await findFile(dbQuery(db), fileId);
  if (!file) {
    // Consumed by an earlier run of this job. If no upload is left and the project is still loading,
    // nothing will ever import it: say so rather than leave it loading.
    if ((await newestUpload(db, projectId)) === undefined)
      await failProject(db, projectId, { message: importMessage(language, 'upload_missing'), detail: null });
    return { status: 'skipped', reason: 'upload already consumed' };
  }
  if (!(await isNewest(db, projectId, fileId))) {
    await deleteUploads(db, projectId, [fileId]);
    return { status: 'skipped', reason: 'superseded by a newer upload' };
  }

  const client = await connectClient(deps.databaseUrl);
  const started = Date.now();
  let outcome: ImportOutcome;
  try {
    await client.query('BEGIN');
    // The import is redone from the zip if the commit is lost in a crash; no need to wait for the disk.
    await client.query('SET LOCAL synchronous_commit = off');
    await client.query('SELECT pg_advisory_xact_lock($1, $2)', [IMPORT_LOCK, projectId]);
    const { rows } = await client.query<{ creation_status: string }>(
      // FOR KEY SHARE: the project cannot be deleted while we load (the staging tables have no
      // foreign key until they are attached as its partitions).
      'SELECT creation_status FROM projects WHERE id = $1 FOR KEY SHARE',
      [projectId],
    );
    if (rows[0]?.creation_status !== 'loading_gtfs' || !(await isNewest(db, projectId, fileId))) {
      await client.query('ROLLBACK');
      return { status: 'skipped', reason: 'imported by another job' };
    }
    await countAttempt(db, projectId);
    const zip = storedZip(db, file);
    try {
      const progress = trackProgress(db, projectId, zip.source);
      const result = await replaceProjectFeed(client, projectId, progress.source, deps.limits, () =>
        progress.phase('indexing'),
      );
      await progress.settle();
      await client.query(
        `UPDATE projects SET creation_status = 'from_gtfs', loading_gtfs_error_message = NULL, loading_gtfs_error_detail = NULL,
           envelope = $2, feedinfo = $3, last_modification = now(), import_warnings = $4, import_progress = NULL
         WHERE id = $1`,
        [
          projectId,
          JSON.stringify(result.envelope),
          JSON.stringify(result.feedinfo),
          JSON.stringify(importWarnings(result.warnings)),
        ],
      );
      // Attached whole, unseen by the history triggers: a batch of counts only.
      await recordCountsOnly(
        clientQuery(client),
        projectId,
        { userId: userId ?? null, source: 'import' },
        Object.fromEntries(result.tables.map((t) => [t.table, { inserted: t.rows }])),
        { key: 'imported', params: { rows: result.tables.reduce((s, t) => s + t.rows, 0) } },
      );
      // The swap holds every GTFS table's lock until here: swap and commit times are how long other
      // projects' queries may wait.
      await flushCountersAtCommit(client);
      const committing = Date.now();
      await client.query('COMMIT');
      const commitMs = Date.now() - committing;
      const countersReset = await resetLoadCounters(client, projectId);
      outcome = { status: 'imported', result, ms: Date.now() - started };
      log.info(
        {
          projectId,
          ms: outcome.ms,
          indexMs: result.indexMs,
          analyzeMs: result.analyzeMs,
          swapMs: result.swapMs,
          commitMs,
          countersReset,
          tables: result.tables,
          extraFiles: result.extraFiles,
          warnings: result.warnings.length,
        },
        'GTFS imported',
      );
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      const cause = zip.readFailure() ?? err;
      if (isDatabaseUnavailable(cause)) {
        log.warn({ projectId, err: cause }, 'GTFS import cut by the database; it will run again');
        throw cause;
      }
      const failure = describeImportError(err, language);
      log.warn({ projectId, err }, 'GTFS import failed');
      await failProject(db, projectId, failure);
      outcome = { status: 'failed', ...failure };
    }
  } finally {
    await client.end().catch(() => undefined);
  }
  await clearAttempts(db, projectId);
  await deleteUploads(db, projectId, [fileId]);
  return outcome;
}
