// Build-and-validate bookkeeping on projects (see src/build/): the current run's id (also its pg-boss
// job id), when it started, and the message of a failed run.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('projects')
    .addColumn('gtfs_build_run', 'text')
    .addColumn('gtfs_build_started_at', 'timestamptz')
    .addColumn('gtfs_building_error_message', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('projects')
    .dropColumn('gtfs_build_run')
    .dropColumn('gtfs_build_started_at')
    .dropColumn('gtfs_building_error_message')
    .execute();
}
