// Row counts of each file in both releases, and how many rows were added, removed and changed.
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReleaseDiff } from './diffApi';

export function TableCounts({
  tables,
  renames,
}: {
  tables: ReleaseDiff['tables'];
  renames: ReleaseDiff['renames'];
}) {
  const { t, i18n } = useTranslation();
  const n = (v: number) => v.toLocaleString(i18n.language);
  return (
    <>
      <Table.ScrollContainer minWidth={560}>
        <Table striped verticalSpacing={6} data-testid="table-counts">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('releases.diff.file')}</Table.Th>
              <Table.Th ta="right">{t('releases.diff.rowsOld')}</Table.Th>
              <Table.Th ta="right">{t('releases.diff.rowsNew')}</Table.Th>
              <Table.Th ta="right">{t('releases.diff.added')}</Table.Th>
              <Table.Th ta="right">{t('releases.diff.deleted')}</Table.Th>
              <Table.Th ta="right">{t('releases.diff.updated')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tables.map((row) => (
              <Table.Tr key={row.file}>
                <Table.Td ff="monospace">{row.file}</Table.Td>
                <Table.Td ta="right">{n(row.old_rows)}</Table.Td>
                <Table.Td ta="right">{n(row.new_rows)}</Table.Td>
                <Table.Td ta="right" c={row.added ? 'blue.8' : undefined}>
                  {n(row.added)}
                </Table.Td>
                <Table.Td ta="right" c={row.deleted ? 'red.8' : undefined}>
                  {n(row.deleted)}
                </Table.Td>
                <Table.Td ta="right">{n(row.updated)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {renames.length > 0 && (
        <Text size="sm" data-testid="renames">
          {t('releases.diff.renames')} {renames.map((r) => `${r.field} ${r.from} → ${r.to}`).join(', ')}
        </Text>
      )}
    </>
  );
}
