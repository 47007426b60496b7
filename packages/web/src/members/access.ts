// What the signed-in user may do in the project on screen, from the role its answer carries. The
// server refuses anything beyond the role anyway; the web hides what would only be refused.
import { useParams } from 'react-router';
import type { ProjectRole } from '@ruta/server/api-types';
import { useProject } from '../api/projects';

const ORDER: ProjectRole[] = ['viewer', 'editor', 'publisher', 'admin', 'owner'];

export const hasRole = (role: ProjectRole | undefined, needed: ProjectRole) =>
  role !== undefined && ORDER.indexOf(role) >= ORDER.indexOf(needed);

export interface ProjectAccess {
  role: ProjectRole | undefined;
  /** Change data (every edit control); false until the role is known. */
  canEdit: boolean;
  canPublish: boolean;
  canManage: boolean;
  isOwner: boolean;
}

export function accessOf(role: ProjectRole | undefined): ProjectAccess {
  return {
    role,
    canEdit: hasRole(role, 'editor'),
    canPublish: hasRole(role, 'publisher'),
    canManage: hasRole(role, 'admin'),
    isOwner: role === 'owner',
  };
}

/** The access of the project in the address (`:projectId`), or of `projectId` when given. */
export function useProjectAccess(projectId?: number): ProjectAccess {
  const params = useParams();
  const id = projectId ?? Number(params.projectId);
  const project = useProject(id, { enabled: Number.isInteger(id) && id > 0 });
  return accessOf(project.data?.role);
}
