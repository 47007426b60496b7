// Test harness: a fresh database per test file (a copy of the run's template), the real server (createServer → buildApp) on a random
// port, a temp DATA_DIR, and a small HTTP client. Nothing of ours is mocked.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { inject } from 'vitest';
import { loadConfig, type Config } from '../src/config.js';
import { createDb, type Db } from '../src/db/connection.js';
import type { StoredFileKind } from '../src/db/schema.js';
import type { RouteEntry } from '../src/http/route-list.js';
import { createServer } from '../src/server.js';
import { databaseOn } from './global-setup.js';

export interface TestApp {
  url: string;
  config: Config;
  /** A separate connection for assertions and for setting up states (e.g. an expired token). */
  db: Db;
  client(lang?: string): Client;
  /** Every route of the app (http/route-list.ts). */
  routes: RouteEntry[];
  close(): Promise<void>;
}

/**
 * A new database for one test file: a copy of the run's template (migrated and synced once, see
 * global-setup.ts), or with `empty` a database without any table, as a first start finds it.
 */
export async function createTestDatabase({ empty = false }: { empty?: boolean } = {}): Promise<string> {
  const adminUrl = inject('databaseUrl');
  const name = `ruta_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${empty ? '' : ` TEMPLATE ${inject('templateDatabase')}`}`);
  } finally {
    await admin.end();
  }
  return databaseOn(adminUrl, name);
}

export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ruta-test-data-'));
  // DATABASE_URL in `env`: a database of another server (e.g. a restored backup).
  const databaseUrl = env.DATABASE_URL ?? (await createTestDatabase());
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    WEB_DIST: path.join(dataDir, 'web-not-built'),
    PUBLIC_URL: 'http://ruta.test',
    ...env,
  });
  const { app } = await createServer(config, {
    logger: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('no address');
  const url = `http://127.0.0.1:${address.port}`;
  const db = createDb(databaseUrl, { max: 2 });
  return {
    url,
    config,
    db,
    client: (lang = 'en') => new Client(url, lang),
    routes: app.routeList,
    async close() {
      await app.close();
      await db.destroy();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Answer<T = unknown> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export class Client {
  userId?: string;
  token?: string;

  constructor(
    readonly base: string,
    readonly lang = 'en',
  ) {}

  /** The same session, asking for answers in another language. */
  withLang(lang: string): Client {
    const copy = new Client(this.base, lang);
    copy.userId = this.userId;
    copy.token = this.token;
    return copy;
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async request<T = any>(
    method: string,
    pathname: string,
    options: { json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { 'Accept-Language': this.lang, ...options.headers };
    if (this.userId) headers['User-Id'] = this.userId;
    if (this.token) headers['User-Token'] = this.token;
    let body = options.body;
    if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await fetch(this.base + pathname, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    if (response.headers.get('content-type')?.includes('json') && text) parsed = JSON.parse(text);
    return { status: response.status, body: parsed as T, text, headers: response.headers };
  }

  get = <T = any>(p: string) => this.request<T>('GET', p); // eslint-disable-line @typescript-eslint/no-explicit-any
  post = <T = any>(p: string, json?: unknown) => this.request<T>('POST', p, { json }); // eslint-disable-line @typescript-eslint/no-explicit-any
  put = <T = any>(p: string, json?: unknown) => this.request<T>('PUT', p, { json }); // eslint-disable-line @typescript-eslint/no-explicit-any
  delete = <T = any>(p: string) => this.request<T>('DELETE', p); // eslint-disable-line @typescript-eslint/no-explicit-any
}

export const PASSWORD = 'Secret123';

export function newUser(prefix = 'user') {
  const email = `${prefix}-${randomBytes(4).toString('hex')}@example.org`;
  return { username: email, email, password: PASSWORD, name: 'Ana', last_name: 'Pérez' };
}

/** Decodes a quoted-printable .eml well enough to read its text. */
export function decodeQuotedPrintable(raw: string): string {
  const soft = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i]!));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The newest mail written to the outbox for `to`, decoded. */
/** What signing in needs of a server: its clients and its DATA_DIR (a TestApp, or a process of processes.ts). */
export type MailingServer = Pick<TestApp, 'client'> & { config: Pick<Config, 'dataDir'> };

export async function readOutbox(app: MailingServer, to: string): Promise<string> {
  const dir = path.join(app.config.dataDir, 'outbox');
  const files = (await fs.readdir(dir)).filter((f) => f.endsWith(`-${to}.eml`)).sort();
  if (!files.length) throw new Error(`no mail for ${to}`);
  return decodeQuotedPrintable(await fs.readFile(path.join(dir, files.at(-1)!), 'utf8'));
}

export function tokenFrom(mail: string, param: 'verificationToken' | 'recoveryToken'): string {
  const match = new RegExp(`${param}=([\\w-]+)`).exec(mail);
  if (!match) throw new Error(`no ${param} in mail`);
  return match[1]!;
}

/** Registers, verifies from the outbox mail and signs in a new user; the client carries the session. */
export async function signedInClient(app: MailingServer, prefix = 'user', lang = 'en'): Promise<Client> {
  const client = app.client(lang);
  const user = newUser(prefix);
  const registered = await client.post('/api/user/register/', user);
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${registered.text}`);
  const token = tokenFrom(await readOutbox(app, user.email), 'verificationToken');
  const verified = await client.get(`/api/user/email-verification/?verificationToken=${token}`);
  if (verified.status !== 200) throw new Error(`verify: ${verified.status} ${verified.text}`);
  const login = await client.post<string>('/api/user/login/', {
    username: user.username,
    password: PASSWORD,
  });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${login.text}`);
  client.userId = user.username;
  client.token = login.body;
  return client;
}

/** A project's stored files (src/files/), oldest first; of one kind if given. */
export const storedFiles = (db: Db, projectId: number, kind?: StoredFileKind) =>
  db
    .selectFrom('stored_files')
    .select(['id', 'kind', 'name', 'size'])
    .where('project_id', '=', projectId)
    .$if(kind !== undefined, (q) => q.where('kind', '=', kind!))
    .orderBy('id')
    .execute();

/** A minimal valid (empty) zip archive. */
export const EMPTY_ZIP = Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);

export function zipForm(fields: Record<string, string>, file?: { content: Buffer; name?: string }): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', new Blob([new Uint8Array(file.content)]), file.name ?? 'feed.zip');
  return form;
}
