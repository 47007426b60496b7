// An invitation accepted by another address (src/members/confirmations.ts): the project's setting
// that allows it once an admin confirms, and the confirmations waiting for an admin.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE projects ADD COLUMN invitations_other_address boolean NOT NULL DEFAULT false`.execute(
    db,
  );
  await sql`
    CREATE TABLE invitation_confirmations (
      id bigserial PRIMARY KEY,
      invitation_id bigint NOT NULL REFERENCES project_invitations(id) ON DELETE CASCADE,
      user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      email text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      -- Set by an admin's rejection, which stands: the person does not wait again for this invitation.
      rejected_at timestamptz,
      UNIQUE (invitation_id, user_id)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS invitation_confirmations`.execute(db);
  await sql`ALTER TABLE projects DROP COLUMN IF EXISTS invitations_other_address`.execute(db);
}
