// What the routes need from the rest of the server, and the request fields our hooks add.
import type { Config } from '../config.js';
import type { Db } from '../db/connection.js';
import type { Language } from '../db/schema.js';
import type { Translate } from '../i18n/index.js';
import type { JobQueue } from '../jobs/queue.js';
import type { Mailer } from '../mail/mailer.js';

export interface AppDeps {
  db: Db;
  /** For the jobs and routes that need a raw pg client (COPY, long read-only snapshots). */
  databaseUrl: string;
  mailer: Mailer;
  jobs: JobQueue;
}

export interface AppContext extends AppDeps {
  config: Config;
}

export interface AuthUser {
  id: number;
  username: string;
  email: string;
  name: string;
  last_name: string;
  language: Language;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Language of the answer, from Accept-Language. */
    lang: Language;
    t: Translate;
    /** Set by `authenticate`. */
    user: AuthUser | null;
    sessionId: number | null;
  }
}
