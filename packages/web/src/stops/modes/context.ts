// What every stops-map mode needs from the screen, and the keys they share.
import type { StopRow } from '../../api/stops';
import type { LngLat } from '../../map/geo';
import { undoRedoKey } from '../../editing/undoKeys';
import type { MapKeyEvent } from '../../map/keyboard';
import type { MapPointerEvent } from '../../map/mode';
import { DRAFT_LAYER, STOPS_LAYER } from '../../map/stopStyle';
import { clickEmptyMap, redoDraft, selectStop, toIdle, undoDraft, type StopsMode } from '../stopsMode';

export interface StopsModeContext {
  /** Applies a transition of stopsMode.ts to the screen's state. */
  setMode: (change: (mode: StopsMode) => StopsMode) => void;
  /** The project's stops by row id. */
  stops: ReadonlyMap<number, StopRow>;
  /** Back to browsing, dropping the outcome of a failed save (the Cancel buttons). */
  cancel: () => void;
  /** The centre of the map's view: where a stop added without the mouse is placed. */
  center: () => LngLat | null;
  /** The stop_id a new stop starts with: the next free one after the newest numbered id, or ''. */
  nextStopId: string;
}

/** Stops (and the point being edited) can be clicked: the cursor says so over them. */
export const STOP_HOVER = { layers: [STOPS_LAYER, DRAFT_LAYER], cursor: 'pointer' } as const;

/** A click opens the stop drawn nearest the pointer; on empty map it closes the open one. */
export function clickStops(ctx: StopsModeContext, e: MapPointerEvent): void {
  const hit = e.featuresAt([STOPS_LAYER])[0];
  const stop = hit ? ctx.stops.get(Number(hit.properties?.id)) : undefined;
  ctx.setMode((m) => (stop ? selectStop(m, stop) : clickEmptyMap(m)));
}

/** Escape goes back to browsing from every mode; with a draft, Ctrl+Z / Ctrl+Shift+Z step through it. */
export function stopsKey(ctx: StopsModeContext, withDraft: boolean) {
  return (e: MapKeyEvent) => {
    if (e.key === 'Escape') return ctx.setMode(toIdle);
    const action = withDraft ? undoRedoKey(e) : null;
    if (!action) return;
    e.preventDefault();
    ctx.setMode(action === 'undo' ? undoDraft : redoDraft);
  };
}
