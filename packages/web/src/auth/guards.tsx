// Route guards. Signed-out users on a private screen go to /login, which sends them back afterwards
// (the path travels in the location state). Signed-in users skip the account screens.
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from './session';

export interface ReturnState {
  from?: string;
  notice?: 'passwordChanged';
}

export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const state: ReturnState = { from: location.pathname + location.search + location.hash };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}

export function GuestOnly() {
  const session = useSession();
  const location = useLocation();
  if (session) return <Navigate to={returnPath(location.state)} replace />;
  return <Outlet />;
}

/** Where to go after signing in: the remembered private path, else the project list. */
export function returnPath(state: unknown): string {
  const from = (state as ReturnState | null)?.from;
  // Only same-app paths: never an absolute URL or protocol-relative one.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/myprojects';
}
