// Browsing the stops (idle): a click on a stop opens it; the add button starts adding.
import type { MapMode } from '../../map/mode';
import { startAdding } from '../stopsMode';
import { clickStops, STOP_HOVER, stopsKey, type StopsModeContext } from './context';
import { AddStopButton } from './overlays';

export function browseMode(ctx: StopsModeContext): MapMode {
  return {
    id: 'browse',
    cursor: 'grab',
    hover: STOP_HOVER,
    click: (e) => clickStops(ctx, e),
    key: stopsKey(ctx, false),
    overlay: <AddStopButton onClick={() => ctx.setMode(startAdding)} />,
  };
}
