// The grid's toolbar (SearchAndSave): Save is disabled with nothing to save and counts the unsaved rows
// otherwise, Ctrl+S saves only while Save is enabled, a viewer gets no Save, and the search box types
// into the search.
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test-support/render';
import { SearchAndSave } from './SearchAndSave';

const toolbar = (unsaved: number, extra: { canEdit?: boolean; saving?: boolean } = {}) => {
  const onSave = vi.fn();
  return { onSave, ...renderApp(<Toolbar unsaved={unsaved} onSave={onSave} {...extra} />) };
};

/** The toolbar with its search held in state, as the table screen holds it. */
function Toolbar(props: { unsaved: number; onSave: () => void; canEdit?: boolean; saving?: boolean }) {
  const [search, setSearch] = useState('');
  return (
    <>
      <SearchAndSave
        table="stops"
        searchFields={['stop_id', 'stop_name']}
        search={search}
        onSearch={setSearch}
        saving={props.saving ?? false}
        {...props}
      />
      <output>{search}</output>
    </>
  );
}

/** Ctrl+S as the window receives it; resolves once the shortcut's deferred save has run. */
async function pressCtrlS() {
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 's', ctrlKey: true, cancelable: true }));
  await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('SearchAndSave', () => {
  it('has Save disabled while nothing is unsaved, and Ctrl+S does nothing', async () => {
    const { onSave } = toolbar(0);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    await pressCtrlS();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('counts the unsaved rows on an enabled Save, which Ctrl+S presses too', async () => {
    const { onSave, user } = toolbar(2);
    expect(screen.getByText('2 unsaved rows')).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save (2)' });
    expect(save).toHaveProperty('disabled', false);
    await user.click(save);
    expect(onSave).toHaveBeenCalledTimes(1);
    await pressCtrlS();
    expect(onSave).toHaveBeenCalledTimes(2);
  });

  it('does not save twice while a save runs', async () => {
    const { onSave } = toolbar(2, { saving: true });
    await pressCtrlS();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows no Save to a viewer', () => {
    toolbar(0, { canEdit: false });
    expect(screen.queryByRole('button', { name: /^Save/ })).toBeNull();
  });

  it('types into the search, naming the fields searched', async () => {
    const { user } = toolbar(0);
    const box = screen.getByRole('textbox', { name: 'Search' });
    // The fields in words, not their GTFS names.
    expect(box.getAttribute('placeholder')).toBe('Search Stop ID, Stop name');
    await user.type(box, 'Plaza');
    expect(screen.getByRole('status').textContent).toBe('Plaza');
  });
});
