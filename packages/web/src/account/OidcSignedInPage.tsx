// Where the server sends the browser after a sign-in through the OpenID provider: the session is in
// the address fragment (never sent to a server, nor in a Referer); it is stored, and the person goes
// on to their projects in place of this address, so the fragment leaves the history too.
import { Navigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { setSession } from '../auth/session';

export function OidcSignedInPage() {
  const queryClient = useQueryClient();
  // Storing the same session twice (Strict Mode runs initializers twice) changes nothing.
  const [signedIn] = useState(() => {
    const params = new URLSearchParams(window.location.hash.slice(1));
    const token = params.get('token');
    const userId = params.get('user');
    if (!token || !userId) return false;
    queryClient.clear(); // nothing cached from a previous user may show
    setSession({ token, userId });
    return true;
  });
  return <Navigate to={signedIn ? '/myprojects' : '/login?oidc_error=failed'} replace />;
}
