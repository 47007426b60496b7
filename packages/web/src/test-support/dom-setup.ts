// Set-up of the `web` Vitest project (components in happy-dom): the app's i18next, in English, and a
// clean document after each test.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../i18n';

afterEach(() => {
  cleanup();
});
