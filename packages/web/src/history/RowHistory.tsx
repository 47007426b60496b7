// One row's changes, newest first (reached from a grid row or the stop panel): each with its batch's
// author, time and summary, and the row's fields before → after.
import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../common/ErrorAlerts';
import { RelativeTime } from '../common/RelativeTime';
import { useRowHistory } from './api';
import { ChangeRowsTable } from './BatchRows';
import { authorName } from './BatchList';
import { batchSummary } from './summary';

export function RowHistory({ projectId, table, rowId }: { projectId: number; table: string; rowId: number }) {
  const { t } = useTranslation();
  const changes = useRowHistory(projectId, table, rowId);
  if (changes.isPending) return null;
  if (changes.isError)
    return <RetryAlert message={t('history.loadError')} onRetry={() => void changes.refetch()} />;
  const label = changes.data[0]?.label ?? `#${rowId}`;
  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        {t('history.rowHistoryTitle', { table, label })}
      </Title>
      {!changes.data.length && <Text c="dimmed">{t('history.rowHistoryEmpty')}</Text>}
      {changes.data.map((c) => (
        <Card key={c.id} withBorder radius="md" padding="sm">
          <Stack gap="xs">
            <Text size="sm">
              <strong>{batchSummary(t, c.batch)}</strong> — {authorName(t, c.batch)},{' '}
              <RelativeTime iso={c.batch.created_at} /> (#{c.batch.id})
            </Text>
            <ChangeRowsTable rows={[c]} total={1} label={t('history.rowsLabel', { id: c.batch.id })} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
