// The project of the address (`/project/:projectId/...`), read in one place: an id that is not all
// digits is no project, and the page shows 404 instead of asking the server.
import { useParams } from 'react-router';

/** The id as a number, or null when the text is not one. */
export function parseProjectId(param: string | undefined): number | null {
  return /^\d+$/.test(param ?? '') ? Number(param) : null;
}

/** `projectId` (NaN when not `valid`; hooks given it should be disabled then) and whether it is one. */
export function useProjectId(): { projectId: number; valid: boolean } {
  const projectId = parseProjectId(useParams().projectId);
  return { projectId: projectId ?? NaN, valid: projectId !== null };
}
