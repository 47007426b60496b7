// The stop times of the edited trip: one row each, read-only except the single active row, whose
// cells are inputs (Enter confirms, Escape cancels). Row actions edit, confirm, cancel, fly to the
// stop and remove; with drag-reorder on, rows are dragged by their handle. Save errors of a row show
// under it (the server's errors are keyed by row index).
import { ActionIcon, Group, Table, Text, TextInput, Tooltip } from '@mantine/core';
import {
  IconCheck,
  IconCurrentLocation,
  IconGripVertical,
  IconPencil,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorRow } from './editorState';
import type { RowErrors } from './useTripEditor';

export const OPTIONAL_COLUMNS = [
  'stop_headsign',
  'pickup_type',
  'drop_off_type',
  'continuous_pickup',
  'continuous_drop_off',
  'timepoint',
] as const;
const NUMERIC = new Set([
  'shape_dist_traveled',
  'pickup_type',
  'drop_off_type',
  'continuous_pickup',
  'continuous_drop_off',
  'timepoint',
]);

interface Props {
  rows: readonly EditorRow[];
  activeIndex: number | null;
  optional: boolean;
  dragging: boolean;
  errors: RowErrors;
  onEdit: (index: number) => void;
  onField: (index: number, field: string, value: unknown) => void;
  onConfirm: () => void;
  onCancel: () => void;
  onFly: (index: number) => void;
  onRemove: (index: number) => void;
  onMove: (from: number, to: number) => void;
}

const show = (v: unknown) => (v === null || v === undefined ? '' : String(v));

function parseInput(field: string, text: string): unknown {
  if (text.trim() === '') return null;
  if (NUMERIC.has(field)) {
    const n = Number(text.replace(',', '.'));
    return Number.isFinite(n) ? n : text;
  }
  return text;
}

export function StopTimesTable(p: Props) {
  const { t } = useTranslation();
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const fields = [
    'stop_id',
    'shape_dist_traveled',
    'arrival_time',
    'departure_time',
    ...(p.optional ? OPTIONAL_COLUMNS : []),
  ];
  const header: Record<string, string> = {
    stop_id: t('stopTimes.columns.stopId'),
    shape_dist_traveled: t('stopTimes.columns.shapeDist'),
    arrival_time: t('stopTimes.columns.arrival'),
    departure_time: t('stopTimes.columns.departure'),
  };
  const keys = (e: KeyboardEvent) => {
    if (e.key === 'Enter') p.onConfirm();
    if (e.key === 'Escape') {
      e.stopPropagation();
      p.onCancel();
    }
  };

  return (
    <Table striped highlightOnHover withTableBorder stickyHeader fz="sm" verticalSpacing={4} miw={520}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={p.dragging ? 150 : 128}>{t('stopTimes.columns.actions')}</Table.Th>
          <Table.Th w={44}>{t('stopTimes.columns.seq')}</Table.Th>
          {fields.map((f) => (
            <Table.Th key={f} style={{ whiteSpace: 'nowrap' }}>
              {header[f] ?? f}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {p.rows.length === 0 && (
          <Table.Tr>
            <Table.Td colSpan={fields.length + 2}>
              <Text c="dimmed" size="sm" ta="center" py="md">
                {t('stopTimes.emptyRows')}
              </Text>
            </Table.Td>
          </Table.Tr>
        )}
        {p.rows.map((row, i) => {
          const seq = row.stop_sequence ?? i + 1;
          const active = p.activeIndex === i;
          const errors = p.errors[i] ?? {};
          const hasErrors = Object.keys(errors).length > 0;
          return [
            <Table.Tr
              key={row.key}
              aria-label={`${seq} ${row.stop_id ?? ''}`}
              aria-selected={active}
              bg={active ? 'yellow.0' : hasErrors ? 'red.0' : undefined}
              draggable={p.dragging}
              onDragStart={() => setDragFrom(i)}
              onDragOver={(e) => p.dragging && e.preventDefault()}
              onDrop={() => {
                if (dragFrom !== null) p.onMove(dragFrom, i);
                setDragFrom(null);
              }}
            >
              <Table.Td>
                <Group gap={2} wrap="nowrap">
                  {p.dragging && (
                    <IconGripVertical
                      size={16}
                      aria-label={t('stopTimes.dragHandle', { seq })}
                      style={{ cursor: 'grab' }}
                    />
                  )}
                  {active ? (
                    <>
                      <Tooltip label={t('stopTimes.confirmRow', { seq })}>
                        <ActionIcon
                          variant="subtle"
                          color="green"
                          aria-label={t('stopTimes.confirmRow', { seq })}
                          onClick={p.onConfirm}
                        >
                          <IconCheck size={16} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label={t('stopTimes.cancelRow', { seq })}>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-label={t('stopTimes.cancelRow', { seq })}
                          onClick={p.onCancel}
                        >
                          <IconX size={16} />
                        </ActionIcon>
                      </Tooltip>
                    </>
                  ) : (
                    <Tooltip label={t('stopTimes.editRow', { seq })}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('stopTimes.editRow', { seq })}
                        onClick={() => p.onEdit(i)}
                      >
                        <IconPencil size={16} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                  <Tooltip label={t('stopTimes.flyTo', { seq })}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('stopTimes.flyTo', { seq })}
                      onClick={() => p.onFly(i)}
                    >
                      <IconCurrentLocation size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('stopTimes.removeRow', { seq })}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('stopTimes.removeRow', { seq })}
                      onClick={() => p.onRemove(i)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Table.Td>
              <Table.Td>{seq}</Table.Td>
              {fields.map((f) => (
                <Table.Td key={f} style={{ whiteSpace: 'nowrap' }}>
                  {active && f !== 'stop_id' ? (
                    <TextInput
                      size="xs"
                      aria-label={`${header[f] ?? f} ${seq}`}
                      value={show(row[f])}
                      error={errors[f] ? true : undefined}
                      onChange={(e) => p.onField(i, f, parseInput(f, e.currentTarget.value))}
                      onKeyDown={keys}
                      miw={f.endsWith('_time') ? 84 : 64}
                    />
                  ) : f === 'stop_id' ? (
                    <Tooltip label={row.stop_name ?? ''} disabled={!row.stop_name}>
                      <Text size="sm" c={errors.stop_id ? 'red' : undefined}>
                        {show(row.stop_id)}
                      </Text>
                    </Tooltip>
                  ) : (
                    <Text size="sm" c={errors[f] ? 'red' : undefined}>
                      {show(row[f])}
                    </Text>
                  )}
                </Table.Td>
              ))}
            </Table.Tr>,
            hasErrors ? (
              <Table.Tr key={`${row.key}-errors`}>
                <Table.Td colSpan={fields.length + 2}>
                  <Text size="xs" c="red" role="alert">
                    {Object.entries(errors)
                      .map(([f, m]) => `${f}: ${m.join(' ')}`)
                      .join(' · ')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : null,
          ];
        })}
      </Table.Tbody>
    </Table>
  );
}
