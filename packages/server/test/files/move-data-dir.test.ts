// Migration 0006's second half: a DATA_DIR laid out as older versions wrote it (uploads/{id}/*.zip,
// uploads/tmp/, builds/{id}.zip, {id}.report.json, partial files of runs, the HTML report in the
// project row) is moved into the database when a server starts on it, then removed; a crash halfway
// (a file stored but still on disk) re-runs without storing anything twice.
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateFeed } from '@ruta/gtfs';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveDataDirFiles } from '../../src/files/move-data-dir.js';
import { createServer } from '../../src/server.js';
import { signedInClient, startTestApp, storedFiles, type Client, type TestApp } from '../helpers.js';
import { getBytes } from '../build/support.js';
import { fileCounts, tableCounts, waitForImport } from '../feed/support.js';

const fixtures = fileURLToPath(new URL('../../../gtfs/test-fixtures/', import.meta.url));

let app: TestApp;
let alice: Client;
beforeAll(async () => {
  app = await startTestApp();
  alice = await signedInClient(app, 'mover');
});
afterAll(async () => {
  await app?.close();
});

/** Kind, name and size of a project's stored files, by kind. */
const stored = async (projectId: number) =>
  (await storedFiles(app.db, projectId))
    .map(({ kind, name, size }) => ({ kind, name, size }))
    .sort((a, b) => a.kind.localeCompare(b.kind));

describe('moving an older DATA_DIR into the database', () => {
  it('stores uploads, built zips and reports at start, removes them from disk, and re-runs safely', async () => {
    const zip = await fs.readFile(path.join(fixtures, 'google_sample.zip'));
    const validation = await validateFeed(zip, { lang: 'en' });
    const create = async (name: string) =>
      (await alice.post('/api/projects/', { name })).body.project_id as number;
    const built = await create('Built before');
    const loading = await create('Loading before');
    const failed = await create('Failed before');
    await app.db
      .updateTable('projects')
      .set({
        gtfs_building_and_validation_status: 'finished',
        gtfs_file_updated_at: new Date(),
        gtfs_validation: JSON.stringify({ error_number: 0, warning_number: 1, message: validation.html }),
      })
      .where('id', '=', built)
      .execute();
    await app.db
      .updateTable('projects')
      .set({ creation_status: 'loading_gtfs', last_modification: new Date() })
      .where('id', '=', loading)
      .execute();
    await app.db
      .updateTable('projects')
      .set({ creation_status: 'error_loading_gtfs' })
      .where('id', '=', failed)
      .execute();

    // The layout the file-based versions wrote.
    const dir = app.config.dataDir;
    const write = async (file: string, data: Buffer | string) => {
      await fs.mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await fs.writeFile(path.join(dir, file), data);
    };
    const report = JSON.stringify(validation.report);
    await write(`builds/${built}.zip`, zip);
    await write(`builds/${built}.report.json`, report);
    await write(`builds/${built}.run-1.partial`, 'half a zip');
    await write(`builds/${built}.run-1.report.partial`, '{');
    await write(`builds/999999.zip`, zip); // a project deleted long ago
    await write(`uploads/${loading}/2026-01-01T00-00-00-000Z.zip`, zip);
    await write(`uploads/${failed}/2026-01-02T00-00-00-000Z.zip`, zip);
    await write(`uploads/999999/2026-01-03T00-00-00-000Z.zip`, zip);
    await write('uploads/tmp/1767225600000-abcdef.part', 'partial upload');

    // A restart on that DATA_DIR.
    const { app: restarted } = await createServer(app.config, { logger: pino({ level: 'silent' }) });
    try {
      expect(existsSync(path.join(dir, 'uploads'))).toBe(false);
      expect(existsSync(path.join(dir, 'builds'))).toBe(false);
      expect(await stored(built)).toEqual([
        { kind: 'build_zip', name: 'gtfs.zip', size: zip.length },
        { kind: 'report_html', name: 'report.html', size: Buffer.byteLength(validation.html) },
        { kind: 'report_json', name: 'report.json', size: Buffer.byteLength(report) },
      ]);
      expect(
        await app.db.selectFrom('stored_files').select('id').where('project_id', '=', 999999).execute(),
      ).toEqual([]);

      // The downloads of the built project serve what was on disk; the report left the row.
      const download = await getBytes(alice, `/api/projects/${built}/download/`);
      expect(download.status).toBe(200);
      expect(download.bytes.equals(zip)).toBe(true);
      const html = await getBytes(alice, `/api/projects/${built}/validation_report/`);
      expect(html.bytes.toString()).toBe(validation.html);
      const findings = await alice.get(`/api/projects/${built}/validation/`);
      expect(findings.status).toBe(200);
      expect(findings.body.validated_at).toBe(validation.report.summary.validatedAt);
      const project = await alice.get(`/api/projects/${built}/`);
      expect(project.body.gtfs_validation).toEqual({ error_number: 0, warning_number: 1 });

      // The project that was loading is imported from its moved upload, which is then consumed.
      const imported = await waitForImport(alice, loading);
      expect(imported.creation_status).toBe('from_gtfs');
      expect(await tableCounts(app.db, loading)).toEqual(await fileCounts(zip));
      expect(await stored(loading)).toEqual([]);
      expect(await stored(failed)).toEqual([
        { kind: 'upload', name: '2026-01-02T00-00-00-000Z.zip', size: zip.length },
      ]);

      // A crash after storing but before deleting leaves the files on disk: the re-run stores none of
      // them again (the stored build is newer than anything left behind) and removes them.
      await write(`builds/${built}.zip`, 'older bytes');
      await write(`uploads/${failed}/2026-01-02T00-00-00-000Z.zip`, zip);
      const before = await stored(built);
      expect(await moveDataDirFiles(app.db, dir)).toEqual({ stored: 0, deleted: 2 });
      expect(await stored(built)).toEqual(before);
      expect(await stored(failed)).toHaveLength(1);
      expect(existsSync(path.join(dir, 'builds'))).toBe(false);
      expect((await getBytes(alice, `/api/projects/${built}/download/`)).bytes.equals(zip)).toBe(true);
      expect(await moveDataDirFiles(app.db, dir)).toEqual({ stored: 0, deleted: 0 });
      // Only the embedded cluster (not used here) and the mail outbox are left.
      expect((await fs.readdir(dir)).sort()).toEqual(['outbox']);
    } finally {
      await restarted.close();
    }
  });
});
