// Account calls (docs/api.md "Accounts") and their TanStack Query hooks.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DetailAnswer, RegisterBody } from '@ruta/server/api-types';
import { apiRequest } from './client';
import { clearSession, setSession } from '../auth/session';

export type Detail = DetailAnswer;
/** What the sign-up form sends (its username is the e-mail address). */
export type Registration = Omit<RegisterBody, 'username'>;

export const authApi = {
  login: (username: string, password: string) =>
    apiRequest<string>('user/login/', { method: 'POST', body: { username, password } }),
  logout: () => apiRequest<null>('user/logout/', { method: 'POST' }),
  register: (registration: Registration) =>
    apiRequest<Detail>('user/register/', {
      method: 'POST',
      body: { username: registration.email, ...registration },
    }),
  verifyEmail: (verificationToken: string) =>
    apiRequest<Detail>('user/email-verification/', { query: { verificationToken } }),
  resendVerification: (username: string) =>
    apiRequest<Detail>('user/resend-verification/', { method: 'POST', body: { username } }),
  requestPasswordRecovery: (username: string) =>
    apiRequest<Detail>('user/recover-password-request/', { method: 'POST', body: { username } }),
  recoverPassword: (recoveryToken: string, password: string) =>
    apiRequest<Detail>('user/recover-password/', {
      method: 'POST',
      query: { recoveryToken },
      body: { password },
    }),
};

/** Signs in and stores the session (the token is the answer body; the user id is the username). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ username, password }: { username: string; password: string }) => {
      const token = await authApi.login(username.trim(), password);
      return { token, userId: username.trim() };
    },
    onSuccess: (session) => {
      queryClient.clear(); // nothing cached from a previous user may show
      setSession(session);
    },
  });
}

/** Revokes the token on the server, and forgets the session locally whatever the answer. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => authApi.logout().catch((error: unknown) => console.error('logout failed', error)),
    onSettled: () => {
      clearSession();
      queryClient.clear();
    },
  });
}

export function useRegister() {
  return useMutation({ mutationFn: authApi.register });
}

export function useRequestPasswordRecovery() {
  return useMutation({ mutationFn: (username: string) => authApi.requestPasswordRecovery(username.trim()) });
}

/** Asks for a new verification mail for an address whose sign-in was refused as unverified. */
export function useResendVerification() {
  return useMutation({ mutationFn: (username: string) => authApi.resendVerification(username.trim()) });
}

export function useRecoverPassword() {
  return useMutation({
    mutationFn: ({ token, password }: { token: string; password: string }) =>
      authApi.recoverPassword(token, password),
  });
}

/** Verification tokens are single-use, so the call is a query that is made once and never refetched. */
export function useEmailVerification(token: string | null) {
  return useQuery({
    queryKey: ['email-verification', token],
    queryFn: () => authApi.verifyEmail(token ?? ''),
    enabled: !!token,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
