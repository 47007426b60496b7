// The unsaved-changes question (UnsavedChangesModal), as the tables, the timetable and the stop-times
// editor ask it: their words, Stay focused first so that Enter or Escape keeps the edits, and the
// other button dropping them.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test-support/render';
import { UnsavedChangesModal } from './UnsavedChangesModal';

const ask = (words?: 'tables' | 'timetable' | 'stopTimes') => {
  const onStay = vi.fn();
  const onProceed = vi.fn();
  const rendered = renderApp(
    <UnsavedChangesModal opened onStay={onStay} onProceed={onProceed} words={words} />,
  );
  return { onStay, onProceed, ...rendered };
};

describe('UnsavedChangesModal', () => {
  it("asks in the tables' words with Stay focused; Proceed drops the edits", async () => {
    const { onStay, onProceed, user } = ask();
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(dialog.textContent).toContain('There are unsaved changes, are you sure you want to proceed?');
    const stay = screen.getByRole('button', { name: 'Stay' });
    await vi.waitFor(() => expect(document.activeElement).toBe(stay));
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(onProceed).toHaveBeenCalledTimes(1);
    expect(onStay).not.toHaveBeenCalled();
  });

  it('keeps the edits on Enter (Stay has the focus) and on Escape', async () => {
    const { onStay, onProceed, user } = ask();
    const stay = await screen.findByRole('button', { name: 'Stay' });
    await vi.waitFor(() => expect(document.activeElement).toBe(stay));
    await user.keyboard('{Enter}');
    expect(onStay).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onStay).toHaveBeenCalledTimes(2);
    expect(onProceed).not.toHaveBeenCalled();
  });

  it("asks in the timetable's and the stop-times editor's words", async () => {
    const timetable = ask('timetable');
    await screen.findByText('The timetable has changes that are not saved. Discard them?');
    await timetable.user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(timetable.onProceed).toHaveBeenCalledTimes(1);
    timetable.unmount();
    ask('stopTimes');
    await screen.findByText(/The stop times of this trip have changed since the last save/);
    expect(screen.getByRole('button', { name: 'Keep editing' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close without saving' })).toBeTruthy();
  });
});
