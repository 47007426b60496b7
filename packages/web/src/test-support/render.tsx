// Renders a component as the app does (Mantine with the app's theme, i18next) for the component tests,
// with a user-event session that types and clicks as a person does.
import { MantineProvider } from '@mantine/core';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { theme } from '../theme';

export function renderApp(ui: ReactElement): RenderResult & { user: UserEvent } {
  const user = userEvent.setup();
  const result = render(<MantineProvider theme={theme}>{ui}</MantineProvider>);
  return { ...result, user };
}
