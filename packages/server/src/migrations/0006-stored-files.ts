// Files in PostgreSQL (src/files/): uploaded GTFS zips, built zips and validation reports, as rows of
// byte chunks, so that any process serves any file and a pg_dump is a complete backup. Deleting a
// project deletes its files (ON DELETE CASCADE). Moving the files of an older DATA_DIR in is the second
// half of this migration (src/files/move-data-dir.ts, run by migrateToLatest).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stored_files')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    // NULL only inside the transaction that receives an upload for a project not created yet.
    .addColumn('project_id', 'bigint', (c) => c.references('projects.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind IN ('upload', 'build_zip', 'report_json', 'report_html')`),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('stored_files_project_kind')
    .on('stored_files')
    .columns(['project_id', 'kind', 'id'])
    .execute();
  await db.schema
    .createTable('stored_file_chunks')
    .addColumn('file_id', 'bigint', (c) => c.notNull().references('stored_files.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addPrimaryKeyConstraint('stored_file_chunks_pkey', ['file_id', 'seq'])
    .execute();
  // Zips do not compress; EXTERNAL skips the attempt and lets substring() read only the slices it needs.
  await sql`ALTER TABLE stored_file_chunks ALTER COLUMN data SET STORAGE EXTERNAL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stored_file_chunks').execute();
  await db.schema.dropTable('stored_files').execute();
}
