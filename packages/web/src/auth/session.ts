// The signed-in session lives in local storage, so it survives reloads.
// Signed in means both values are present. Subscribers are told about every change so the
// header and the route guards re-render, including when a 401 answer ends the session.
import { useSyncExternalStore } from 'react';

const TOKEN_KEY = 'ruta.token';
const USER_ID_KEY = 'ruta.userId';

export interface Session {
  token: string;
  userId: string;
}

const listeners = new Set<() => void>();
let cached: Session | null | undefined;

function read(): Session | null {
  const token = localStorage.getItem(TOKEN_KEY);
  const userId = localStorage.getItem(USER_ID_KEY);
  return token && userId ? { token, userId } : null;
}

export function getSession(): Session | null {
  if (cached === undefined) cached = read();
  return cached;
}

function changed(): void {
  cached = read();
  for (const listener of listeners) listener();
}

export function setSession(session: Session): void {
  localStorage.setItem(TOKEN_KEY, session.token);
  localStorage.setItem(USER_ID_KEY, session.userId);
  changed();
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_ID_KEY);
  changed();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab signing in or out changes local storage; follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_KEY || event.key === USER_ID_KEY || event.key === null) changed();
  });
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}
