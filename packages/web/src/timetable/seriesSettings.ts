// The series settings of the timetable (headway and "Repeat until") kept for a route while the planner
// moves between its directions in the tab: a route usually runs both ways at the same interval and
// hours, so the other direction starts with what was typed for the first.
import { useState } from 'react';

export interface SeriesSettings {
  headway: number;
  until: string;
}

const DEFAULTS: SeriesSettings = { headway: 15, until: '' };

const storageKey = (projectId: number, routeId: string) => `ruta:timetable-series:${projectId}:${routeId}`;

/** What was kept for the route, else the defaults; anything unreadable counts as nothing kept. */
export function keptSeries(projectId: number, routeId: string): SeriesSettings {
  try {
    const kept = JSON.parse(sessionStorage.getItem(storageKey(projectId, routeId)) ?? 'null') as unknown;
    if (!kept || typeof kept !== 'object') return DEFAULTS;
    const { headway, until } = kept as Partial<SeriesSettings>;
    return {
      headway: typeof headway === 'number' && headway >= 1 && headway <= 1440 ? headway : DEFAULTS.headway,
      until: typeof until === 'string' ? until : DEFAULTS.until,
    };
  } catch {
    return DEFAULTS;
  }
}

/** The route's series settings, each change kept for the tab's session. */
export function useSeriesSettings(projectId: number, routeId: string) {
  const [settings, setSettings] = useState(() => keptSeries(projectId, routeId));
  const change = (next: Partial<SeriesSettings>) =>
    setSettings((current) => {
      const merged = { ...current, ...next };
      try {
        sessionStorage.setItem(storageKey(projectId, routeId), JSON.stringify(merged));
      } catch {
        // Storage refused (private mode, full): the settings still hold for this direction.
      }
      return merged;
    });
  return {
    headway: settings.headway,
    setHeadway: (headway: number) => change({ headway }),
    until: settings.until,
    setUntil: (until: string) => change({ until }),
  };
}
