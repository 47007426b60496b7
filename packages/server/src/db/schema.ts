// Kysely table types. One interface per table; keep in step with the migrations in ./migrations/.
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T | null, string | null | undefined, string | null>;

export type Language = 'en' | 'es';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  /** Null for an account made by signing in through the OpenID provider. */
  password_hash: string | null;
  name: string;
  last_name: string;
  language: Language;
  email_verified_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

/** Someone signed in with another address who opened an invitation, waiting for an admin. */
export interface InvitationConfirmationsTable {
  id: Generated<number>;
  invitation_id: number;
  user_id: number;
  /** The address the person signed in with (the invitation keeps the one it was sent to). */
  email: string;
  created_at: CreatedAt;
  /** When an admin rejected it; a rejection stands. */
  rejected_at: NullableTimestamp;
}

export type OneTimeTokenKind = 'verification' | 'recovery';

export interface OneTimeTokensTable {
  id: Generated<number>;
  user_id: number;
  kind: OneTimeTokenKind;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface RateLimitEventsTable {
  id: Generated<number>;
  key: string;
  created_at: CreatedAt;
}

export type CreationStatus = 'empty' | 'loading_gtfs' | 'error_loading_gtfs' | 'from_gtfs';

export interface ProjectsTable {
  id: Generated<number>;
  owner_id: number;
  name: string;
  creation_status: CreationStatus;
  loading_gtfs_error_message: string | null;
  /** The technical text behind the message (library or database, untranslated); see feed/messages.ts. */
  loading_gtfs_error_detail: string | null;
  last_modification: ColumnType<Date, Date | string | undefined, Date | string>;
  envelope: Json<unknown>;
  feedinfo: Json<unknown>;
  gtfs_validation: Json<unknown>;
  gtfs_building_and_validation_status: string | null;
  gtfs_building_duration: string | null;
  gtfs_file_updated_at: NullableTimestamp;
  /** The current build run (also its pg-boss job id); see src/build/. */
  gtfs_build_run: string | null;
  gtfs_build_started_at: NullableTimestamp;
  gtfs_building_error_message: string | null;
  gtfs_building_error_detail: string | null;
  /** A few KB drawing of the routes and stops (src/network/), or null until first computed. */
  network_sketch: Json<unknown>;
  /** When the job last began reading the tables for the stored sketch. */
  network_computed_at: NullableTimestamp;
  /** When a committed write last asked for a new sketch: the stored one is stale while older. */
  network_requested_at: NullableTimestamp;
  /** Reader warnings of the last import or CSV upload (src/import-report/), until dismissed. */
  import_warnings: Json<unknown>;
  /** `{ read, total, phase }` while an import runs. */
  import_progress: Json<unknown>;
  /** Whether an admin may confirm an invitation opened by another address (src/members/confirmations.ts). */
  invitations_other_address: Generated<boolean>;
}

export type StoredFileKind =
  | 'upload'
  | 'build_zip'
  | 'report_json'
  | 'report_html'
  // A release's frozen files (src/releases/).
  | 'release_zip'
  | 'release_report'
  | 'release_ids'
  | 'release_published_zip'
  | 'release_diff';

export interface StoredFilesTable {
  id: Generated<number>;
  project_id: number | null;
  kind: StoredFileKind;
  name: string;
  size: number;
  created_at: CreatedAt;
}

export interface StoredFileChunksTable {
  file_id: number;
  seq: number;
  data: Buffer;
}

/** A project member's role, from the least to the most rights (src/http/roles.ts). */
export type ProjectRole = 'viewer' | 'editor' | 'publisher' | 'admin' | 'owner';

export interface ProjectMembersTable {
  project_id: number;
  user_id: number;
  role: ProjectRole;
  created_at: CreatedAt;
}

export interface ProjectInvitationsTable {
  id: Generated<number>;
  project_id: number;
  email: string;
  role: Exclude<ProjectRole, 'owner'>;
  token_hash: string;
  invited_by: number | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
  accepted_at: NullableTimestamp;
  accepted_by: number | null;
  revoked_at: NullableTimestamp;
}

export interface SecurityEventsTable {
  id: Generated<number>;
  project_id: number | null;
  actor_id: number | null;
  kind: string;
  detail: ColumnType<Record<string, unknown>, string | undefined, string>;
  ip: string | null;
  created_at: CreatedAt;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  one_time_tokens: OneTimeTokensTable;
  rate_limit_events: RateLimitEventsTable;
  projects: ProjectsTable;
  stored_files: StoredFilesTable;
  stored_file_chunks: StoredFileChunksTable;
  project_members: ProjectMembersTable;
  project_invitations: ProjectInvitationsTable;
  invitation_confirmations: InvitationConfirmationsTable;
  security_events: SecurityEventsTable;
  oidc_logins: OidcLoginsTable;
}

export interface OidcLoginsTable {
  id: Generated<number>;
  /** SHA-256 of the random value in the browser's cookie. */
  browser_hash: string;
  state: string;
  nonce: string;
  code_verifier: string;
  created_at: Generated<Date>;
  expires_at: Date;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type Project = Selectable<ProjectsTable>;
