// The keys the map modes receive (from one keydown, see mode.ts): Escape leaves a mode; the undo
// keys are read by editing/undoKeys.ts.

/** The fields of a KeyboardEvent the modes read (a plain object in unit tests). */
export type MapKeyEvent = Pick<
  KeyboardEvent,
  'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'target' | 'preventDefault'
>;

/** Keys typed in an open dialog belong to the dialog (which handles its own Escape). */
export function isInDialog(target: EventTarget | null): boolean {
  return (
    typeof HTMLElement !== 'undefined' && target instanceof HTMLElement && !!target.closest('[role="dialog"]')
  );
}
