// Undo and redo as the editors wire them: the editors' one history (history.ts) behind the undo/redo
// buttons (UndoRedoButtons) and keys (useUndoKeys). The buttons are enabled only when there is a step
// to take; a click or Ctrl+Z undoes one step, Ctrl+Shift+Z and Ctrl+Y redo it, a new edit drops the
// redo branch, and Ctrl+Z typed in a text field is the field's own.
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test-support/render';
import { apply, canRedo, canUndo, redo, startHistory, undo } from './history';
import { useUndoKeys } from './undoKeys';
import { UndoRedoButtons } from './UndoRedoButtons';

/** A counter edited by a button, with the editors' history, buttons and keys. */
function Counter() {
  const [history, setHistory] = useState(() => startHistory(0));
  useUndoKeys(
    () => setHistory(undo),
    () => setHistory(redo),
  );
  return (
    <>
      <output>{history.present}</output>
      <button onClick={() => setHistory((h) => apply(h, (n: number) => n + 1))}>Add one</button>
      <input aria-label="Note" />
      <UndoRedoButtons
        canUndo={canUndo(history)}
        canRedo={canRedo(history)}
        onUndo={() => setHistory(undo)}
        onRedo={() => setHistory(redo)}
      />
    </>
  );
}

const value = () => screen.getByRole('status').textContent;
const undoButton = () => screen.getByRole('button', { name: 'Undo (Ctrl+Z)' });
const redoButton = () => screen.getByRole('button', { name: 'Redo (Ctrl+Shift+Z)' });
const enabled = () => [undoButton(), redoButton()].map((b) => !(b as HTMLButtonElement).disabled);
const press = (key: string, extra: KeyboardEventInit = {}, target: Element = document.body) =>
  fireEvent.keyDown(target, { key, ctrlKey: true, ...extra });

describe('undo and redo', () => {
  it('enables each button only when it has a step to take', async () => {
    const { user } = renderApp(<Counter />);
    expect(enabled()).toEqual([false, false]);
    await user.click(screen.getByRole('button', { name: 'Add one' }));
    expect(enabled()).toEqual([true, false]);
    await user.click(undoButton());
    expect(value()).toBe('0');
    expect(enabled()).toEqual([false, true]);
    await user.click(redoButton());
    expect(value()).toBe('1');
    expect(enabled()).toEqual([true, false]);
  });

  it('undoes with Ctrl+Z and redoes with Ctrl+Shift+Z and Ctrl+Y, one step each', async () => {
    const { user } = renderApp(<Counter />);
    const add = screen.getByRole('button', { name: 'Add one' });
    await user.click(add);
    await user.click(add);
    press('z');
    expect(value()).toBe('1');
    press('z');
    expect(value()).toBe('0');
    press('Z', { shiftKey: true });
    expect(value()).toBe('1');
    press('y');
    expect(value()).toBe('2');
  });

  it('drops the redo branch on a new edit', async () => {
    const { user } = renderApp(<Counter />);
    const add = screen.getByRole('button', { name: 'Add one' });
    await user.click(add);
    await user.click(add);
    await user.click(undoButton());
    await user.click(add);
    expect(value()).toBe('2');
    expect(enabled()).toEqual([true, false]);
  });

  it('leaves Ctrl+Z in a text field to the field', async () => {
    const { user } = renderApp(<Counter />);
    await user.click(screen.getByRole('button', { name: 'Add one' }));
    press('z', {}, screen.getByRole('textbox', { name: 'Note' }));
    expect(value()).toBe('1');
  });
});
