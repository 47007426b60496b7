// Releases (src/releases/): immutable snapshots of a build that a project can publish at a stable
// public address, its publishing settings (the address's slug, the webhook), and the cached diffs
// between two releases. A release's files are stored_files rows of their own kinds, so a later build
// (which replaces only the build's kinds) never touches them; deleting a project deletes all of it.
import { sql, type Kysely } from 'kysely';

const BUILD_KINDS = `'upload', 'build_zip', 'report_json', 'report_html'`;
const RELEASE_KINDS = `'release_zip', 'release_report', 'release_ids', 'release_published_zip', 'release_diff'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `ALTER TABLE stored_files DROP CONSTRAINT stored_files_kind_check;
       ALTER TABLE stored_files ADD CONSTRAINT stored_files_kind_check
         CHECK (kind IN (${BUILD_KINDS}, ${RELEASE_KINDS}))`,
    )
    .execute(db);
  await db.schema
    .createTable('project_publishing')
    .addColumn('project_id', 'bigint', (c) => c.primaryKey().references('projects.id').onDelete('cascade'))
    // The `{slug}` of /feeds/{slug}/gtfs.zip; unique across projects (checked again by the route).
    .addColumn('slug', 'text', (c) => c.unique())
    .addColumn('webhook_url', 'text')
    .addColumn('webhook_secret', 'text')
    .execute();
  await db.schema
    .createTable('releases')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('project_id', 'bigint', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // When the snapshotted build finished: the same build is never frozen twice.
    .addColumn('built_at', 'timestamptz', (c) => c.notNull())
    .addColumn('zip_file_id', 'bigint', (c) => c.notNull().references('stored_files.id'))
    .addColumn('report_file_id', 'bigint', (c) => c.notNull().references('stored_files.id'))
    .addColumn('ids_file_id', 'bigint', (c) => c.notNull().references('stored_files.id'))
    // {errors, warnings, infos, error_codes: [{code, total}]} of the snapshotted validation.
    .addColumn('validation', 'jsonb', (c) => c.notNull())
    .addColumn('service_start', 'date')
    .addColumn('service_end', 'date')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('proposed')
        .check(sql`status IN ('proposed', 'published', 'withdrawn')`),
    )
    .addColumn('published_at', 'timestamptz')
    .addColumn('withdrawn_at', 'timestamptz')
    .addColumn('published_zip_file_id', 'bigint', (c) => c.references('stored_files.id'))
    .addColumn('etag', 'text')
    .addColumn('feed_info_set', 'boolean')
    // Counts of the diff against the release published before it, for the Atom feed and webhook.
    .addColumn('summary', 'jsonb')
    // {state: 'pending' | 'delivered' | 'failed', attempts, status, error, at} of the last webhook.
    .addColumn('webhook', 'jsonb')
    .addUniqueConstraint('releases_project_number', ['project_id', 'number'])
    .execute();
  await db.schema
    .createTable('release_diffs')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('project_id', 'bigint', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('old_release_id', 'bigint', (c) => c.notNull().references('releases.id').onDelete('cascade'))
    .addColumn('new_release_id', 'bigint', (c) => c.notNull().references('releases.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('queued')
        .check(sql`status IN ('queued', 'running', 'done', 'error')`),
    )
    .addColumn('progress', 'jsonb')
    .addColumn('result_file_id', 'bigint', (c) => c.references('stored_files.id').onDelete('set null'))
    // {risks: {code: count}, rows: {add, delete, update}}: what publishing records (releases.summary).
    .addColumn('summary', 'jsonb')
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('release_diffs_pair', ['old_release_id', 'new_release_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('release_diffs').execute();
  await db.schema.dropTable('releases').execute();
  await db.schema.dropTable('project_publishing').execute();
  await sql`DELETE FROM stored_files WHERE kind LIKE 'release%'`.execute(db);
  await sql
    .raw(
      `ALTER TABLE stored_files DROP CONSTRAINT stored_files_kind_check;
       ALTER TABLE stored_files ADD CONSTRAINT stored_files_kind_check CHECK (kind IN (${BUILD_KINDS}))`,
    )
    .execute(db);
}
