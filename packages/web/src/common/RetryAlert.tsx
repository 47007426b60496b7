// A read that failed: what could not be loaded, and a Retry button beside it.
import { Alert, Button, Group, Text, type AlertProps } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface Props extends Pick<AlertProps, 'm'> {
  message: string;
  onRetry: () => void;
}

export function RetryAlert({ message, onRetry, m }: Props) {
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
