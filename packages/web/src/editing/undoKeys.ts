// The editors' undo keys, read in one place: Ctrl+Z undoes, Ctrl+Shift+Z or Ctrl+Y redoes (⌘ on a
// Mac). Inside a text field the browser's own text undo applies instead. The map editors read them
// in their modes' key handler (map/mode.ts hands the modes the window's keydown); the timetable, which
// has no map, through useUndoKeys.
import { useEffect, useRef } from 'react';

/** The fields of a KeyboardEvent read here (a plain object in unit tests). */
export type UndoKeyEvent = Pick<
  KeyboardEvent,
  'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'target'
>;

function isTextField(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** 'undo', 'redo', or null for any other key (and for keys typed in a text field). */
export function undoRedoKey(e: UndoKeyEvent): 'undo' | 'redo' | null {
  if (!(e.ctrlKey || e.metaKey) || e.altKey || isTextField(e.target)) return null;
  const key = e.key.toLowerCase();
  if (key === 'z') return e.shiftKey ? 'redo' : 'undo';
  return key === 'y' ? 'redo' : null;
}

/** Binds the undo keys on the window while mounted, for an editor without map modes. */
export function useUndoKeys(onUndo: () => void, onRedo: () => void): void {
  const latest = useRef({ onUndo, onRedo });
  latest.current = { onUndo, onRedo };
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      const action = undoRedoKey(e);
      if (!action) return;
      e.preventDefault();
      if (action === 'undo') latest.current.onUndo();
      else latest.current.onRedo();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
