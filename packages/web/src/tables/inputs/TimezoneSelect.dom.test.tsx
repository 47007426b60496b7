// The time zone field of a form (the agency's): Enter after a search takes the first match and does not
// send the form; an Enter that matches nothing leaves the form unsent too.
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test-support/render';
import { columnsFor } from '../columns';
import { ValueInput } from './ValueInput';

const column = columnsFor('agencies').find((c) => c.name === 'agency_timezone')!;

function Form({ onSubmit }: { onSubmit: () => void }) {
  const [value, setValue] = useState<string | boolean>('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <ValueInput column={column} projectId={1} value={value} onChange={setValue} label="Time zone" />
      <output>{String(value)}</output>
    </form>
  );
}

describe('a time zone in a form', () => {
  it('takes the first match on Enter, without sending the form', async () => {
    const onSubmit = vi.fn();
    const { user } = renderApp(<Form onSubmit={onSubmit} />);
    await user.click(screen.getByLabelText('Time zone'));
    await user.keyboard('Santiago{Enter}');
    expect(screen.getByRole('status').textContent).toBe('America/Santiago');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends nothing on an Enter that matches no zone', async () => {
    const onSubmit = vi.fn();
    const { user } = renderApp(<Form onSubmit={onSubmit} />);
    await user.click(screen.getByLabelText('Time zone'));
    await user.keyboard('Nowhere{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
