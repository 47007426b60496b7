// The spreadsheet of one pattern: a row per trip, a column per stop. Only the rows and columns in
// view are drawn (a 1,000 × 60 pattern is 60,000 cells), the header and the trip column stay put.
// Keyboard first: arrows, Tab, Enter (edit, then commit and go down), typing overwrites, Escape
// cancels, Delete clears, Ctrl+C / Ctrl+V copy and paste tab-separated blocks.
import { ActionIcon, Box, Text, Tooltip } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatClock, parseClock, parseTsv } from '@ruta/gtfs/schema';
import { copyBlock, type Model, type TimeField } from './model';
import { inRange, moveSelection, rangeOf, type Selection } from './selection';
import { useViewport, visibleSpan } from './useViewport';

const ROW_H = 30;
const COL_W = 80;
const TRIP_W = 180;
const HEAD_H = 62;

export interface GridProps {
  model: Model;
  stopNames: string[];
  field: TimeField;
  selection: Selection;
  onSelect: (s: Selection) => void;
  onEdit: (r: number, c: number, value: number | null) => void;
  onPaste: (block: string[][]) => void;
  onClear: () => void;
  /** Server errors by `row:column` (row by index in the model). */
  cellErrors: ReadonlyMap<string, string>;
  tripLink: (tripId: string) => string;
  /** `+` and `-` shift the selection later or earlier. */
  onShift: (sign: 1 | -1) => void;
}

export function TimetableGrid(props: GridProps) {
  const { model, stopNames, field, selection, onSelect, cellErrors } = props;
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const vp = useViewport(ref);
  const [editing, setEditing] = useState<{ r: number; c: number; text: string } | null>(null);
  const rows = model.rows.length;
  const cols = model.stopIds.length;
  const range = rangeOf(selection);

  const [r0, r1] = visibleSpan(vp.top, vp.height - HEAD_H, ROW_H, rows);
  const [c0, c1] = visibleSpan(Math.max(0, vp.left), vp.width - TRIP_W, COL_W, cols);

  // Keep the focused cell in view as the keyboard moves it.
  const { r: fr, c: fc } = selection.focus;
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const top = fr * ROW_H;
    if (top < el.scrollTop) el.scrollTop = top;
    else if (top + ROW_H > el.scrollTop + el.clientHeight - HEAD_H)
      el.scrollTop = top + ROW_H - el.clientHeight + HEAD_H;
    const left = fc * COL_W;
    if (left < el.scrollLeft) el.scrollLeft = left;
    else if (left + COL_W > el.scrollLeft + el.clientWidth - TRIP_W)
      el.scrollLeft = left + COL_W - el.clientWidth + TRIP_W;
  }, [fr, fc]);

  const editValue = editing ? parseClock(editing.text) : null;
  const commit = (down: boolean) => {
    if (!editing || editValue === undefined) return;
    props.onEdit(editing.r, editing.c, editValue);
    setEditing(null);
    if (down) {
      const r = Math.min(rows - 1, editing.r + 1);
      onSelect({ anchor: { r, c: editing.c }, focus: { r, c: editing.c } });
    }
    ref.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (editing) {
      if (e.key === 'Enter' || e.key === 'Tab') {
        e.preventDefault();
        if (editValue === undefined) return;
        commit(e.key === 'Enter');
        if (e.key === 'Tab') onSelect(moveSelection(selection, 'Tab', e.shiftKey, rows, cols, 1)!);
      } else if (e.key === 'Escape') {
        e.preventDefault();
        setEditing(null);
        ref.current?.focus();
      }
      return;
    }
    if (!rows || !cols) return;
    const page = Math.max(1, Math.floor((vp.height - HEAD_H) / ROW_H) - 1);
    const moved = moveSelection(selection, e.key, e.shiftKey, rows, cols, page);
    if (moved) {
      e.preventDefault();
      onSelect(moved);
    } else if (e.key === 'Enter' || e.key === 'F2') {
      e.preventDefault();
      const cell = model.rows[fr]!.cells[fc]!;
      setEditing({ r: fr, c: fc, text: formatClock(cell[field]) });
    } else if (e.key === '+' || e.key === '-') {
      e.preventDefault();
      props.onShift(e.key === '+' ? 1 : -1);
    } else if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      props.onClear();
    } else if (e.key.length === 1 && /[0-9:]/.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.preventDefault();
      setEditing({ r: fr, c: fc, text: e.key });
    }
  };

  const onCopy = (e: ClipboardEvent) => {
    if (editing || !rows) return;
    e.preventDefault();
    e.clipboardData.setData('text/plain', copyBlock(model, range, field));
  };
  const onPasteEvent = (e: ClipboardEvent) => {
    if (editing) return;
    e.preventDefault();
    props.onPaste(parseTsv(e.clipboardData.getData('text/plain')));
  };

  const width = TRIP_W + cols * COL_W;
  const height = HEAD_H + rows * ROW_H;
  const colIdx: number[] = [];
  for (let c = c0; c <= c1; c++) colIdx.push(c);
  const rowIdx: number[] = [];
  for (let r = r0; r <= r1; r++) rowIdx.push(r);

  return (
    <div
      ref={ref}
      role="grid"
      aria-label={t('timetable.gridLabel')}
      aria-rowcount={rows + 1}
      aria-colcount={cols + 1}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onCopy={onCopy}
      onPaste={onPasteEvent}
      className="timetable-grid"
      style={{
        position: 'relative',
        overflow: 'auto',
        height: '100%',
        outline: 'none',
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      <div style={{ width, height, position: 'relative' }}>
        <div role="row" style={{ position: 'sticky', top: 0, height: HEAD_H, width, zIndex: 3 }}>
          <div
            role="columnheader"
            style={{ position: 'sticky', left: 0, width: TRIP_W, height: HEAD_H, zIndex: 4, ...HEAD_STYLE }}
          >
            <Text size="xs" fw={600} px={8}>
              {t('timetable.trip')}
            </Text>
          </div>
          {colIdx.map((c) => (
            <div
              key={c}
              role="columnheader"
              title={`${stopNames[c]} (${model.stopIds[c]})`}
              onClick={() => onSelect({ anchor: { r: Math.max(0, rows - 1), c }, focus: { r: 0, c } })}
              style={{
                position: 'absolute',
                left: TRIP_W + c * COL_W,
                top: 0,
                width: COL_W,
                height: HEAD_H,
                cursor: 'pointer',
                ...HEAD_STYLE,
                background:
                  c >= range.c0 && c <= range.c1 ? 'var(--mantine-color-blue-1)' : HEAD_STYLE.background,
              }}
            >
              <Text size="xs" lh={1.2} px={4} lineClamp={3} style={{ wordBreak: 'break-word' }}>
                {stopNames[c]}
              </Text>
            </div>
          ))}
        </div>
        {rowIdx.map((r) => {
          const row = model.rows[r]!;
          const isNew = row.rowId === null;
          const changed = isNew || (row.rowId !== null && model.changed.has(row.rowId));
          return (
            <div
              key={r}
              role="row"
              style={{ position: 'absolute', top: HEAD_H + r * ROW_H, height: ROW_H, width }}
            >
              <div
                role="rowheader"
                // The focus stays at the first stop, so selecting a row does not scroll sideways.
                onClick={() => onSelect({ anchor: { r, c: Math.max(0, cols - 1) }, focus: { r, c: 0 } })}
                style={{
                  position: 'sticky',
                  left: 0,
                  width: TRIP_W,
                  height: ROW_H,
                  zIndex: 2,
                  display: 'flex',
                  alignItems: 'center',
                  gap: 4,
                  padding: '0 4px 0 8px',
                  borderBottom: BORDER,
                  borderRight: BORDER,
                  background:
                    r >= range.r0 && r <= range.r1
                      ? 'var(--mantine-color-blue-0)'
                      : 'var(--mantine-color-body)',
                  cursor: 'pointer',
                }}
              >
                <Text
                  size="xs"
                  truncate="end"
                  style={{ flex: 1 }}
                  fw={changed ? 600 : 400}
                  c={isNew ? 'teal.8' : undefined}
                >
                  {changed && <span aria-hidden>• </span>}
                  {row.tripId}
                </Text>
                {!isNew && (
                  <Tooltip label={t('timetable.openTrip', { trip: row.tripId })} openDelay={400}>
                    <ActionIcon
                      component={Link}
                      to={props.tripLink(row.tripId)}
                      size="sm"
                      variant="subtle"
                      aria-label={t('timetable.openTrip', { trip: row.tripId })}
                      onClick={(e) => e.stopPropagation()}
                    >
                      <IconExternalLink size={14} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                )}
              </div>
              {colIdx.map((c) => {
                const cell = row.cells[c]!;
                const selected = inRange(range, r, c);
                const focused = fr === r && fc === c;
                const error = cellErrors.get(`${r}:${c}`);
                const isEditing = editing && editing.r === r && editing.c === c;
                return (
                  <div
                    key={c}
                    role="gridcell"
                    aria-label={`${row.tripId} ${stopNames[c]}`}
                    aria-selected={selected}
                    aria-invalid={error ? true : undefined}
                    title={error}
                    onMouseDown={(e) => {
                      if (isEditing) return;
                      e.preventDefault();
                      ref.current?.focus();
                      onSelect(
                        e.shiftKey
                          ? { anchor: selection.anchor, focus: { r, c } }
                          : { anchor: { r, c }, focus: { r, c } },
                      );
                    }}
                    onDoubleClick={() => setEditing({ r, c, text: formatClock(cell[field]) })}
                    style={{
                      position: 'absolute',
                      left: TRIP_W + c * COL_W,
                      top: 0,
                      width: COL_W,
                      height: ROW_H,
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
                      color: cell[field] === null ? 'var(--mantine-color-dimmed)' : undefined,
                    }}
                  >
                    {isEditing ? (
                      <input
                        autoFocus
                        aria-label={t('timetable.cellInput', { trip: row.tripId, stop: stopNames[c] })}
                        aria-invalid={editValue === undefined}
                        value={editing.text}
                        onChange={(e) => setEditing({ ...editing, text: e.target.value })}
                        onBlur={() => commit(false)}
                        style={{
                          width: COL_W - 6,
                          height: ROW_H - 6,
                          textAlign: 'center',
                          font: 'inherit',
                          border: `2px solid var(--mantine-color-${editValue === undefined ? 'red' : 'blue'}-6)`,
                          borderRadius: 3,
                        }}
                      />
                    ) : cell[field] === null ? (
                      '–'
                    ) : (
                      formatClock(cell[field])
                    )}
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
      {editing && editValue === undefined && (
        <Box
          role="alert"
          style={{ position: 'sticky', left: 8, bottom: 8, width: 'max-content', zIndex: 5 }}
          bg="red.7"
          c="white"
          px="xs"
          py={4}
        >
          <Text size="xs">{t('timetable.badTime')}</Text>
        </Box>
      )}
    </div>
  );
}

const BORDER = '1px solid var(--mantine-color-gray-3)';
const HEAD_STYLE = {
  background: 'var(--mantine-color-gray-0)',
  borderBottom: '1px solid var(--mantine-color-gray-4)',
  borderRight: BORDER,
  display: 'flex',
  alignItems: 'flex-end',
  paddingBottom: 4,
} as const;
