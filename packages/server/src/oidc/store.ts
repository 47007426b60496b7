// The sign-ins in progress (one per browser cookie, used once, 10 minutes) and the account an
// OpenID sign-in opens: the one whose address the provider has verified, else a new one.
import { sql } from 'kysely';
import { hashToken } from '../http/tokens.js';
import type { Db } from '../db/connection.js';
import type { Language } from '../db/schema.js';

export const LOGIN_TTL_MS = 10 * 60 * 1000;

export interface PendingLogin {
  state: string;
  nonce: string;
  code_verifier: string;
}

export async function savePendingLogin(db: Db, browser: string, login: PendingLogin): Promise<void> {
  await db
    .deleteFrom('oidc_logins')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
  await db
    .insertInto('oidc_logins')
    .values({ ...login, browser_hash: hashToken(browser), expires_at: new Date(Date.now() + LOGIN_TTL_MS) })
    .execute();
}

/** The browser's sign-in in progress, removed as it is read, so a callback can be used only once. */
export async function takePendingLogin(
  db: Db,
  browser: string | undefined,
): Promise<PendingLogin | undefined> {
  if (!browser) return undefined;
  return db
    .deleteFrom('oidc_logins')
    .where('browser_hash', '=', hashToken(browser))
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['state', 'nonce', 'code_verifier'])
    .executeTakeFirst();
}

export interface VerifiedPerson {
  email: string;
  name: string;
  lastName: string;
}

/** The account of `person`'s verified address (now marked verified), made on the first sign-in. */
export async function accountFor(
  db: Db,
  person: VerifiedPerson,
  language: Language,
): Promise<{ id: number; username: string }> {
  const email = person.email.toLowerCase();
  const known = await db
    .updateTable('users')
    .set({ email_verified_at: sql<Date>`coalesce(email_verified_at, now())` })
    .where((eb) => eb.or([eb(sql`lower(username)`, '=', email), eb(sql`lower(email)`, '=', email)]))
    .returning(['id', 'username'])
    .executeTakeFirst();
  if (known) return known;
  return (
    db
      .insertInto('users')
      .values({
        username: person.email,
        email: person.email,
        password_hash: null,
        name: person.name,
        last_name: person.lastName,
        language,
        email_verified_at: new Date(),
      })
      // Two first sign-ins racing: the unique username index keeps one account, both get it.
      .onConflict((oc) =>
        oc.expression(sql`lower(username)`).doUpdateSet({ email_verified_at: sql`users.email_verified_at` }),
      )
      .returning(['id', 'username'])
      .executeTakeFirstOrThrow()
  );
}
