// Filling in a new stop or editing one (the panel is open): pressing its point starts a drag; while
// editing, a click on another stop opens that one and a click on empty map closes the panel.
import type { MapMode } from '../../map/mode';
import { DRAFT_LAYER } from '../../map/stopStyle';
import { pressPoint } from '../stopsMode';
import { clickStops, STOP_HOVER, stopsKey, type StopsModeContext } from './context';

export function editingMode(ctx: StopsModeContext): MapMode {
  return {
    id: 'editing',
    cursor: 'grab',
    hover: STOP_HOVER,
    click: (e) => {
      // A click on the point being edited is the end of a press, not a click on the map. (A new
      // stop's form stays open whatever is clicked: the transitions leave it alone.)
      if (e.featuresAt([DRAFT_LAYER]).length === 0) clickStops(ctx, e);
    },
    pointerDown: (e) => {
      if (e.featuresAt([DRAFT_LAYER]).length === 0) return;
      e.preventDefault(); // the map must not pan while the point is dragged
      ctx.setMode((m) => pressPoint(m, e.lngLat));
    },
    key: stopsKey(ctx, true),
  };
}
