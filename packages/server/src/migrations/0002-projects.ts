// Projects: one per user and name. GTFS tables come in later migrations.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('projects')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('owner_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('creation_status', 'text', (c) =>
      c.notNull().check(sql`creation_status IN ('empty', 'loading_gtfs', 'error_loading_gtfs', 'from_gtfs')`),
    )
    .addColumn('loading_gtfs_error_message', 'text')
    .addColumn('last_modification', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('envelope', 'jsonb')
    .addColumn('feedinfo', 'jsonb')
    .addColumn('gtfs_validation', 'jsonb')
    .addColumn('gtfs_building_and_validation_status', 'text')
    .addColumn('gtfs_building_duration', 'text')
    .addColumn('gtfs_file_updated_at', 'timestamptz')
    .addUniqueConstraint('projects_owner_name', ['owner_id', 'name'])
    .execute();
  await db.schema
    .createIndex('projects_owner_last_modification')
    .on('projects')
    .columns(['owner_id', 'last_modification'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('projects').execute();
}
