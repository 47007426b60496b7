// Start-up recovery of imports interrupted by a crash or restart. A project left `loading_gtfs` whose
// import lock is free has no live import (the lock dies with the connection of a dead process, and
// PostgreSQL rolled its transaction back, so the old data is intact). Such a project is re-enqueued
// with its newest upload, which is safe because the job skips duplicates (see import-job.ts); after
// MAX_ATTEMPTS interrupted runs, or when its upload is gone, it is failed with a message instead.
// Re-enqueueing a project whose job is merely still queued only adds a duplicate that is skipped.
import type { Db } from '../db/connection.js';
import { whileLockFree } from '../db/project-lock.js';
import type { Language } from '../db/schema.js';
import {
  IMPORT_LOCK,
  MAX_ATTEMPTS,
  clearAttempts,
  failProject,
  importAttempts,
  type ImportJobData,
} from './import-job.js';
import { importMessage } from './messages.js';
import { deleteUploads, newestUpload } from './uploads.js';

export interface RecoveryDeps {
  db: Db;
  enqueue(data: ImportJobData): Promise<unknown>;
  /** A project without any upload is failed only when older than this (its upload may be on its way). */
  graceMs?: number;
}

export interface RecoveryAction {
  projectId: number;
  action: 'requeued' | 'failed' | 'running' | 'waiting';
}

export async function recoverInterruptedImports(deps: RecoveryDeps): Promise<RecoveryAction[]> {
  const { db } = deps;
  const graceMs = deps.graceMs ?? 60_000;
  const loading = await db
    .selectFrom('projects')
    .innerJoin('users', 'users.id', 'projects.owner_id')
    .select(['projects.id', 'projects.last_modification', 'users.language'])
    .where('projects.creation_status', '=', 'loading_gtfs')
    .execute();
  const actions: RecoveryAction[] = [];
  for (const project of loading) {
    const action = await whileLockFree(db, IMPORT_LOCK, project.id, () =>
      decide(deps, project.id, project.language, project.last_modification, graceMs),
    );
    actions.push({ projectId: project.id, action });
  }
  return actions;
}

async function decide(
  deps: RecoveryDeps,
  projectId: number,
  language: Language,
  lastModification: Date,
  graceMs: number,
): Promise<RecoveryAction['action']> {
  const fileId = await newestUpload(deps.db, projectId);
  if (fileId === undefined) {
    if (Date.now() - lastModification.getTime() < graceMs) return 'waiting';
    await failProject(deps.db, projectId, {
      message: importMessage(language, 'upload_missing'),
      detail: null,
    });
    return 'failed';
  }
  if ((await importAttempts(deps.db, projectId)) >= MAX_ATTEMPTS) {
    await failProject(deps.db, projectId, { message: importMessage(language, 'interrupted'), detail: null });
    await clearAttempts(deps.db, projectId);
    await deleteUploads(deps.db, projectId);
    return 'failed';
  }
  await deps.enqueue({ projectId, fileId });
  return 'requeued';
}
