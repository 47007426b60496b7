// A row is normal, changed or error. Edits are kept per row id with the row as
// it was read (its version goes with the PATCH), so they survive a re-sort or a search until saved.
import type { CellValue, Row } from '../api/tables';
import { sameValue } from './cellValue';

export type RowStatus = 'normal' | 'changed' | 'error';

export interface RowEdit {
  /** The row as read from the server; its version is what the save is based on. */
  base: Row;
  changes: Record<string, CellValue>;
  status: 'changed' | 'error';
  fieldErrors: Record<string, string[]>;
  generalErrors: string[];
}

export type EditsState = Record<number, RowEdit>;

export type EditsAction =
  | { type: 'edit'; row: Row; field: string; value: CellValue }
  | { type: 'saved'; rowId: number }
  | { type: 'failed'; rowId: number; fieldErrors: Record<string, string[]>; generalErrors: string[] }
  /** Someone else changed the row: keep our changes on top of their version. */
  | { type: 'rebase'; current: Row }
  | { type: 'discard'; rowId: number }
  | { type: 'clear' };

export function editsReducer(state: EditsState, action: EditsAction): EditsState {
  switch (action.type) {
    case 'edit': {
      const previous = state[action.row.id];
      const base = previous?.base ?? action.row;
      const changes = { ...previous?.changes };
      const original = base.invalid?.[action.field] ?? base[action.field];
      if (sameValue(action.value, original as CellValue) && base.invalid?.[action.field] === undefined)
        delete changes[action.field];
      else changes[action.field] = action.value;
      const fieldErrors = { ...previous?.fieldErrors };
      delete fieldErrors[action.field];
      if (Object.keys(changes).length === 0 && Object.keys(fieldErrors).length === 0) {
        const next = { ...state };
        delete next[action.row.id];
        return next;
      }
      return {
        ...state,
        [action.row.id]: { base, changes, status: 'changed', fieldErrors, generalErrors: [] },
      };
    }
    case 'saved':
    case 'discard': {
      if (!(action.rowId in state)) return state;
      const next = { ...state };
      delete next[action.rowId];
      return next;
    }
    case 'failed': {
      const edit = state[action.rowId];
      if (!edit) return state;
      return {
        ...state,
        [action.rowId]: {
          ...edit,
          status: 'error',
          fieldErrors: action.fieldErrors,
          generalErrors: action.generalErrors,
        },
      };
    }
    case 'rebase': {
      const edit = state[action.current.id];
      if (!edit) return state;
      return {
        ...state,
        [action.current.id]: { ...edit, base: action.current, status: 'changed', generalErrors: [] },
      };
    }
    case 'clear':
      return Object.keys(state).length === 0 ? state : {};
  }
}

export function rowStatus(state: EditsState, rowId: number): RowStatus {
  return state[rowId]?.status ?? 'normal';
}

/** Ids of the rows with something to save. */
export function changedRowIds(state: EditsState): number[] {
  return Object.values(state)
    .filter((edit) => Object.keys(edit.changes).length > 0)
    .map((edit) => edit.base.id);
}

/** The PATCH body of an edited row: its version and the changed fields. */
export function patchBody(edit: RowEdit): Record<string, unknown> {
  return { version: edit.base.version, ...edit.changes };
}

/** The value shown in a cell: the pending change if any, else the row's value. */
export function editedValue(state: EditsState, row: Row, field: string): CellValue | undefined {
  const changes = state[row.id]?.changes;
  return changes && field in changes ? changes[field] : undefined;
}
