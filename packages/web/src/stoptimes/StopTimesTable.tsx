// The stop times of the edited trip: one row each, read-only except the single active row, whose
// cells are inputs (Enter confirms, Escape cancels). Row actions edit, confirm, cancel, fly to the
// stop and remove; with drag-reorder on, rows are dragged by their handle. Save errors of a row show
// under it (the server's errors are keyed by row index).
import { Table, Text, TextInput, Tooltip } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COLUMN, NUMERIC, OPTIONAL_COLUMNS, SHOWN_COLUMNS } from './columns';
import { formatNumber } from '../i18n/numbers';
import { liveErrors } from './liveErrors';
import type { EditorRow } from './editorState';
import { RowActions } from './RowActions';
import type { RowErrors } from './useTripEditor';

interface Props {
  rows: readonly EditorRow[];
  activeIndex: number | null;
  optional: boolean;
  dragging: boolean;
  /** A viewer's table: no edit or remove action. */
  readOnly?: boolean;
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

/** A typed number (a decimal comma too) becomes a number; anything else stays text for its error. */
function parseInput(field: string, text: string): unknown {
  if (text.trim() === '') return null;
  if (NUMERIC.has(field) && /^\s*-?\d+([.,]\d+)?\s*$/.test(text)) return Number(text.replace(',', '.'));
  return text;
}

export function StopTimesTable(p: Props) {
  const { t, i18n } = useTranslation();
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const fields: string[] = [...SHOWN_COLUMNS, ...(p.optional ? OPTIONAL_COLUMNS : [])];
  const header = (f: string) => t(`stopTimes.columns.${COLUMN[f]!.label}`);
  const hasLive = (row: EditorRow | undefined) => !!row && Object.keys(liveErrors(row, t)).length > 0;
  const keys = (e: KeyboardEvent) => {
    // A row with a value that cannot be saved stays open, its error shown under it.
    if (e.key === 'Enter' && !(p.activeIndex !== null && hasLive(p.rows[p.activeIndex]))) p.onConfirm();
    if (e.key === 'Escape') {
      e.stopPropagation();
      p.onCancel();
    }
  };

  return (
    <Table
      striped
      highlightOnHover
      withTableBorder
      stickyHeader
      fz="sm"
      verticalSpacing={4}
      horizontalSpacing={6}
      miw={520}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={p.dragging ? 136 : 116}>{t('stopTimes.columns.actions')}</Table.Th>
          <Table.Th w={36}>{t('stopTimes.columns.seq')}</Table.Th>
          {fields.map((f) => (
            // Short words that may wrap; the GTFS field's name on hover.
            <Table.Th key={f} title={f} miw={COLUMN[f]!.width} style={{ lineHeight: 1.2 }}>
              {header(f)}
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
          const seq = typeof row.stop_sequence === 'number' ? row.stop_sequence : i + 1;
          const active = p.activeIndex === i;
          // Values checked as typed in the row being edited, beside the server's answer to a save.
          const errors = { ...(p.errors[i] ?? {}), ...(active ? liveErrors(row, t) : {}) };
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
                <RowActions
                  seq={seq}
                  active={active}
                  dragging={p.dragging}
                  onEdit={p.readOnly ? undefined : () => p.onEdit(i)}
                  onConfirm={p.onConfirm}
                  onCancel={p.onCancel}
                  onFly={() => p.onFly(i)}
                  onRemove={p.readOnly ? undefined : () => p.onRemove(i)}
                />
              </Table.Td>
              <Table.Td>{seq}</Table.Td>
              {fields.map((f) => (
                <Table.Td key={f} style={{ whiteSpace: 'nowrap' }}>
                  {active && f !== 'stop_id' ? (
                    <TextInput
                      size="xs"
                      aria-label={`${header(f)} ${seq}`}
                      value={show(row[f])}
                      error={errors[f] ? true : undefined}
                      aria-invalid={errors[f] ? true : undefined}
                      onChange={(e) => p.onField(i, f, parseInput(f, e.currentTarget.value))}
                      onKeyDown={keys}
                      w={COLUMN[f]!.width}
                    />
                  ) : f === 'stop_id' ? (
                    <Tooltip label={row.stop_name ?? ''} disabled={!row.stop_name}>
                      <Text size="sm" c={errors.stop_id ? 'red' : undefined}>
                        {show(row.stop_id)}
                      </Text>
                    </Tooltip>
                  ) : (
                    <Text size="sm" c={errors[f] ? 'red' : undefined}>
                      {typeof row[f] === 'number' && f === 'shape_dist_traveled'
                        ? formatNumber(row[f], i18n.language, 4)
                        : show(row[f])}
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
                      .map(([f, m]) => `${COLUMN[f] ? header(f) : f}: ${m.join(' ')}`)
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
