// The start checklist of a project being built from nothing: the order that always gives a valid
// feed (agency, feed info, a service calendar, stops, a route, trips with their times, then a build
// with no errors), each step done or saying what is still missing.
import type { Project } from '../api/projects';
import type { TableSummary } from '../api/tables';

export type StartStepId = 'agency' | 'feedInfo' | 'service' | 'stops' | 'route' | 'trips' | 'build';

/** Why a step is not done yet, as a catalogue key under `startChecklist.missing`. */
export type MissingKey =
  | 'agency'
  | 'feedInfo'
  | 'service'
  | 'stops'
  | 'route'
  | 'trips'
  | 'stopTimes'
  | 'neverBuilt'
  | 'changedSinceBuild'
  | 'errors';

export interface StartStep {
  id: StartStepId;
  done: boolean;
  missing?: MissingKey;
  /** Where the step is done: a screen under /project/{id}/, or this overview's feed info or build card. */
  target: { screen: string } | { panel: 'feedInfo' | 'build' };
}

type BuildFacts = Pick<Project, 'gtfs_validation' | 'gtfs_file_updated_at' | 'last_modification'>;

export function startSteps(summary: TableSummary, project: BuildFacts): StartStep[] {
  const count = (table: string) => summary[table]?.entries ?? 0;
  const step = (
    id: StartStepId,
    missing: MissingKey | undefined,
    target: StartStep['target'],
  ): StartStep => ({ id, done: missing === undefined, ...(missing && { missing }), target });
  const withNew = (screen: string, table: string) => ({ screen: count(table) ? screen : `${screen}?new=1` });
  const hasService = count('calendar') + count('calendar_dates') > 0;
  return [
    step('agency', count('agency') ? undefined : 'agency', withNew('agencies', 'agency')),
    step('feedInfo', count('feed_info') ? undefined : 'feedInfo', { panel: 'feedInfo' }),
    step('service', hasService ? undefined : 'service', withNew('calendars', 'calendar')),
    step('stops', count('stops') >= 2 ? undefined : 'stops', { screen: 'stops' }),
    step('route', count('routes') ? undefined : 'route', withNew('routes', 'routes')),
    step(
      'trips',
      !count('trips') ? 'trips' : !count('stop_times') ? 'stopTimes' : undefined,
      // The first trip from its route (id proposed, direction set, then straight to its stops).
      count('trips')
        ? { screen: 'stoptimes' }
        : count('routes')
          ? { screen: 'timetable?new=1' }
          : withNew('trips', 'trips'),
    ),
    step('build', buildMissing(project), { panel: 'build' }),
  ];
}

function buildMissing(project: BuildFacts): MissingKey | undefined {
  const validation = project.gtfs_validation;
  if (!validation || !project.gtfs_file_updated_at) return 'neverBuilt';
  if (validation.error_number > 0) return 'errors';
  // A build older than the last edit validated another feed.
  if (Date.parse(project.gtfs_file_updated_at) < Date.parse(project.last_modification)) {
    return 'changedSinceBuild';
  }
  return undefined;
}

/**
 * Shown while the feed is being put together: some data step is not done, or it was never built. An
 * imported, complete feed with validation errors has its findings instead.
 */
export function showChecklist(steps: StartStep[]): boolean {
  return steps.some((s) => !s.done && (s.id !== 'build' || s.missing === 'neverBuilt'));
}

/**
 * The step to go on with from a project screen (`screen`: the path's first part after the project,
 * '' for the overview) while the feed is being put together: the first step not done, unless it is
 * done on this very screen (the overview has the whole checklist). Null when there is none to offer.
 */
export function nextStep(steps: StartStep[], screen: string): StartStep | null {
  if (!showChecklist(steps)) return null;
  const next = steps.find((s) => !s.done);
  if (!next) return null;
  const where = 'screen' in next.target ? next.target.screen.split('?')[0] : '';
  return where === screen ? null : next;
}

/** Where a step leads: its screen, or the overview asked to open its feed info form or build card. */
export const stepPath = (projectId: number, step: StartStep) =>
  'screen' in step.target
    ? `/project/${projectId}/${step.target.screen}`
    : `/project/${projectId}?step=${step.target.panel}`;
