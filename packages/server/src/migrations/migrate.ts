// Runs the in-code migrations to the latest version; throws with the failing migration's error. Given
// the DATA_DIR, also moves the files older versions kept there into the database (src/files/).
import { Migrator } from 'kysely';
import type { Db } from '../db/connection.js';
import { migrations } from './index.js';
import { syncGtfsTables } from '../feed/sync-tables.js';
import { moveDataDirFiles, type MovedFiles } from '../files/move-data-dir.js';

export async function migrateToLatest(db: Db, dataDir?: string): Promise<MovedFiles | undefined> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
  // GTFS tables follow the @ruta/gtfs schema: add what it has gained since the migrations (see there).
  await syncGtfsTables(db as never);
  return dataDir === undefined ? undefined : moveDataDirFiles(db, dataDir);
}
