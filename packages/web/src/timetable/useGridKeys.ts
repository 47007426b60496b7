// The grid's keyboard and clipboard: arrows, Tab, Enter (edit, then commit and go down), typing
// overwrites, Escape cancels, Delete clears, + and - shift, Ctrl+C / Ctrl+V copy and paste
// tab-separated blocks. Also keeps the focused cell in view as the keyboard moves it.
import { useEffect, useState, type ClipboardEvent, type KeyboardEvent, type RefObject } from 'react';
import { formatClock, parseClock, parseTsv } from '@ruta/gtfs/schema';
import { copyBlock, type Model, type TimeField } from './model';
import { COL_W, ROW_H, type Geometry } from './gridStyle';
import { moveSelection, rangeOf, type Selection } from './selection';

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
  /** A service's id and days, for the service column; null: no such column (one service shown). */
  serviceTitle: ((serviceId: string | null) => string) | null;
  /** Moving, selecting and copying only (a viewer's grid): no key or click changes a time. */
  readOnly?: boolean;
}

export interface EditingCell {
  r: number;
  c: number;
  text: string;
}

export function useGridKeys(
  props: GridProps,
  ref: RefObject<HTMLDivElement | null>,
  viewHeight: number,
  geo: Geometry,
) {
  const { model, field, selection, onSelect } = props;
  const [editing, setEditing] = useState<EditingCell | null>(null);
  const rows = model.rows.length;
  const cols = model.stopIds.length;
  const { r: fr, c: fc } = selection.focus;

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const top = fr * ROW_H;
    if (top < el.scrollTop) el.scrollTop = top;
    else if (top + ROW_H > el.scrollTop + el.clientHeight - geo.head)
      el.scrollTop = top + ROW_H - el.clientHeight + geo.head;
    const left = fc * COL_W;
    if (left < el.scrollLeft) el.scrollLeft = left;
    else if (left + COL_W > el.scrollLeft + el.clientWidth - geo.lead)
      el.scrollLeft = left + COL_W - el.clientWidth + geo.lead;
  }, [fr, fc, ref, geo.head, geo.lead]);

  /** The typed time: a number of seconds, null for empty, undefined while not a time. */
  const editValue = editing ? parseClock(editing.text) : null;
  const startEdit = (r: number, c: number, text?: string) => {
    if (!props.readOnly) setEditing({ r, c, text: text ?? formatClock(model.rows[r]!.cells[c]![field]) });
  };
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
    const page = Math.max(1, Math.floor((viewHeight - geo.head) / ROW_H) - 1);
    const moved = moveSelection(selection, e.key, e.shiftKey, rows, cols, page);
    if (moved) {
      e.preventDefault();
      onSelect(moved);
    } else if (props.readOnly) {
      return;
    } else if (e.key === 'Enter' || e.key === 'F2') {
      e.preventDefault();
      startEdit(fr, fc);
    } else if (e.key === '+' || e.key === '-') {
      e.preventDefault();
      props.onShift(e.key === '+' ? 1 : -1);
    } else if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      props.onClear();
    } else if (e.key.length === 1 && /[0-9:]/.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.preventDefault();
      startEdit(fr, fc, e.key);
    }
  };

  const onCopy = (e: ClipboardEvent) => {
    if (editing || !rows) return;
    e.preventDefault();
    e.clipboardData.setData('text/plain', copyBlock(model, rangeOf(selection), field));
  };
  const onPaste = (e: ClipboardEvent) => {
    if (editing || props.readOnly) return;
    e.preventDefault();
    props.onPaste(parseTsv(e.clipboardData.getData('text/plain')));
  };

  return { editing, setEditing, editValue, startEdit, commit, onKeyDown, onCopy, onPaste };
}
