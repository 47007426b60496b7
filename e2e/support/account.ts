// A verified, signed-in account for browser tests and scripts (bench, screenshots), made through
// the API so each test starts on its own screen in a second: register, follow the verification
// link from the outbox mail (SMTP_URL unset), sign in, and store the session in the page.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';

export interface Account {
  baseUrl: string;
  email: string;
  password: string;
  token: string;
}

export const TEST_PASSWORD = 'Secret123';

/** A few characters for the names of what a test makes, so that the retry of a failed attempt does
 * not meet its leftovers (a project name or a key taken by the first attempt). */
export const retryTag = () => Math.random().toString(36).slice(2, 6);

export async function api<T>(
  account: Pick<Account, 'baseUrl'> & Partial<Account>,
  path: string,
  init: RequestInit = {},
) {
  const headers = new Headers(init.headers);
  if (init.body && !(init.body instanceof FormData)) headers.set('Content-Type', 'application/json');
  if (account.token && account.email) {
    headers.set('User-Id', account.email);
    headers.set('User-Token', account.token);
  }
  const res = await fetch(`${account.baseUrl}/api/${path}`, { ...init, headers });
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

function verificationToken(dataDir: string, email: string): string | null {
  const outbox = join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
  } catch {
    return null; // no mail written yet
  }
  files.sort((a, b) => statSync(join(outbox, b)).mtimeMs - statSync(join(outbox, a)).mtimeMs);
  for (const file of files) {
    const mail = readFileSync(join(outbox, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (!mail.toLowerCase().includes(email.toLowerCase())) continue;
    const match = /verificationToken=([A-Za-z0-9_\-.%]+)/.exec(mail);
    if (match) return decodeURIComponent(match[1]!);
  }
  return null;
}

/** Registers, verifies and signs in a new user on the server at `baseUrl` with data in `dataDir`;
 * `language` is the account's (the server writes job messages, such as a failed import's, in it). */
export async function createAccount(
  baseUrl: string,
  dataDir: string,
  prefix = 'user',
  language: 'en' | 'es' = 'en',
): Promise<Account> {
  const email = `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`;
  await api({ baseUrl }, 'user/register/', {
    method: 'POST',
    headers: { 'Accept-Language': language },
    body: JSON.stringify({
      username: email,
      email,
      password: TEST_PASSWORD,
      name: 'Test',
      last_name: 'User',
    }),
  });
  const deadline = Date.now() + 10_000;
  let token = verificationToken(dataDir, email);
  while (!token && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    token = verificationToken(dataDir, email);
  }
  if (!token) throw new Error(`no verification mail for ${email} in ${dataDir}/outbox`);
  await api({ baseUrl }, `user/email-verification/?verificationToken=${encodeURIComponent(token)}`);
  const session = await api<string>({ baseUrl }, 'user/login/', {
    method: 'POST',
    body: JSON.stringify({ username: email, password: TEST_PASSWORD }),
  });
  return { baseUrl, email, password: TEST_PASSWORD, token: session };
}

/** Pages of this context start signed in as `account`, in `language`. */
export async function signInContext(context: BrowserContext, account: Account, language: 'en' | 'es' = 'en') {
  await context.addInitScript(
    ([userId, token, lang]) => {
      localStorage.setItem('ruta.userId', userId);
      localStorage.setItem('ruta.token', token);
      localStorage.setItem('ruta.language', lang);
    },
    [account.email, account.token, language] as const,
  );
}

export interface ProjectInfo {
  project_id: number;
  creation_status: string;
  loading_gtfs_error_message: string | null;
}

/** An empty project. */
export async function createProject(account: Account, name: string): Promise<ProjectInfo> {
  return api<ProjectInfo>(account, 'projects/', { method: 'POST', body: JSON.stringify({ name }) });
}

/** A project imported from a GTFS zip, once its import has finished. */
export async function importProject(account: Account, name: string, zip: Buffer, timeoutMs = 120_000) {
  const form = new FormData();
  form.append('name', name);
  form.append('file', new Blob([new Uint8Array(zip)], { type: 'application/zip' }), `${name}.zip`);
  let project = await api<ProjectInfo>(account, 'projects/create_project_from_gtfs/', {
    method: 'POST',
    body: form,
  });
  const deadline = Date.now() + timeoutMs;
  while (project.creation_status === 'loading_gtfs' && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 300));
    project = await api<ProjectInfo>(account, `projects/${project.project_id}/`);
  }
  if (project.creation_status !== 'from_gtfs')
    throw new Error(
      `import of ${name} ended as ${project.creation_status}: ${project.loading_gtfs_error_message}`,
    );
  return project;
}

/** Creates a row of a table through the API (test data). */
export async function createRow<T = Record<string, unknown>>(
  account: Account,
  projectId: number,
  resource: string,
  values: Record<string, unknown>,
): Promise<T> {
  return api<T>(account, `projects/${projectId}/${resource}/`, {
    method: 'POST',
    body: JSON.stringify(values),
  });
}

/** A project with one agency (Town bus, America/Santiago) and its bus route L1, no service yet. */
export async function townBusProject(account: Account, name: string): Promise<number> {
  const projectId = (await createProject(account, name)).project_id;
  await createRow(account, projectId, 'agencies', {
    agency_id: 'TB',
    agency_name: 'Town bus',
    agency_url: 'https://bus.example.org',
    agency_timezone: 'America/Santiago',
  });
  await createRow(account, projectId, 'routes', {
    route_id: 'L1',
    agency_id: 'TB',
    route_short_name: 'L1',
    route_type: 3,
  });
  return projectId;
}
