import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CellValue, Row } from '../../api/tables';
import type { Column } from '../columns';
import type { RowEdit } from '../rowState';

interface Props {
  edit: RowEdit | null;
  current: Row | null;
  columns: Column[];
  columnLabel: (column: Column) => string;
  rowName: string;
  onOverwrite: () => void;
  onDiscard: () => void;
}

const show = (value: unknown) => (value == null || value === '' ? '—' : String(value as CellValue));

/**
 * A save based on a stale version (409): the row as it is now beside the user's changes, and the
 * choice to save over it or drop the changes (issue 4: no silent lost updates).
 */
export function StaleRowModal({
  edit,
  current,
  columns,
  columnLabel,
  rowName,
  onOverwrite,
  onDiscard,
}: Props) {
  const { t } = useTranslation();
  const opened = edit !== null && current !== null;
  const changed = columns.filter((c) => edit && c.name in edit.changes);
  const others = columns.filter(
    (c) => edit && current && !(c.name in edit.changes) && show(edit.base[c.name]) !== show(current[c.name]),
  );
  return (
    <Modal opened={opened} onClose={onDiscard} title={t('tables.staleTitle')} centered size="lg">
      <Stack gap="md">
        <Text size="sm">{t('tables.staleText', { name: rowName })}</Text>
        <Table withTableBorder withColumnBorders fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('tables.staleField')}</Table.Th>
              <Table.Th>{t('tables.staleTheirs')}</Table.Th>
              <Table.Th>{t('tables.staleMine')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {[...changed, ...others].map((c) => (
              <Table.Tr key={c.name}>
                <Table.Td>{columnLabel(c)}</Table.Td>
                <Table.Td>{show(current?.[c.name])}</Table.Td>
                <Table.Td fw={c.name in (edit?.changes ?? {}) ? 600 : undefined}>
                  {c.name in (edit?.changes ?? {}) ? show(edit?.changes[c.name]) : show(current?.[c.name])}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDiscard}>
            {t('tables.staleDiscard')}
          </Button>
          <Button onClick={onOverwrite}>{t('tables.staleOverwrite')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
