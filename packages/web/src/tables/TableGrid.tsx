import { Box, Group, Skeleton, Table, Text, Tooltip, UnstyledButton } from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowDown,
  IconArrowsSort,
  IconArrowUp,
  IconCircleFilled,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CellValue, Row } from '../api/tables';
import { isInvalid, rowValue } from './cellValue';
import { GridCell, type Move } from './cells/GridCell';
import { currentLanguage } from '../i18n';
import { useSkipLink } from '../layout/SkipLink';
import { RowActionButton } from '../common/RowActionButton';
import type { Column } from './columns';
import { editedValue, rowStatus, type EditsState } from './rowState';

export interface EditingCell {
  rowId: number;
  column: string;
}

interface Props {
  projectId: number;
  columns: Column[];
  rows: Row[];
  loading: boolean;
  edits: EditsState;
  editing: EditingCell | null;
  sort: string;
  columnLabel: (column: Column) => string;
  rowName: (row: Row) => string;
  empty: ReactNode;
  onSort: (column: string) => void;
  onStartEdit: (cell: EditingCell | null) => void;
  onChange: (row: Row, column: string, value: CellValue) => void;
  /** Left out for someone who may not edit (with every column read-only). */
  onDelete?: (row: Row) => void;
  onDiscard: (row: Row) => void;
  /** Extra row buttons (routes: its trips). */
  rowActions?: (row: Row) => ReactNode;
}

const WIDTHS: Record<Column['input'], number> = {
  text: 170,
  url: 190,
  email: 190,
  number: 110,
  date: 150,
  time: 110,
  checkbox: 56,
  color: 130,
  select: 180,
  fk: 170,
  timezone: 190,
};

/** Wide enough for the kind's input and for the header's name (GTFS names are long). */
export const columnWidth = (column: Column, label: string) =>
  Math.max(WIDTHS[column.input], Math.round(label.length * 8.8) + (column.required ? 60 : 48));

const STATUS_BG = {
  normal: undefined,
  changed: 'var(--mantine-color-yellow-0)',
  error: 'var(--mantine-color-red-0)',
} as const;

/** The page of rows; only this page is rendered (the server pages big tables). */
export function TableGrid(props: Props) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  useSkipLink(t('a11y.skipToTable'));
  const { columns, rows, edits, editing, sort } = props;
  const [sortField, sortDir] = sort.split('|');
  const editable = columns.filter((c) => !c.readOnly);

  /** Tab from a cell: the next editable cell of the row, then the first of the next row. */
  const moveFrom = (rowIndex: number, column: string, move: Move) => {
    if (!move) return props.onStartEdit(null);
    const flat = rows.flatMap((row) => editable.map((c) => ({ rowId: row.id, column: c.name })));
    const here = rowIndex * editable.length + editable.findIndex((c) => c.name === column);
    const next = flat[here + (move === 'next' ? 1 : -1)];
    props.onStartEdit(next ?? null);
  };

  return (
    <Table.ScrollContainer
      data-skip-target
      minWidth={columns.reduce((sum, c) => sum + columnWidth(c, props.columnLabel(c)), 120)}
      type="native"
    >
      <Table
        striped={false}
        highlightOnHover
        withTableBorder
        withColumnBorders
        verticalSpacing={4}
        horizontalSpacing={6}
        layout="fixed"
        stickyHeader
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={120}>
              <Text size="xs" fw={600} c="dimmed" tt="uppercase">
                {t('tables.actions')}
              </Text>
            </Table.Th>
            {columns.map((column) => {
              const active = sortField === column.name;
              const label = props.columnLabel(column);
              return (
                <Table.Th
                  key={column.name}
                  w={columnWidth(column, label)}
                  aria-sort={active ? (sortDir === 'desc' ? 'descending' : 'ascending') : undefined}
                >
                  <UnstyledButton
                    onClick={() => props.onSort(column.name)}
                    aria-label={t('tables.sortBy', { column: label })}
                    w="100%"
                    title={
                      column.words
                        ? `${column.words.label[lang]} (${column.name}): ${column.words.help[lang]}`
                        : column.name
                    }
                  >
                    <Group gap={4} wrap="nowrap" justify="space-between">
                      <Text size="sm" fw={600} truncate>
                        {label}
                        {column.required && (
                          <Text span c="red.7" aria-label={t('tables.requiredMark')}>
                            {' *'}
                          </Text>
                        )}
                      </Text>
                      {active ? (
                        sortDir === 'desc' ? (
                          <IconArrowDown size={14} aria-hidden style={{ flex: 'none' }} />
                        ) : (
                          <IconArrowUp size={14} aria-hidden style={{ flex: 'none' }} />
                        )
                      ) : (
                        <IconArrowsSort
                          size={14}
                          aria-hidden
                          color="var(--mantine-color-gray-5)"
                          style={{ flex: 'none' }}
                        />
                      )}
                    </Group>
                  </UnstyledButton>
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.loading &&
            Array.from({ length: 6 }, (_, i) => (
              <Table.Tr key={`skeleton-${i}`} aria-hidden>
                <Table.Td>
                  <Skeleton height={18} />
                </Table.Td>
                {columns.map((c) => (
                  <Table.Td key={c.name}>
                    <Skeleton height={18} />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          {!props.loading && rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columns.length + 1}>
                <Box py="xl" ta="center">
                  {props.empty}
                </Box>
              </Table.Td>
            </Table.Tr>
          )}
          {!props.loading &&
            rows.map((row, rowIndex) => {
              const status = rowStatus(edits, row.id);
              const edit = edits[row.id];
              const name = props.rowName(row);
              return [
                <Table.Tr
                  key={row.id}
                  data-row-status={status}
                  style={{
                    background: STATUS_BG[status],
                    boxShadow:
                      status === 'normal'
                        ? undefined
                        : `inset 3px 0 0 var(--mantine-color-${status === 'error' ? 'red' : 'yellow'}-6)`,
                  }}
                >
                  <Table.Td>
                    <Group gap={2} wrap="nowrap">
                      {editable[0] && (
                        <RowActionButton
                          label={t('tables.editRow', { id: name })}
                          icon={IconPencil}
                          color="gray"
                          onClick={() => props.onStartEdit({ rowId: row.id, column: editable[0]!.name })}
                        />
                      )}
                      {props.onDelete && (
                        <RowActionButton
                          label={t('tables.deleteRow', { id: name })}
                          icon={IconTrash}
                          color="red"
                          onClick={() => props.onDelete!(row)}
                        />
                      )}
                      {props.rowActions?.(row)}
                      {status !== 'normal' && (
                        <>
                          <RowActionButton
                            label={t('tables.discardRow', { id: name })}
                            icon={IconArrowBackUp}
                            color="gray"
                            onClick={() => props.onDiscard(row)}
                          />
                          <Tooltip
                            label={status === 'error' ? t('tables.rowError') : t('tables.rowChanged')}
                            withArrow
                          >
                            <IconCircleFilled
                              size={9}
                              color={`var(--mantine-color-${status === 'error' ? 'red' : 'yellow'}-6)`}
                              aria-label={status === 'error' ? t('tables.rowError') : t('tables.rowChanged')}
                              style={{ flex: 'none', marginLeft: 2 }}
                            />
                          </Tooltip>
                        </>
                      )}
                    </Group>
                  </Table.Td>
                  {columns.map((column) => {
                    const pending = editedValue(edits, row, column.name);
                    const changed = pending !== undefined;
                    const label = props.columnLabel(column);
                    return (
                      <Table.Td
                        key={column.name}
                        style={changed ? { background: 'var(--mantine-color-yellow-1)' } : undefined}
                      >
                        <GridCell
                          column={column}
                          projectId={props.projectId}
                          value={changed ? pending : rowValue(row, column.name)}
                          invalid={!changed && isInvalid(row, column.name)}
                          errors={edit?.fieldErrors[column.name]}
                          editing={editing?.rowId === row.id && editing.column === column.name}
                          label={t('tables.cellLabel', { column: label, id: name })}
                          editLabel={t('tables.editCell', { column: label, id: name })}
                          onStartEdit={() => props.onStartEdit({ rowId: row.id, column: column.name })}
                          onCommit={(value, move) => {
                            props.onChange(row, column.name, value);
                            if (column.input !== 'checkbox' || move) moveFrom(rowIndex, column.name, move);
                          }}
                          onCancel={() => props.onStartEdit(null)}
                        />
                      </Table.Td>
                    );
                  })}
                </Table.Tr>,
                edit && edit.generalErrors.length > 0 && (
                  <Table.Tr key={`${row.id}-errors`} style={{ background: STATUS_BG.error }}>
                    <Table.Td colSpan={columns.length + 1}>
                      <Text size="xs" c="red.8" role="alert">
                        {edit.generalErrors.join(' ')}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ),
              ];
            })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
