// What a failed save answered: field errors (the rows' own show under them) or a concurrent change.
import { Alert, Button, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SaveOutcome } from './useTripEditor';

export function SaveOutcomeAlerts({ outcome }: { outcome: SaveOutcome }) {
  const { t } = useTranslation();
  const rowErrors = outcome.rowErrors.some((e) => e && Object.keys(e).length);
  return (
    <>
      {(rowErrors || outcome.messages.length > 0) && (
        <Alert mt="xs" color="red" role="alert" p="xs" icon={<IconAlertCircle size={16} />}>
          <Text size="sm">{t('stopTimes.saveError')}</Text>
          {outcome.messages.map((m) => (
            <Text size="xs" key={m}>
              {m}
            </Text>
          ))}
        </Alert>
      )}
      {outcome.stale && (
        <Alert mt="xs" color="orange" role="alert" p="xs" icon={<IconAlertCircle size={16} />}>
          <Text size="sm">{t('stopTimes.staleError')}</Text>
          <Button size="xs" mt={4} variant="light" onClick={() => window.location.reload()}>
            {t('stopTimes.reload')}
          </Button>
        </Alert>
      )}
    </>
  );
}
