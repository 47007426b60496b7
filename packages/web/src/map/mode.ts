// Map modes, after iD's modes and behaviours: a map editor is one current mode at a time (browse,
// adding, dragging, the ruler…), each a plain object saying what the cursor is and what clicks,
// pointer moves and keys do. useMapMode() owns the MapLibre and window listeners and hands every
// event to whichever mode is current, so a new interaction is one mode file, not another event chain.
import type { Map as MaplibreMap } from 'maplibre-gl';
import { useEffect, useRef, type ReactNode } from 'react';
import type { LngLat } from './geo';
import { featuresNear } from './hitTest';
import { isInDialog, type MapKeyEvent } from './keyboard';

export interface ScreenPoint {
  x: number;
  y: number;
}

export interface HitFeature {
  properties: Record<string, unknown> | null;
}

/** A pointer event as a mode sees it: no MapLibre types, so modes are tested without a browser. */
export interface MapPointerEvent {
  lngLat: LngLat;
  point: ScreenPoint;
  /** Where a coordinate is on screen (to hit-test what the mode itself keeps, like ruler points). */
  project(at: LngLat): ScreenPoint;
  /** The drawn features of these layers within a few pixels of the pointer, nearest first. */
  featuresAt(layers: readonly string[]): HitFeature[];
  /** Keeps the map from panning with this press (the mode drags something itself). */
  preventDefault(): void;
  /** The mouse button (0 main, 2 secondary); absent means the main one. */
  button?: number;
}

export interface MapMode {
  /** Also on the map element as data-map-mode. */
  id: string;
  /** CSS cursor over the map. */
  cursor: string;
  /** The cursor while the pointer is over a feature of these layers (iD's hover behaviour). */
  hover?: { layers: readonly string[]; cursor: string };
  click?(e: MapPointerEvent): void;
  doubleClick?(e: MapPointerEvent): void;
  /** Right button (the browser's menu is not shown over the map). */
  contextMenu?(e: MapPointerEvent): void;
  pointerDown?(e: MapPointerEvent): void;
  pointerMove?(e: MapPointerEvent): void;
  pointerUp?(e: MapPointerEvent): void;
  /** The button went up anywhere, also outside the map (a drag released off the map). */
  release?(): void;
  /** Keys pressed anywhere on the page except inside a dialog. */
  key?(e: MapKeyEvent): void;
  /** What the mode shows over the map (hint, buttons, readout), in the map's mode corner. */
  overlay?: ReactNode;
  /** Map layers (react-map-gl sources) only this mode draws, above the screen's own. */
  layers?: ReactNode;
}

/** A raw pointer event from the map: MapLibre's MapMouseEvent has these fields. */
export interface RawPointerEvent {
  lngLat: { lng: number; lat: number };
  point: ScreenPoint;
  preventDefault(): void;
  originalEvent?: { button?: number };
}

export type PointerKind =
  'click' | 'doubleClick' | 'contextMenu' | 'pointerDown' | 'pointerMove' | 'pointerUp';

export interface ModeDispatcher {
  pointer(kind: PointerKind, raw: RawPointerEvent): void;
  /** The pointer left the map: no feature is hovered any more. */
  leave(): void;
  release(): void;
  key(e: MapKeyEvent): void;
  /** Applies the current mode's cursor (after a mode switch). */
  refresh(): void;
}

/** The cursor of a mode, given whether the pointer is over one of its hover layers. */
export function modeCursor(mode: MapMode, hovering: boolean): string {
  return hovering && mode.hover ? mode.hover.cursor : mode.cursor;
}

/**
 * Routes map and window events to the current mode. `mode` is read at each event, so switching
 * modes swaps the handlers without rebinding anything.
 */
export function createModeDispatcher(map: {
  mode: () => MapMode;
  project: (at: LngLat) => ScreenPoint;
  featuresNear: (point: ScreenPoint, layers: readonly string[]) => HitFeature[];
  setCursor: (cursor: string) => void;
}): ModeDispatcher {
  let hovering = false;
  let cursor: string | null = null;
  const refresh = () => {
    const next = modeCursor(map.mode(), hovering);
    if (next === cursor) return;
    cursor = next;
    map.setCursor(next);
  };
  return {
    pointer(kind, raw) {
      const mode = map.mode();
      const event: MapPointerEvent = {
        lngLat: [raw.lngLat.lng, raw.lngLat.lat],
        point: raw.point,
        project: map.project,
        featuresAt: (layers) => map.featuresNear(raw.point, layers),
        preventDefault: () => raw.preventDefault(),
        button: raw.originalEvent?.button ?? 0,
      };
      if (kind === 'pointerMove') {
        hovering = !!mode.hover && event.featuresAt(mode.hover.layers).length > 0;
        refresh();
      }
      mode[kind]?.(event);
    },
    leave() {
      hovering = false;
      refresh();
    },
    release() {
      map.mode().release?.();
    },
    key(e) {
      if (!isInDialog(e.target)) map.mode().key?.(e);
    },
    refresh,
  };
}

const MAP_EVENTS = [
  ['click', 'click'],
  ['dblclick', 'doubleClick'],
  ['contextmenu', 'contextMenu'],
  ['mousedown', 'pointerDown'],
  ['mousemove', 'pointerMove'],
  ['mouseup', 'pointerUp'],
] as const;

/** Binds the map's and the window's events to the current mode while `map` is loaded. */
export function useMapMode(map: MaplibreMap | null, mode: MapMode): void {
  const current = useRef(mode);
  const dispatcher = useRef<ModeDispatcher | null>(null);
  useEffect(() => {
    current.current = mode;
    dispatcher.current?.refresh();
  }, [mode]);
  useEffect(() => {
    if (!map) return;
    const d = createModeDispatcher({
      mode: () => current.current,
      project: (at) => map.project([at[0], at[1]]),
      featuresNear: (point, layers) => featuresNear(map, point, [...layers]),
      setCursor: (cursor) => {
        map.getCanvas().style.cursor = cursor;
      },
    });
    dispatcher.current = d;
    d.refresh();
    const listeners = MAP_EVENTS.map(([type, kind]) => {
      const listener = (e: RawPointerEvent) => d.pointer(kind, e);
      map.on(type, listener);
      return () => map.off(type, listener);
    });
    const onOut = () => d.leave();
    const onRelease = () => d.release();
    const onKey = (e: KeyboardEvent) => d.key(e);
    map.on('mouseout', onOut);
    window.addEventListener('mouseup', onRelease);
    window.addEventListener('keydown', onKey);
    return () => {
      listeners.forEach((off) => off());
      map.off('mouseout', onOut);
      window.removeEventListener('mouseup', onRelease);
      window.removeEventListener('keydown', onKey);
      dispatcher.current = null;
    };
  }, [map]);
}
