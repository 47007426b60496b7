// The grid's unsaved edits and their saves: each changed row is PATCHed with its version; a row
// someone else changed meanwhile (409 with the current row) waits in a queue for the user to
// overwrite it or take theirs, one at a time.
import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { parseErrorBody } from '../api/errors';
import { tablesApi, type Row } from '../api/tables';
import type { ResourceName } from './resources';
import { changedRowIds, editsReducer, patchBody, type RowEdit } from './rowState';

interface Stale {
  rowId: number;
  current: Row;
}

interface Options {
  /** Before a save starts (the screen closes its cell editor). */
  onStart: () => void;
  /** After saves or a discard of a stale row: the list is read again. */
  onSettled: () => void;
}

export function useRowSaves(projectId: number, resource: ResourceName, { onStart, onSettled }: Options) {
  const { t } = useTranslation();
  const [edits, dispatch] = useReducer(editsReducer, {});
  const [stale, setStale] = useState<Stale[]>([]);
  const [saving, setSaving] = useState(false);
  const changed = changedRowIds(edits);

  const saveRows = async (
    ids: number[],
    editsById: Record<number, RowEdit>,
    bodies?: Record<number, object>,
  ) => {
    setSaving(true);
    onStart();
    const results = await Promise.allSettled(
      ids.map((id) =>
        tablesApi.patch(projectId, resource, id, { ...(bodies?.[id] ?? patchBody(editsById[id]!)) }),
      ),
    );
    const staleRows: Stale[] = [];
    results.forEach((result, i) => {
      const rowId = ids[i]!;
      if (result.status === 'fulfilled') {
        dispatch({ type: 'saved', rowId });
        return;
      }
      const error = result.reason as unknown;
      if (error instanceof ApiError && error.status === 409) {
        const current = (error.body as { current?: Row } | null)?.current;
        if (current) staleRows.push({ rowId, current });
      }
      if (error instanceof ApiError && error.answered) {
        const { fields, general } = parseErrorBody(error.body);
        dispatch({ type: 'failed', rowId, fieldErrors: fields, generalErrors: general });
      } else {
        dispatch({ type: 'failed', rowId, fieldErrors: {}, generalErrors: [t('common.unexpectedError')] });
      }
    });
    setStale((list) => [...list, ...staleRows]);
    setSaving(false);
    onSettled();
  };

  const first = stale[0];
  const firstEdit = first ? (edits[first.rowId] ?? null) : null;

  return {
    edits,
    dispatch,
    changed,
    dirty: changed.length > 0,
    saving,
    saveAll: () => void saveRows(changed, edits),
    /** The first row of the 409 queue, with the user's edit of it. */
    stale: first ? { ...first, edit: firstEdit } : null,
    /** Saves the user's edit over the current row (its version). */
    overwriteStale() {
      if (!first || !firstEdit) return;
      dispatch({ type: 'rebase', current: first.current });
      setStale((list) => list.slice(1));
      const body = { ...firstEdit.changes, version: first.current.version };
      void saveRows([first.rowId], edits, { [first.rowId]: body });
    },
    /** Drops the user's edit and keeps the current row. */
    discardStale() {
      if (first) dispatch({ type: 'discard', rowId: first.rowId });
      setStale((list) => list.slice(1));
      onSettled();
    },
  };
}
