// A grid cell's keys (GridCell): a click opens the editor, Enter keeps the typed value once (the blur
// that follows does not commit again), Escape drops it, Tab and Shift+Tab keep it and move on, a
// checkbox walks the row with Tab; a read-only cell cannot be opened.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test-support/render';
import { columnsFor } from '../columns';
import { GridCell } from './GridCell';

const column = (resource: 'stops' | 'calendars', name: string) => {
  const found = columnsFor(resource).find((c) => c.name === name);
  if (!found) throw new Error(`no column ${name}`);
  return found;
};

function cell(editing: boolean, overrides: Partial<Parameters<typeof GridCell>[0]> = {}) {
  const props = {
    column: column('stops', 'stop_name'),
    projectId: 1,
    value: 'Plaza',
    invalid: false,
    editing,
    label: 'stop_name of row S1',
    editLabel: 'Edit stop_name of row S1',
    onStartEdit: vi.fn(),
    onCommit: vi.fn(),
    onCancel: vi.fn(),
    ...overrides,
  };
  return { props, ...renderApp(<GridCell {...props} />) };
}

describe('GridCell', () => {
  it('is a button named by its value and what it does; a click opens the editor', async () => {
    const { props, user } = cell(false);
    await user.click(screen.getByRole('button', { name: 'Plaza Edit stop_name of row S1' }));
    expect(props.onStartEdit).toHaveBeenCalledTimes(1);
  });

  it('keeps the typed value on Enter, once', async () => {
    const { props, user } = cell(true);
    const input = screen.getByLabelText('stop_name of row S1');
    expect(input).toHaveProperty('value', 'Plaza');
    await user.clear(input);
    await user.type(input, 'Plaza Mayor');
    expect(props.onCommit).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    // Enter itself commits, with the focus still in the field; its blur then adds nothing.
    expect(document.activeElement).toBe(input);
    expect(props.onCommit).toHaveBeenCalledTimes(1);
    expect(props.onCommit).toHaveBeenCalledWith('Plaza Mayor', null);
    input.blur();
    expect(props.onCommit).toHaveBeenCalledTimes(1);
    expect(props.onCancel).not.toHaveBeenCalled();
  });

  it('drops the typed value on Escape', async () => {
    const { props, user } = cell(true);
    const input = screen.getByLabelText('stop_name of row S1');
    await user.type(input, ' Norte{Escape}');
    input.blur();
    expect(props.onCancel).toHaveBeenCalledTimes(1);
    expect(props.onCommit).not.toHaveBeenCalled();
  });

  it('keeps the value and moves on with Tab, back with Shift+Tab', async () => {
    const first = cell(true);
    await first.user.type(screen.getByLabelText('stop_name of row S1'), '!');
    await first.user.tab();
    expect(first.props.onCommit).toHaveBeenCalledWith('Plaza!', 'next');
    first.unmount();
    const second = cell(true);
    screen.getByLabelText('stop_name of row S1').focus();
    await second.user.tab({ shift: true });
    expect(second.props.onCommit).toHaveBeenCalledWith('Plaza', 'prev');
  });

  it('a checkbox cell changes in place and walks the row with Tab', async () => {
    const { props, user } = cell(true, {
      column: column('calendars', 'monday'),
      value: false,
      label: 'monday of row WK',
    });
    const box = screen.getByRole('checkbox', { name: 'monday of row WK' });
    await user.click(box);
    expect(props.onCommit).toHaveBeenLastCalledWith(true, null);
    await user.tab();
    expect(props.onCommit).toHaveBeenLastCalledWith(false, 'next');
  });

  it('cannot open a read-only cell', async () => {
    const readOnly = { ...column('stops', 'stop_name'), readOnly: true };
    const { props } = cell(false, { column: readOnly });
    const button = screen.getByRole('button', { name: 'Plaza' });
    expect(button).toHaveProperty('disabled', true);
    button.click();
    expect(props.onStartEdit).not.toHaveBeenCalled();
  });
});
