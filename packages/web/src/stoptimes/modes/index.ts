// The stop-times screens' map modes (see map/mode.ts): browsing the trips list's map, and picking
// stops in the editor. A click finds the stop drawn nearest the pointer and hands it to the screen.
import { undoRedoKey } from '../../editing/undoKeys';
import type { MapKeyEvent } from '../../map/keyboard';
import type { MapMode, MapPointerEvent } from '../../map/mode';
import { STOPS_LAYER } from '../../map/stopStyle';
import { TRIP_STOPS_LAYER } from '../TripLayers';

export interface PickStopsContext {
  /** The stop_id of the clicked stop. */
  pick: (stopId: string) => void;
  /** Escape: cancels the active row's edit. */
  escape: () => void;
  /** Ctrl+Z, and Ctrl+Shift+Z or Ctrl+Y (editing/undoKeys.ts). */
  undo: () => void;
  redo: () => void;
}

const HOVER = { layers: [STOPS_LAYER, TRIP_STOPS_LAYER], cursor: 'pointer' } as const;

function clickedStopId(e: MapPointerEvent): string | null {
  const hit = e.featuresAt([TRIP_STOPS_LAYER, STOPS_LAYER])[0];
  const id = hit?.properties?.stop_id;
  return typeof id === 'string' && id ? id : null;
}

/** The editor: clicking a stop removes, activates or appends it (editorState.clickStop). */
export function pickStopsMode(ctx: PickStopsContext): MapMode {
  return {
    id: 'pick-stops',
    cursor: 'grab',
    hover: HOVER,
    click: (e) => {
      const id = clickedStopId(e);
      if (id) ctx.pick(id);
    },
    key: (e: MapKeyEvent) => {
      if (e.key === 'Escape') return ctx.escape();
      const action = undoRedoKey(e);
      if (!action) return;
      e.preventDefault();
      if (action === 'undo') ctx.undo();
      else ctx.redo();
    },
  };
}

/** The trips list's map: looking only. */
export function browseTripsMode(): MapMode {
  return { id: 'browse-trips', cursor: 'grab' };
}
