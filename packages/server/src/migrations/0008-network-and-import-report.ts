// What a project keeps beside its tables for the overview screens: a small drawing of its network
// (recomputed by the `network-sketch` job), the reader warnings of its last import or CSV upload
// (until the owner dismisses them), and the progress of a running import.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('projects')
    .addColumn('network_sketch', 'jsonb')
    .addColumn('network_computed_at', 'timestamptz')
    .addColumn('import_warnings', 'jsonb')
    .addColumn('import_progress', 'jsonb')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('projects')
    .dropColumn('network_sketch')
    .dropColumn('network_computed_at')
    .dropColumn('import_warnings')
    .dropColumn('import_progress')
    .execute();
}
