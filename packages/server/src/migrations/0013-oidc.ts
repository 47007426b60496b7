// Sign-in through an OpenID Connect provider (accounts/oidc/): an account made at its first such
// sign-in has no password (it may set one later through password recovery), and each sign-in in
// progress keeps its state, nonce and PKCE verifier here, found again through a cookie of the
// browser that started it and used once.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .alterColumn('password_hash', (c) => c.dropNotNull())
    .execute();
  await db.schema
    .createTable('oidc_logins')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('browser_hash', 'text', (c) => c.notNull().unique())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('oidc_logins').execute();
  await sql`UPDATE users SET password_hash = '!' WHERE password_hash IS NULL`.execute(db);
  await db.schema
    .alterTable('users')
    .alterColumn('password_hash', (c) => c.setNotNull())
    .execute();
}
