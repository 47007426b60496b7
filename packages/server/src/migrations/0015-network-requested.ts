// When a project last asked for a new network sketch (src/network/job.ts), set after the write that
// asked for it had committed. A sketch is current when the job read the tables after that moment;
// comparing with last_modification instead missed writes still committing while the job read.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('projects').addColumn('network_requested_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('projects').dropColumn('network_requested_at').execute();
}
