// The registration form says the password rule before the first try (it once showed it only after a
// refused submit), and a refused password shows it as its error in its place, once.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { renderApp } from '../test-support/render';
import { RegisterPage } from './RegisterPage';

function page() {
  return renderApp(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <RegisterPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('RegisterPage', () => {
  it('shows the password rule before any submit, and as the error of a weak one', async () => {
    const { user } = page();
    expect(screen.getAllByText(en.register.passwordRule)).toHaveLength(1);
    await user.type(screen.getByLabelText(en.register.email, { exact: false }), 'ana@example.org');
    await user.type(screen.getByLabelText(en.register.password, { selector: 'input', exact: true }), 'short');
    await user.click(screen.getByRole('button', { name: en.register.submit }));
    const shown = screen.getAllByText(en.register.passwordRule);
    expect(shown).toHaveLength(1);
    expect(shown[0]!.closest('[class*="error"]')).not.toBeNull();
  });
});
