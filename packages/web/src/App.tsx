import { MantineProvider } from '@mantine/core';
import { setNonce } from 'get-nonce';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { ApiError } from './api/client';
import i18n from './i18n';
import { router } from './router';
import { cssVariablesResolver, theme } from './theme';

// The server's Content-Security-Policy allows <style> elements carrying the nonce it wrote into
// index.html (read from the element's nonce property: browsers hide the attribute). Mantine adds it
// to its own; modals' scroll lock (react-remove-scroll) takes it from get-nonce.
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '';
const styleNonce = () => nonce;
setNonce(nonce);

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Client errors (4xx) will not get better by asking again; a dropped connection might.
      retry: (failures, error) =>
        !(error instanceof ApiError && error.answered && error.status < 500) && failures < 2,
      refetchOnWindowFocus: false,
    },
  },
});

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} getStyleNonce={styleNonce}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
