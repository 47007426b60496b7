// Saving the stop in the panel: create or update through api/stops.ts; on success an edit goes back
// to browsing and a new stop leaves adding on for the next one (placing a line's stops in a row);
// on failure the server's messages stay with the stop they belong to. A 409 (the row changed
// elsewhere) stores the new version and keeps the user's draft over it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { parseErrorBody, type ErrorMessages } from '../api/errors';
import { storeStop, stopsApi, type StopRow } from '../api/stops';
import { draftPayload } from './stopDraft';
import { afterSave, editedStopId, hasDraft, type StopsMode } from './stopsMode';

/** Changes when another stop (or a new one) is opened: saved errors belong to one session. */
function sessionKey(mode: StopsMode): string {
  const id = editedStopId(mode);
  return id !== null ? `stop-${id}` : hasDraft(mode) ? 'new' : 'none';
}

export function useStopSave(
  projectId: number,
  mode: StopsMode,
  setMode: (change: (m: StopsMode) => StopsMode) => void,
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<{ key: string; messages: ErrorMessages } | null>(null);

  const mutation = useMutation({
    mutationFn: async (current: StopsMode) => {
      if (current.kind === 'addDataPoint')
        return stopsApi.create(projectId, draftPayload(current.draft.present));
      if (current.kind === 'editDataPoint')
        return stopsApi.update(projectId, current.stop, draftPayload(current.draft.present));
      throw new Error('nothing to save');
    },
    onSuccess: (saved, current) => {
      storeStop(queryClient, projectId, { saved });
      setMode(() => afterSave(current));
    },
    onError: (error, current) => {
      const messages: ErrorMessages =
        error instanceof ApiError && error.answered
          ? parseErrorBody(error.body)
          : { general: [t('common.unexpectedError')], fields: {} };
      if (error instanceof ApiError && error.status === 409) {
        const fresh = (error.body as { current?: StopRow } | null)?.current;
        if (fresh) {
          delete messages.fields.current;
          storeStop(queryClient, projectId, { saved: fresh });
          setMode((m) => (m.kind === 'editDataPoint' && m.stop.id === fresh.id ? { ...m, stop: fresh } : m));
        }
      }
      setErrors({ key: sessionKey(current), messages });
    },
  });

  return {
    save: () => {
      setErrors(null);
      mutation.mutate(mode);
    },
    saving: mutation.isPending,
    /** The messages of the last failed save of the stop now open, or null. */
    errors: errors?.key === sessionKey(mode) ? errors.messages : null,
    /** Forgets the outcome of the last save (leaving the panel). */
    reset: mutation.reset,
  };
}
