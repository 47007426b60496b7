// The ruler as a map mode, shared by every map editor: clicks add points, clicking a point removes
// it, Escape (or the toggle) leaves. The points live in useRuler(), the actions are ruler.ts's, and
// the distance shows beside the toggle (RulerTool in the screen's toolbar).
import { useMemo, useState } from 'react';
import type { MapMode } from './mode';
import { clickRuler, rulerPointAt, type RulerPoints } from './ruler';
import { RulerLayers } from './RulerLayers';

export const RULER_MODE = 'ruler';

type Update = (change: (points: RulerPoints) => RulerPoints) => void;

export function rulerMode(points: RulerPoints, update: Update, exit: () => void): MapMode {
  return {
    id: RULER_MODE,
    cursor: 'crosshair',
    // The hit test reads the points themselves, so a click right after adding a point still finds it.
    click: (e) => update((p) => clickRuler(p, e.lngLat, rulerPointAt(p, e.project, e.point))),
    key: (e) => {
      if (e.key === 'Escape') exit();
    },
    layers: <RulerLayers points={points} />,
  };
}

/** The ruler's state: its points and mode while measuring (null otherwise), and the toggle. */
export function useRuler(): { points: RulerPoints | null; mode: MapMode | null; toggle: () => void } {
  const [points, setPoints] = useState<RulerPoints | null>(null);
  const mode = useMemo(
    () =>
      points &&
      rulerMode(
        points,
        (change) => setPoints((p) => p && change(p)),
        () => setPoints(null),
      ),
    [points],
  );
  return { points, mode, toggle: () => setPoints((p) => (p ? null : [])) };
}
