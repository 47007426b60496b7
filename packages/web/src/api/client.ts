// The one HTTP client of the web app. Every call goes under /api with the current language
// (Accept-Language, Content-Language) and, when signed in, User-Id and User-Token.
// Calls time out after 5 s unless they send a file or read a whole table.
import { clearSession, getSession } from '../auth/session';
import { currentLanguage } from '../i18n';

export const API_BASE = '/api';
export const DEFAULT_TIMEOUT_MS = 5000;

export type ApiErrorKind = 'http' | 'network' | 'timeout';

/** A failed call: `status` and the parsed `body` for HTTP errors; status 0 when no answer came. */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number,
    readonly body: unknown,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** True when the server answered (as opposed to a network failure or time-out). */
  get answered(): boolean {
    return this.kind === 'http';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A list repeats its key (`?service=A&service=B`). */
  query?: Record<string, string | number | boolean | readonly string[] | undefined>;
  /** A JSON body, FormData for file uploads, or a Blob sent as is (application/octet-stream). */
  body?: unknown;
  /** Milliseconds, or null for no time-out. Defaults to 5 s, and to none for FormData and Blob bodies. */
  timeoutMs?: number | null;
  signal?: AbortSignal;
}

export function apiUrl(path: string, query?: RequestOptions['query']): string {
  const url = `${API_BASE}/${path.replace(/^\/+/, '')}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (Array.isArray(value)) for (const v of value as readonly string[]) params.append(key, v);
    else if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await apiFetch(path, options);
  return (await parseBody(response)) as T;
}

/**
 * The same call, answering the raw Response when it is a success (file downloads read its headers
 * and blob); failures throw ApiError like apiRequest.
 */
export async function apiFetch(path: string, options: RequestOptions = {}): Promise<Response> {
  const { method = 'GET', query, body, signal } = options;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const isBlob = typeof Blob !== 'undefined' && body instanceof Blob;
  const timeoutMs =
    options.timeoutMs !== undefined ? options.timeoutMs : isForm || isBlob ? null : DEFAULT_TIMEOUT_MS;

  const language = currentLanguage();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': language,
    'Content-Language': language,
  };
  const session = getSession();
  if (session) {
    headers['User-Id'] = session.userId;
    headers['User-Token'] = session.token;
  }
  let payload: BodyInit | undefined;
  if (isForm)
    payload = body; // the browser sets the multipart boundary
  else if (isBlob) {
    headers['Content-Type'] = 'application/octet-stream';
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer =
    timeoutMs == null
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs);
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort);

  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
      method,
      headers,
      body: payload,
      signal: controller.signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause; // the caller cancelled (e.g. TanStack Query); not an error to show
    if (timedOut) throw new ApiError('timeout', 0, null, `${method} ${path} timed out after ${timeoutMs} ms`);
    throw new ApiError('network', 0, null, `${method} ${path} failed: ${String(cause)}`);
  } finally {
    if (timer) clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }

  if (!response.ok) {
    const parsed = await parseBody(response);
    console.error(`${method} ${path} answered ${response.status}`, parsed);
    // A rejected token ends the session; the route guard then sends the user to login and back.
    if (response.status === 401 && session) clearSession();
    throw new ApiError('http', response.status, parsed, `${method} ${path} answered ${response.status}`);
  }
  return response;
}
