// The security log: sign-ins, failed sign-ins, member and role changes, invitations. A project's admins
// read the events of their project and the sign-ins of its current members.
import { z } from 'zod';
import type { Db } from '../db/connection.js';

export const SECURITY_EVENT_KINDS = [
  'sign_in',
  'sign_in_failed',
  'member_added',
  'role_changed',
  'member_removed',
  'ownership_transferred',
  'invitation_sent',
  'invitation_revoked',
  'invitation_accepted',
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

export interface SecurityEvent {
  projectId?: number | null;
  actorId: number | null;
  kind: SecurityEventKind;
  /** The facts worth keeping after the people go: names, addresses, roles. */
  detail?: Record<string, string | number | null>;
  ip?: string | null;
}

/** Records one event; `db` may be a transaction, so the event commits with the change it records. */
export async function recordSecurityEvent(db: Db, event: SecurityEvent): Promise<void> {
  await db
    .insertInto('security_events')
    .values({
      project_id: event.projectId ?? null,
      actor_id: event.actorId,
      kind: event.kind,
      detail: JSON.stringify(event.detail ?? {}),
      ip: event.ip ?? null,
    })
    .execute();
}

export const securityEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SECURITY_EVENT_KINDS),
  at: z.string().describe('ISO 8601 date-time'),
  actor: z.string().nullable().describe("The acting user's username, or null when unknown or deleted"),
  detail: z.record(z.string(), z.unknown()).describe('{username, email, role, previous_role, member}'),
  ip: z.string().nullable(),
});
export type SecurityEventAnswer = z.infer<typeof securityEventSchema>;

const SIGN_IN_KINDS: SecurityEventKind[] = ['sign_in', 'sign_in_failed'];

/** The newest `limit` events of the project and of its members' sign-ins. */
export async function listProjectSecurityEvents(
  db: Db,
  projectId: number,
  limit = 200,
): Promise<SecurityEventAnswer[]> {
  const rows = await db
    .selectFrom('security_events as e')
    .leftJoin('users as u', 'u.id', 'e.actor_id')
    .select(['e.id', 'e.kind', 'e.created_at', 'u.username', 'e.detail', 'e.ip'])
    .where((eb) =>
      eb.or([
        eb('e.project_id', '=', projectId),
        eb.and([
          eb('e.project_id', 'is', null),
          eb('e.kind', 'in', SIGN_IN_KINDS),
          eb(
            'e.actor_id',
            'in',
            eb.selectFrom('project_members').select('user_id').where('project_id', '=', projectId),
          ),
        ]),
      ]),
    )
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as SecurityEventKind,
    at: r.created_at.toISOString(),
    actor: r.username,
    detail: r.detail,
    ip: r.ip,
  }));
}
