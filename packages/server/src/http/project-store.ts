// Project rows: loading by id AND owner (the one way routes reach a project), and the JSON shape.
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../db/connection.js';
import type { AuthUser } from './context.js';
import type { SessionRow } from './auth.js';
import type { Project, ProjectRole } from '../db/schema.js';
import { roleSchema } from './roles.js';

/** A project and the role `userId` holds in it. */
export interface MemberProject {
  project: Project;
  role: ProjectRole;
}

/** A project id from a path parameter, or null when malformed. */
function projectIdOf(id: number | string): number | null {
  const n = typeof id === 'number' ? id : /^[1-9][0-9]{0,14}$/.test(id) ? Number(id) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** The project `id` with the role `userId` holds in it, or undefined (also for a non-member or a bad id). */
export async function findMemberProject(
  db: Db,
  id: number | string,
  userId: number,
): Promise<MemberProject | undefined> {
  const n = projectIdOf(id);
  if (n === null) return undefined;
  const row = await db
    .selectFrom('projects')
    .innerJoin('project_members as m', 'm.project_id', 'projects.id')
    .selectAll('projects')
    .select('m.role')
    .where('projects.id', '=', n)
    .where('m.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { role, ...project } = row;
  return { project, role };
}

/**
 * The valid session of a token hash with its user and, in the same statement, the project `id` with
 * the role that user holds in it (what `findMemberProject` answers): every project request needs
 * both, and one round trip instead of two is measurable under load (bench/load).
 */
export async function findSessionMemberProject(
  db: Db,
  tokenHash: string,
  id: string,
): Promise<{ session?: SessionRow; found: MemberProject | undefined }> {
  // The user's columns are aliased apart from the project's own (`p.*`, as findMemberProject selects).
  const { rows } = await sql<Project & Record<`__${string}`, unknown>>`
    SELECT s.id AS __session_id, u.id AS __id, u.username AS __username, u.email AS __email,
           u.name AS __name, u.last_name AS __last_name, u.language AS __language, m.role AS __role, p.*
      FROM sessions s JOIN users u ON u.id = s.user_id
      LEFT JOIN project_members m ON m.user_id = u.id AND m.project_id = ${projectIdOf(id)}
      LEFT JOIN projects p ON p.id = m.project_id
     WHERE s.token_hash = ${tokenHash} AND s.revoked_at IS NULL AND s.expires_at > now()`.execute(db);
  const row = rows[0];
  if (!row) return { found: undefined };
  const { __session_id, __id, __username, __email, __name, __last_name, __language, __role, ...project } =
    row;
  const user = {
    id: __id,
    username: __username,
    email: __email,
    name: __name,
    last_name: __last_name,
    language: __language,
  } as AuthUser;
  const session = { session_id: __session_id as number, user };
  return {
    session,
    found: __role ? { project: project as Project, role: __role as ProjectRole } : undefined,
  };
}

/** The project row by id alone (for a route that already passed the project scope). */
export function findProject(db: Db, id: number): Promise<Project | undefined> {
  return db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The project as answered to a member of `role`, which the web reads to show or hide edit controls.
 *  Its JSON columns are typed by projectSchema, which the serializer checks them against. */
export function projectJson(p: Project, role: ProjectRole): Answer {
  return {
    project_id: p.id,
    name: p.name,
    role,
    creation_status: p.creation_status,
    loading_gtfs_error_message: p.loading_gtfs_error_message,
    loading_gtfs_error_detail: p.loading_gtfs_error_detail,
    last_modification: p.last_modification.toISOString(),
    envelope: p.envelope as Answer['envelope'],
    feedinfo: p.feedinfo,
    gtfs_validation: p.gtfs_validation as Answer['gtfs_validation'],
    gtfs_building_and_validation_status: p.gtfs_building_and_validation_status,
    gtfs_building_duration: p.gtfs_building_duration,
    gtfs_building_error_message: p.gtfs_building_error_message,
    gtfs_building_error_detail: p.gtfs_building_error_detail,
    gtfs_file_updated_at: p.gtfs_file_updated_at ? p.gtfs_file_updated_at.toISOString() : null,
    network_computed_at: p.network_computed_at ? p.network_computed_at.toISOString() : null,
    import_warnings: p.import_warnings as Answer['import_warnings'],
    import_progress: p.import_progress as Answer['import_progress'],
  };
}

export type ProjectJson = ReturnType<typeof projectJson>;

// The JSON columns as their writers store them (feed/envelope.ts, build/validate.ts, the import's reader
// warnings, import-report/progress.ts). Objects stay open: a column may carry more than the web reads.
const envelopeSchema = z.looseObject({
  type: z.literal('Feature'),
  geometry: z.looseObject({ type: z.string(), coordinates: z.unknown() }).nullable(),
  properties: z.record(z.string(), z.unknown()).nullable().optional(),
});
// A validation stored before infos and durations were counted (an older data directory) has neither.
const validationCountsSchema = z.looseObject({
  error_number: z.number().int(),
  warning_number: z.number().int(),
  info_number: z.number().int().optional(),
  duration: z.string().nullable().optional(),
});
/** What the GTFS reader repaired in a file (replaced bytes, short rows…), with the lines concerned. */
export const importWarningSchema = z.object({
  kind: z.string(),
  file: z.string().nullable(),
  count: z.number().int(),
  lines: z.array(z.number().int()),
});
const importProgressSchema = z.object({
  phase: z.enum(['reading', 'indexing']),
  read: z.number(),
  total: z.number(),
});

/** The project as the API answers it (docs/api.md), for the OpenAPI description and the serializer. */
export const projectSchema = z.object({
  project_id: z.number().int(),
  name: z.string(),
  role: roleSchema.describe("The signed-in user's role in the project"),
  creation_status: z.enum(['empty', 'loading_gtfs', 'error_loading_gtfs', 'from_gtfs']),
  loading_gtfs_error_message: z.string().nullable().describe('Why the import failed, in the owner language'),
  loading_gtfs_error_detail: z
    .string()
    .nullable()
    .describe('The technical text behind loading_gtfs_error_message (untranslated), or null'),
  last_modification: z.string().describe('ISO 8601 date-time'),
  envelope: envelopeSchema.nullable().describe('GeoJSON Feature with Polygon geometry, or null'),
  feedinfo: z.unknown(),
  gtfs_validation: validationCountsSchema
    .nullable()
    .describe(
      '{error_number, warning_number, info_number, duration, tables} or null (HTML report: GET validation_report/)',
    ),
  gtfs_building_and_validation_status: z.string().nullable(),
  gtfs_building_duration: z.string().nullable().describe('HH:MM:SS.mmm of the last finished build'),
  gtfs_building_error_message: z.string().nullable().describe('Why the last build ended in error'),
  gtfs_building_error_detail: z
    .string()
    .nullable()
    .describe('The technical text behind gtfs_building_error_message (untranslated), or null'),
  gtfs_file_updated_at: z.string().nullable(),
  network_computed_at: z
    .string()
    .nullable()
    .describe('When the network sketch (GET network/) was last computed, or null'),
  import_warnings: z
    .array(importWarningSchema)
    .nullable()
    .describe(
      '[{kind, file, count, lines}] of the last import until dismissed (DELETE import_warnings/), or null',
    ),
  import_progress: importProgressSchema
    .nullable()
    .describe('{phase: reading|indexing, read, total} (bytes of the zip) while importing'),
});

type Answer = z.infer<typeof projectSchema>;

/** Is this a unique-name violation of projects (owner, name)? */
export const isNameConflict = (err: unknown) =>
  (err as { code?: string; constraint?: string }).code === '23505' &&
  (err as { constraint?: string }).constraint === 'projects_owner_name';
