// What a screen shows while its data loads. Both carry role="status": an aria-label on an element
// with no role (Mantine's Loader is a span, a skeleton a div) is prohibited ARIA that screen
// readers ignore, so "Loading…" would never be announced.
import { Box, Loader, type LoaderProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Skeletons standing for the data to come: a busy status region named "Loading…". */
export function LoadingRegion({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-busy="true" aria-label={t('common.loading')}>
      {children}
    </Box>
  );
}

/** A spinner named "Loading…", or `label` where the screen says what it waits for. */
export function LoadingSpinner({ label, ...props }: LoaderProps & { label?: string }) {
  const { t } = useTranslation();
  return <Loader role="status" aria-label={label ?? t('common.loading')} {...props} />;
}
