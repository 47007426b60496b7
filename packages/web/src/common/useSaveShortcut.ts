// Ctrl+S (⌘S on a Mac) presses the Save button of what is on screen. Every screen and dialog with a
// Save button registers it here; the one registered last (a dialog over its screen) answers. The
// browser's own "save page" dialog never opens while one is registered.
import { useEffect, useLayoutEffect, useRef } from 'react';

interface Saver {
  save: () => void;
  canSave: boolean;
}

const savers: { current: Saver }[] = [];

/** True for Ctrl+S, or ⌘S on a Mac, without Shift or Alt. */
export function isSaveShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
) {
  return (
    (event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey && event.key.toLowerCase() === 's'
  );
}

function onKeyDown(event: KeyboardEvent) {
  const top = savers.at(-1);
  if (!top || !isSaveShortcut(event)) return;
  event.preventDefault();
  // A value being typed in a grid or timetable cell is committed by its blur, as clicking the
  // button would; the save then runs once that commit has rendered.
  const active = document.activeElement;
  if (
    active instanceof HTMLElement &&
    active.matches('input, textarea') &&
    active.closest('table, [role="grid"]')
  )
    active.blur();
  setTimeout(() => {
    if (top.current.canSave) top.current.save();
  }, 0);
}

/** Ctrl+S / ⌘S calls `save` while `canSave` (the Save button is enabled); otherwise it does nothing. */
export function useSaveShortcut(save: () => void, canSave: boolean) {
  const saver = useRef<Saver>({ save, canSave });
  useLayoutEffect(() => {
    saver.current = { save, canSave };
  });
  useEffect(() => {
    const entry = saver;
    savers.push(entry);
    if (savers.length === 1) window.addEventListener('keydown', onKeyDown);
    return () => {
      savers.splice(savers.indexOf(entry), 1);
      if (savers.length === 0) window.removeEventListener('keydown', onKeyDown);
    };
  }, []);
}
