import { describe, expect, it } from 'vitest';
import type { TableSummary } from '../api/tables';
import { nextStep, showChecklist, startSteps, stepPath } from './startChecklist';

const summary = (counts: Record<string, number>): TableSummary =>
  Object.fromEntries(
    Object.entries(counts).map(([k, entries]) => [k, { entries, error_number: 0, warning_number: 0 }]),
  );
const neverBuilt = {
  gtfs_validation: null,
  gtfs_file_updated_at: null,
  last_modification: '2026-05-01T10:00:00Z',
};
const validation = (errors: number) => ({
  error_number: errors,
  warning_number: 0,
  info_number: 0,
  duration: '00:00:01',
  tables: {},
});

describe('start checklist', () => {
  it('lists every step as missing on an empty project, each leading to where it is done', () => {
    const steps = startSteps(summary({}), neverBuilt);
    expect(steps.map((s) => [s.id, s.done, s.missing, s.target])).toEqual([
      ['agency', false, 'agency', { screen: 'agencies?new=1' }],
      ['feedInfo', false, 'feedInfo', { panel: 'feedInfo' }],
      ['service', false, 'service', { screen: 'calendars?new=1' }],
      ['stops', false, 'stops', { screen: 'stops' }],
      ['route', false, 'route', { screen: 'routes?new=1' }],
      ['trips', false, 'trips', { screen: 'trips?new=1' }],
      ['build', false, 'neverBuilt', { panel: 'build' }],
    ]);
    expect(showChecklist(steps)).toBe(true);
  });

  it('ticks steps as tables fill: calendar_dates alone is a service, two stops make a trip possible', () => {
    const steps = startSteps(
      summary({ agency: 1, feed_info: 1, calendar_dates: 3, stops: 1, routes: 1, trips: 2 }),
      neverBuilt,
    );
    const byId = Object.fromEntries(steps.map((s) => [s.id, s]));
    expect(byId.agency!.done && byId.feedInfo!.done && byId.service!.done && byId.route!.done).toBe(true);
    expect(byId.stops!.missing).toBe('stops');
    expect(byId.trips!.missing).toBe('stopTimes');
    expect(byId.trips!.target).toEqual({ screen: 'stoptimes' });
    expect(byId.agency!.target).toEqual({ screen: 'agencies' });
  });

  it('starts the first trip from its route once there is one', () => {
    const trips = (tables: Record<string, number>) =>
      startSteps(summary(tables), neverBuilt).find((s) => s.id === 'trips')!.target;
    expect(trips({ routes: 1 })).toEqual({ screen: 'timetable?new=1' });
    expect(trips({})).toEqual({ screen: 'trips?new=1' });
  });

  it('asks for a build with no errors made after the last change', () => {
    const full = summary({
      agency: 1,
      feed_info: 1,
      calendar: 1,
      stops: 6,
      routes: 1,
      trips: 2,
      stop_times: 12,
    });
    const built = (errors: number, at: string) => ({
      gtfs_validation: validation(errors),
      gtfs_file_updated_at: at,
      last_modification: '2026-05-01T10:00:00Z',
    });
    const last = (project: Parameters<typeof startSteps>[1]) => startSteps(full, project).at(-1)!;
    expect(last(neverBuilt).missing).toBe('neverBuilt');
    expect(last(built(2, '2026-05-01T11:00:00Z')).missing).toBe('errors');
    expect(last(built(0, '2026-05-01T09:00:00Z')).missing).toBe('changedSinceBuild');
    expect(last(built(0, '2026-05-01T11:00:00Z')).done).toBe(true);
    expect(showChecklist(startSteps(full, built(0, '2026-05-01T11:00:00Z')))).toBe(false);
    // A complete feed whose build has errors shows its findings, not the checklist.
    expect(showChecklist(startSteps(full, built(2, '2026-05-01T11:00:00Z')))).toBe(false);
    expect(showChecklist(startSteps(full, neverBuilt))).toBe(true);
  });

  it('offers the next step from a screen: the first not done, unless it is done on that screen', () => {
    const afterAgency = startSteps(summary({ agency: 1 }), neverBuilt);
    const next = nextStep(afterAgency, 'agencies');
    expect([next?.id, next && stepPath(7, next)]).toEqual(['feedInfo', '/project/7?step=feedInfo']);
    // The overview has the checklist itself; a screen whose own step is still open offers nothing.
    expect(nextStep(afterAgency, '')).toBeNull();
    const placing = startSteps(summary({ agency: 1, feed_info: 1, calendar: 2, stops: 1 }), neverBuilt);
    expect(nextStep(placing, 'stops')).toBeNull();
    const placed = startSteps(summary({ agency: 1, feed_info: 1, calendar: 2, stops: 6 }), neverBuilt);
    const route = nextStep(placed, 'stops')!;
    expect(stepPath(7, route)).toBe('/project/7/routes?new=1');
    // Trips with times: the build is next, on the overview's card.
    const timed = startSteps(
      summary({ agency: 1, feed_info: 1, calendar: 2, stops: 6, routes: 1, trips: 2, stop_times: 12 }),
      neverBuilt,
    );
    expect(stepPath(7, nextStep(timed, 'stoptimes')!)).toBe('/project/7?step=build');
  });

  it('offers nothing once the feed is built without errors', () => {
    const built = startSteps(
      summary({ agency: 1, feed_info: 1, calendar: 2, stops: 6, routes: 1, trips: 2, stop_times: 12 }),
      {
        gtfs_validation: validation(0),
        gtfs_file_updated_at: '2026-05-01T11:00:00Z',
        last_modification: '2026-05-01T10:00:00Z',
      },
    );
    expect(nextStep(built, 'stoptimes')).toBeNull();
  });
});
