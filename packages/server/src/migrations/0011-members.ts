// Teams (src/members/): each project's members with one role each, the e-mailed invitations to join,
// and the security log of sign-ins and member changes. Every existing project's owner becomes its
// owner member; `projects.owner_id` stays the one owner (the partial unique index keeps them in step).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('project_members')
    .addColumn('project_id', 'bigint', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) =>
      c.notNull().check(sql`role IN ('owner', 'admin', 'publisher', 'editor', 'viewer')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('project_members_pkey', ['project_id', 'user_id'])
    .execute();
  // "My projects" reads a user's memberships.
  await db.schema.createIndex('project_members_user').on('project_members').column('user_id').execute();
  await sql`CREATE UNIQUE INDEX project_members_one_owner ON project_members (project_id) WHERE role = 'owner'`.execute(
    db,
  );
  await sql`INSERT INTO project_members (project_id, user_id, role) SELECT id, owner_id, 'owner' FROM projects`.execute(
    db,
  );

  await db.schema
    .createTable('project_invitations')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('project_id', 'bigint', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) =>
      c.notNull().check(sql`role IN ('admin', 'publisher', 'editor', 'viewer')`),
    )
    // SHA-256 of the mailed token: a database leak does not leak usable links.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('accepted_at', 'timestamptz')
    .addColumn('accepted_by', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('project_invitations_project')
    .on('project_invitations')
    .column('project_id')
    .execute();

  await db.schema
    .createTable('security_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    // Null for sign-ins, which belong to no project.
    .addColumn('project_id', 'bigint', (c) => c.references('projects.id').onDelete('cascade'))
    // Who acted (null for a failed sign-in of an unknown name).
    .addColumn('actor_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull())
    // {username, email, role, previous_role, target…}: the facts of the event, kept even after the users go.
    .addColumn('detail', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('ip', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('security_events_project')
    .on('security_events')
    .columns(['project_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('security_events_actor')
    .on('security_events')
    .columns(['actor_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('security_events').execute();
  await db.schema.dropTable('project_invitations').execute();
  await db.schema.dropTable('project_members').execute();
}
