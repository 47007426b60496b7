// The editors' keys, read from one keydown (the map modes receive it, see mode.ts): Escape leaves a
// mode; Ctrl+Z undoes and Ctrl+Shift+Z (or Ctrl+Y) redoes the current editor's steps. Inside a text
// field the browser's own text undo applies instead.

/** The fields of a KeyboardEvent the modes read (a plain object in unit tests). */
export type MapKeyEvent = Pick<
  KeyboardEvent,
  'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'target' | 'preventDefault'
>;

function isTextField(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Keys typed in an open dialog belong to the dialog (which handles its own Escape). */
export function isInDialog(target: EventTarget | null): boolean {
  return (
    typeof HTMLElement !== 'undefined' && target instanceof HTMLElement && !!target.closest('[role="dialog"]')
  );
}

/** 'undo', 'redo', or null for any other key (and for keys typed in a text field). */
export function undoRedoKey(e: MapKeyEvent): 'undo' | 'redo' | null {
  if (!(e.ctrlKey || e.metaKey) || e.altKey || isTextField(e.target)) return null;
  const key = e.key.toLowerCase();
  if (key === 'z') return e.shiftKey ? 'redo' : 'undo';
  return key === 'y' ? 'redo' : null;
}
