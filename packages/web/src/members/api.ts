// Members, invitations and the security log of a project (docs/api.md "Members", "Invitations"),
// and their TanStack Query hooks, cached under ['members', projectId, …].
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConfirmationsAnswer,
  InvitationAcceptAnswer,
  InvitationAnswer,
  InvitationInfoAnswer,
  MemberAnswer,
  ProjectRole,
  SecurityEventAnswer,
} from '@ruta/server/api-types';
import { apiRequest } from '../api/client';
import { projectKeys } from '../api/projects';

export type { InvitationAnswer as Invitation, MemberAnswer as Member, ProjectRole, SecurityEventAnswer };
export type AssignableRole = Exclude<ProjectRole, 'owner'>;
export const ASSIGNABLE_ROLES: AssignableRole[] = ['viewer', 'editor', 'publisher', 'admin'];

export type InvitationInfo = InvitationInfoAnswer;

const keys = {
  members: (id: number) => ['members', id, 'list'] as const,
  invitations: (id: number) => ['members', id, 'invitations'] as const,
  log: (id: number) => ['members', id, 'log'] as const,
  confirmations: (id: number) => ['members', id, 'confirmations'] as const,
};

export const membersApi = {
  list: (id: number) => apiRequest<MemberAnswer[]>(`projects/${id}/members/`),
  setRole: (id: number, userId: number, role: AssignableRole) =>
    apiRequest<MemberAnswer[]>(`projects/${id}/members/${userId}/`, { method: 'PUT', body: { role } }),
  remove: (id: number, userId: number) =>
    apiRequest<null>(`projects/${id}/members/${userId}/`, { method: 'DELETE' }),
  transfer: (id: number, userId: number) =>
    apiRequest<MemberAnswer[]>(`projects/${id}/members/transfer/`, {
      method: 'POST',
      body: { user_id: userId },
    }),
  invitations: (id: number) => apiRequest<InvitationAnswer[]>(`projects/${id}/invitations/`),
  invite: (id: number, email: string, role: AssignableRole) =>
    apiRequest<InvitationAnswer[]>(`projects/${id}/invitations/`, { method: 'POST', body: { email, role } }),
  revoke: (id: number, invitationId: number) =>
    apiRequest<null>(`projects/${id}/invitations/${invitationId}/`, { method: 'DELETE' }),
  securityLog: (id: number) => apiRequest<SecurityEventAnswer[]>(`projects/${id}/security_log/`),
  invitation: (token: string) => apiRequest<InvitationInfo>(`invitations/${encodeURIComponent(token)}/`),
  accept: (token: string) =>
    apiRequest<InvitationAcceptAnswer>(`invitations/${encodeURIComponent(token)}/accept/`, {
      method: 'POST',
    }),
  confirmations: (id: number) => apiRequest<ConfirmationsAnswer>(`projects/${id}/invitations/confirmations/`),
  allowOtherAddress: (id: number, allow: boolean) =>
    apiRequest<ConfirmationsAnswer>(`projects/${id}/invitations/settings/`, {
      method: 'PUT',
      body: { other_address: allow },
    }),
  /** Approves or rejects a confirmation waiting for an admin. */
  confirm: (id: number, confirmationId: number, verdict: 'approve' | 'reject') =>
    apiRequest<ConfirmationsAnswer>(
      `projects/${id}/invitations/confirmations/${confirmationId}/${verdict}/`,
      {
        method: 'POST',
      },
    ),
};

export const useMembers = (id: number) =>
  useQuery({ queryKey: keys.members(id), queryFn: () => membersApi.list(id) });

export const useInvitations = (id: number, enabled: boolean) =>
  useQuery({ queryKey: keys.invitations(id), queryFn: () => membersApi.invitations(id), enabled });

export const useConfirmations = (id: number) =>
  useQuery({ queryKey: keys.confirmations(id), queryFn: () => membersApi.confirmations(id) });

/** A change of the setting or a confirmation: an approval adds a member and uses an invitation. */
export function useConfirmationsChange<A>(id: number, change: (args: A) => Promise<ConfirmationsAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (answer) => {
      queryClient.setQueryData(keys.confirmations(id), answer);
      for (const key of [keys.members(id), keys.invitations(id), keys.log(id)])
        void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

export const useSecurityLog = (id: number, enabled: boolean) =>
  useQuery({ queryKey: keys.log(id), queryFn: () => membersApi.securityLog(id), enabled });

/** A change of the members: the lists it answers go to the cache; the log and the project follow. */
export function useMembersChange<A>(id: number, change: (args: A) => Promise<MemberAnswer[] | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (members) => {
      if (members) queryClient.setQueryData(keys.members(id), members);
      else void queryClient.invalidateQueries({ queryKey: keys.members(id) });
      void queryClient.invalidateQueries({ queryKey: keys.log(id) });
      // A transfer changes the signed-in user's own role.
      void queryClient.invalidateQueries({ queryKey: projectKeys.one(id) });
    },
  });
}

export function useInvitationsChange<A>(id: number, change: (args: A) => Promise<InvitationAnswer[] | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (invitations) => {
      if (invitations) queryClient.setQueryData(keys.invitations(id), invitations);
      else void queryClient.invalidateQueries({ queryKey: keys.invitations(id) });
      void queryClient.invalidateQueries({ queryKey: keys.log(id) });
    },
  });
}
