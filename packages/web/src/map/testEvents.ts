// Key events as the map modes read them, for their unit tests (no DOM in the unit tests).
import type { MapKeyEvent } from './keyboard';

export function keyEvent(key: string, modifiers: Partial<MapKeyEvent> = {}): MapKeyEvent {
  return {
    key,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    target: null,
    preventDefault: () => {},
    ...modifiers,
  };
}
