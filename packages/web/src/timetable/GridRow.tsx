// One trip of the grid: its sticky header (trip id, changed mark, link to the stop-times editor)
// and the cells of the columns in view, one of them perhaps being edited.
import { ActionIcon, Text, Tooltip } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatClock } from '@ruta/gtfs/schema';
import { BORDER, COL_W, ROW_H, TRIP_W, columnBox, type Geometry } from './gridStyle';
import { ClockText, splitClock } from './SecondsLegend';
import type { Row, TimeField } from './model';
import type { Range } from './model';
import { inRange, type Selection } from './selection';
import type { useGridKeys } from './useGridKeys';

interface Props {
  r: number;
  row: Row;
  changed: boolean;
  columns: number[];
  width: number;
  geo: Geometry;
  serviceTitle: ((serviceId: string | null) => string) | null;
  stopNames: string[];
  field: TimeField;
  range: Range;
  selection: Selection;
  onSelect: (s: Selection) => void;
  cellErrors: ReadonlyMap<string, string>;
  tripLink: (tripId: string) => string;
  keys: ReturnType<typeof useGridKeys>;
  focusGrid: () => void;
}

export function GridRow(p: Props) {
  const { t } = useTranslation();
  const { r, row, range, keys } = p;
  const isNew = row.rowId === null;
  const lastCol = Math.max(0, p.stopNames.length - 1);
  return (
    <div
      role="row"
      style={{ position: 'absolute', top: p.geo.head + r * ROW_H, height: ROW_H, width: p.width }}
    >
      <div
        role="rowheader"
        // The focus stays at the first stop, so selecting a row does not scroll sideways.
        onClick={() => p.onSelect({ anchor: { r, c: lastCol }, focus: { r, c: 0 } })}
        style={{
          position: 'sticky',
          left: 0,
          width: p.geo.lead,
          height: ROW_H,
          zIndex: 2,
          display: 'flex',
          alignItems: 'center',
          gap: 4,
          padding: '0 4px 0 8px',
          borderBottom: BORDER,
          borderRight: BORDER,
          background:
            r >= range.r0 && r <= range.r1 ? 'var(--mantine-color-blue-0)' : 'var(--mantine-color-body)',
          cursor: 'pointer',
        }}
      >
        <Text
          size="xs"
          truncate="end"
          title={row.tripId}
          style={{ width: TRIP_W - 44, flex: 'none' }}
          fw={p.changed ? 600 : 400}
          c={isNew ? 'teal.8' : undefined}
        >
          {p.changed && <span aria-hidden>• </span>}
          {row.tripId}
        </Text>
        {!isNew && (
          <Tooltip label={t('timetable.openTrip', { trip: row.tripId })} openDelay={400}>
            <ActionIcon
              component={Link}
              to={p.tripLink(row.tripId)}
              size="sm"
              variant="subtle"
              aria-label={t('timetable.openTrip', { trip: row.tripId })}
              onClick={(e) => e.stopPropagation()}
            >
              <IconExternalLink size={14} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
        {p.serviceTitle && (
          <Text
            size="xs"
            truncate="end"
            title={p.serviceTitle(row.serviceId)}
            lh={`${ROW_H - 1}px`}
            style={{
              position: 'absolute',
              left: TRIP_W,
              top: 0,
              width: p.geo.service,
              padding: '0 8px',
              borderLeft: BORDER,
            }}
          >
            {row.serviceId}
          </Text>
        )}
      </div>
      {p.columns.map((c) => {
        const value = row.cells[c]![p.field];
        const time = value === null ? null : splitClock(value);
        const selected = inRange(range, r, c);
        const focused = p.selection.focus.r === r && p.selection.focus.c === c;
        const error = p.cellErrors.get(`${r}:${c}`);
        const editing = keys.editing && keys.editing.r === r && keys.editing.c === c ? keys.editing : null;
        return (
          <div
            key={c}
            role="gridcell"
            aria-label={t('timetable.cellLabel', {
              time: value === null ? t('timetable.noTime') : formatClock(value),
              stop: p.stopNames[c],
              trip: row.tripId,
            })}
            aria-selected={selected}
            aria-invalid={error ? true : undefined}
            title={error}
            onMouseDown={(e) => {
              if (editing) return;
              e.preventDefault();
              p.focusGrid();
              p.onSelect(
                e.shiftKey
                  ? { anchor: p.selection.anchor, focus: { r, c } }
                  : { anchor: { r, c }, focus: { r, c } },
              );
            }}
            onDoubleClick={() => keys.startEdit(r, c)}
            style={{
              ...columnBox(c, ROW_H, p.geo),
              borderBottom: BORDER,
              borderRight: BORDER,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              fontSize: 13,
              background: error
                ? 'var(--mantine-color-red-1)'
                : selected
                  ? 'var(--mantine-color-blue-1)'
                  : undefined,
              outline: focused ? '2px solid var(--mantine-color-blue-6)' : undefined,
              outlineOffset: -2,
              color: value === null ? 'var(--mantine-color-dimmed)' : undefined,
            }}
          >
            {editing ? (
              <input
                autoFocus
                aria-label={t('timetable.cellInput', { trip: row.tripId, stop: p.stopNames[c] })}
                aria-invalid={keys.editValue === undefined}
                value={editing.text}
                onChange={(e) => keys.setEditing({ ...editing, text: e.target.value })}
                onBlur={() => keys.commit(false)}
                style={{
                  width: COL_W - 6,
                  height: ROW_H - 6,
                  textAlign: 'center',
                  font: 'inherit',
                  border: `2px solid var(--mantine-color-${keys.editValue === undefined ? 'red' : 'blue'}-6)`,
                  borderRadius: 3,
                }}
              />
            ) : time === null ? (
              '–'
            ) : (
              <ClockText hm={time.hm} seconds={time.seconds} />
            )}
          </div>
        );
      })}
    </div>
  );
}
