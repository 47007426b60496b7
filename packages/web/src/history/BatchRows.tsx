// The rows of one change batch: each row (named by its key values), what happened to it, and each
// field before → after.
import { Alert, Badge, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../common/ErrorAlerts';
import { useBatch, type HistoryBatch, type HistoryBatchDetail } from './api';
import { changedFields, changeValue } from './values';
import { LoadingSpinner } from '../common/Loading';

const OP_COLOR = { insert: 'green', update: 'blue', delete: 'red' } as const;

export function BatchRows({ projectId, batch }: { projectId: number; batch: HistoryBatch }) {
  const { t } = useTranslation();
  const detail = useBatch(projectId, batch.id, batch.rows_kept);
  if (!batch.rows_kept)
    return (
      <Alert color="gray" variant="light">
        {t('history.countsOnly')}
      </Alert>
    );
  if (detail.isPending) return <LoadingSpinner size="sm" />;
  if (detail.isError)
    return <RetryAlert message={t('history.loadError')} onRetry={() => void detail.refetch()} />;
  return (
    <ChangeRowsTable
      rows={detail.data.rows}
      total={batch.row_count}
      label={t('history.rowsLabel', { id: batch.id })}
    />
  );
}

export function ChangeRowsTable({
  rows,
  total,
  label,
}: {
  rows: HistoryBatchDetail['rows'];
  total: number;
  label: string;
}) {
  const { t } = useTranslation();
  const shown = (table: string, field: string, v: unknown) => {
    const text = changeValue(table, field, v);
    return text === '' ? (
      <Text span c="dimmed" size="sm">
        {t('history.empty_value')}
      </Text>
    ) : (
      text
    );
  };
  return (
    <Stack gap="xs">
      <Table withTableBorder striped verticalSpacing={4} fz="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('history.row')}</Table.Th>
            <Table.Th>{t('history.field')}</Table.Th>
            <Table.Th>{t('history.before')}</Table.Th>
            <Table.Th>{t('history.after')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.flatMap((r) => {
            const fields = changedFields(r.before, r.after);
            return fields.map((f, i) => (
              <Table.Tr key={`${r.id}:${f}`}>
                {i === 0 && (
                  <Table.Td rowSpan={fields.length} style={{ verticalAlign: 'top' }}>
                    <Stack gap={2}>
                      <Text size="sm" fw={500}>
                        {r.table} {r.label ?? `#${r.row_id}`}
                      </Text>
                      <Badge size="xs" variant="light" color={OP_COLOR[r.op]}>
                        {t(`history.op_${r.op}`)}
                      </Badge>
                    </Stack>
                  </Table.Td>
                )}
                <Table.Td ff="monospace">{f}</Table.Td>
                <Table.Td>{r.op === 'insert' ? '' : shown(r.table, f, r.before?.[f])}</Table.Td>
                <Table.Td>{r.op === 'delete' ? '' : shown(r.table, f, r.after?.[f])}</Table.Td>
              </Table.Tr>
            ));
          })}
        </Table.Tbody>
      </Table>
      {total > rows.length && (
        <Text size="sm" c="dimmed">
          {t('history.moreRows', { shown: rows.length, total })}
        </Text>
      )}
    </Stack>
  );
}
