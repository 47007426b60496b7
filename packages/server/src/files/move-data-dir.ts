// The second half of migration 0006: files that older versions kept in DATA_DIR move into the
// database at start, then leave the disk:
//   DATA_DIR/uploads/{projectId}/*.zip        → uploads (uploads/tmp/ held partial uploads: deleted)
//   DATA_DIR/builds/{projectId}.zip           → the built zip
//   DATA_DIR/builds/{projectId}.report.json   → report.json (*.partial files of runs: deleted)
//   projects.gtfs_validation.message          → the HTML report
// Each file is stored in its own transaction and only then deleted from disk. A crash in between is
// safe: a file already stored (same upload name, or a build file of that kind already there, which is
// then also newer) is not stored twice, only deleted. Files of projects that no longer exist are
// deleted.
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/connection.js';
import type { StoredFileKind } from '../db/schema.js';
import { dbQuery, latestFile, writeFile } from './store.js';

export interface MovedFiles {
  stored: number;
  deleted: number;
}

const BUILD_FILES: [RegExp, StoredFileKind, string][] = [
  [/^(\d+)\.zip$/, 'build_zip', 'gtfs.zip'],
  [/^(\d+)\.report\.json$/, 'report_json', 'report.json'],
];

async function list(dir: string): Promise<string[]> {
  return fs.readdir(dir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
}

async function projectExists(db: Db, id: number): Promise<boolean> {
  return !!(await db.selectFrom('projects').select('id').where('id', '=', id).executeTakeFirst());
}

/** Stores `file` unless `present` says it is already stored, then deletes it from disk. */
async function moveOne(
  db: Db,
  file: string,
  target: { projectId: number; kind: StoredFileKind; name: string },
  present: () => Promise<boolean>,
  moved: MovedFiles,
): Promise<void> {
  if ((await projectExists(db, target.projectId)) && !(await present())) {
    await db.transaction().execute((trx) => writeFile(dbQuery(trx), target, createReadStream(file)));
    moved.stored++;
  } else {
    moved.deleted++;
  }
  await fs.rm(file, { force: true });
}

export async function moveDataDirFiles(db: Db, dataDir: string): Promise<MovedFiles> {
  const moved: MovedFiles = { stored: 0, deleted: 0 };
  const query = dbQuery(db);

  const uploads = path.join(dataDir, 'uploads');
  for (const entry of await list(uploads)) {
    const dir = path.join(uploads, entry);
    if (/^\d+$/.test(entry)) {
      const projectId = Number(entry);
      for (const name of (await list(dir)).filter((n) => n.endsWith('.zip')).sort()) {
        const stored = () =>
          db
            .selectFrom('stored_files')
            .select('id')
            .where('project_id', '=', projectId)
            .where('kind', '=', 'upload')
            .where('name', '=', name)
            .executeTakeFirst()
            .then(Boolean);
        await moveOne(db, path.join(dir, name), { projectId, kind: 'upload', name }, stored, moved);
      }
    }
    await fs.rm(dir, { recursive: true, force: true });
  }
  await fs.rm(uploads, { recursive: true, force: true });

  const builds = path.join(dataDir, 'builds');
  for (const name of await list(builds)) {
    for (const [pattern, kind, storedName] of BUILD_FILES) {
      const match = pattern.exec(name);
      if (!match) continue;
      const projectId = Number(match[1]);
      const present = async () => !!(await latestFile(query, projectId, kind));
      await moveOne(db, path.join(builds, name), { projectId, kind, name: storedName }, present, moved);
    }
  }
  await fs.rm(builds, { recursive: true, force: true });

  // HTML reports kept in the project rows: one transaction per project stores it and drops the key.
  const withReport = await db
    .selectFrom('projects')
    .select('id')
    .where((eb) => eb.fn('jsonb_exists', [eb.ref('gtfs_validation'), eb.val('message')]), '=', true)
    .execute();
  for (const { id } of withReport) {
    await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('projects')
        .select('gtfs_validation')
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      const html = (row?.gtfs_validation as { message?: unknown } | null)?.message;
      const q = dbQuery(trx);
      if (typeof html === 'string' && html && !(await latestFile(q, id, 'report_html'))) {
        await writeFile(q, { projectId: id, kind: 'report_html', name: 'report.html' }, [Buffer.from(html)]);
        moved.stored++;
      }
      await q(`UPDATE projects SET gtfs_validation = gtfs_validation - 'message' WHERE id = $1`, [id]);
    });
  }
  return moved;
}
