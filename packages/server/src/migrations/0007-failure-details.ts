// The technical detail of a failed import or build (the library's or PostgreSQL's own text), kept
// apart from the translated message so that the message stays in the user's language.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('projects')
    .addColumn('loading_gtfs_error_detail', 'text')
    .addColumn('gtfs_building_error_detail', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('projects')
    .dropColumn('loading_gtfs_error_detail')
    .dropColumn('gtfs_building_error_detail')
    .execute();
}
