// Adding a stop: the next click on the map places it, or (keyboard) the hint's button places it at
// the map's centre, and its coordinates are then typed in the panel.
import type { MapMode } from '../../map/mode';
import { placeNewStop } from '../stopsMode';
import { stopsKey, type StopsModeContext } from './context';
import { AddingHint } from './overlays';

export function addingMode(ctx: StopsModeContext): MapMode {
  return {
    id: 'adding',
    cursor: 'crosshair',
    click: (e) => ctx.setMode((m) => placeNewStop(m, e.lngLat, ctx.nextStopId)),
    key: stopsKey(ctx, false),
    overlay: (
      <AddingHint
        onCancel={ctx.cancel}
        onPlaceAtCenter={() => {
          const at = ctx.center();
          if (at) ctx.setMode((m) => placeNewStop(m, at, ctx.nextStopId));
        }}
      />
    ),
  };
}
