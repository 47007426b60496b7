// Where a project's maps open when nothing more precise is asked: on its data (the envelope of every
// stop and shape); a project with none yet on the city of its agency's time zone (zoneCities.ts,
// known offline); the world when the zone is unknown or there is no agency.
import { useMemo } from 'react';
import { useFirstAgency } from '../api/agency';
import type { Project } from '../api/projects';
import { geometryPoints } from './geo';
import type { InitialView } from './RutaMap';
import { fitView } from './views';
import { zoneView } from './zoneCities';

/**
 * The first view of a project's map (read once, when the map mounts); null while the project (or,
 * for a project without data, its agency) still loads.
 */
export function useHomeView(projectId: number, project: Pick<Project, 'envelope'> | undefined) {
  const fitted = useMemo(
    () => (project ? fitView(geometryPoints(project.envelope?.geometry)) : null),
    [project],
  );
  const agency = useFirstAgency(projectId, !!project && !fitted);
  const timezone = agency.data?.agency_timezone;
  return useMemo((): InitialView | null => {
    if (!project) return null;
    if (fitted) return fitted;
    if (agency.isPending) return null;
    return zoneView(timezone);
  }, [project, fitted, agency.isPending, timezone]);
}
