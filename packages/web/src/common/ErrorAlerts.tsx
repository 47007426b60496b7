// The two red alerts a screen shows when something of its own failed: data that did not load
// (with Retry), and an action that failed (closable, so it does not stay once read).
import { Alert, Button, Group, Text, type AlertProps } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Data that did not load: what failed and a Retry button. */
export function RetryAlert({
  message,
  onRetry,
  m,
}: Pick<AlertProps, 'm'> & { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert m={m} color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
      <Group justify="space-between">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Group>
    </Alert>
  );
}

/** An action that failed, until the user closes the alert. */
export function ClosableErrorAlert({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      icon={<IconAlertCircle aria-hidden />}
      role="alert"
      withCloseButton
      closeButtonLabel={t('common.close')}
      onClose={onClose}
    >
      {children}
    </Alert>
  );
}
