// Revert a batch: a dry run first lists the rows changed since (named, with who changed them) and the
// rows whose revert would break the feed (with why); the user reverts everything, the rest, or nothing.
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { allMessages } from '../api/errors';
import { historyApi, historyKeys, type HistoryBatch } from './api';
import { ConflictList } from './ConflictList';

export function RevertModal({
  projectId,
  batch,
  onClose,
  onReverted,
}: {
  projectId: number;
  batch: HistoryBatch;
  onClose: () => void;
  /** After a revert, with the rows it restored. */
  onReverted: (rows: number) => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const dry = useQuery({
    queryKey: [...historyKeys.all(projectId), 'dry-run', batch.id],
    queryFn: () => historyApi.revert(projectId, batch.id, { dry_run: true }),
    gcTime: 0,
  });
  const apply = useMutation({
    mutationFn: (mode: 'rest' | 'all-or-nothing') =>
      historyApi.revert(projectId, batch.id, { dry_run: false, mode }),
    onSuccess: (answer) => {
      // Every screen's data may have changed back.
      void client.invalidateQueries();
      if (answer.reverted) onReverted(answer.rows);
      onClose();
    },
  });
  const failure = (err: unknown) =>
    (err instanceof ApiError && allMessages(err.body)[0]) || t('history.revertFailed');
  const conflicts = dry.data?.conflicts ?? [];
  const changed = conflicts.filter((c) => c.kind === 'changed');
  const breaking = conflicts.filter((c) => c.kind !== 'changed');
  return (
    <Modal opened onClose={onClose} title={t('history.revertTitle', { id: batch.id })} centered size="lg">
      <Stack gap="md">
        {dry.isPending ? (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">{t('history.checking')}</Text>
          </Group>
        ) : dry.isError ? (
          <Alert color="red" role="alert">
            {failure(dry.error)}
          </Alert>
        ) : (
          <>
            {dry.data.rows > 0 ? (
              <Text size="sm">{t('history.revertBody', { count: dry.data.rows })}</Text>
            ) : (
              <Text size="sm">{t('history.nothingLeft')}</Text>
            )}
            {changed.length > 0 && (
              <ConflictList title={t('history.conflicts', { count: changed.length })} conflicts={changed} />
            )}
            {breaking.length > 0 && (
              <ConflictList
                title={t('history.feedConflicts', { count: breaking.length })}
                conflicts={breaking}
              />
            )}
          </>
        )}
        {apply.isError && (
          <Alert color="red" role="alert">
            {failure(apply.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          {conflicts.length > 0 ? (
            <>
              <Button variant="default" onClick={onClose} data-autofocus>
                {t('history.revertNothing')}
              </Button>
              {dry.data!.rows > 0 && (
                <Button color="orange" loading={apply.isPending} onClick={() => apply.mutate('rest')}>
                  {t('history.revertRest', { count: dry.data!.rows })}
                </Button>
              )}
            </>
          ) : (
            <>
              <Button variant="default" onClick={onClose}>
                {t('history.cancel')}
              </Button>
              <Button
                color="orange"
                disabled={!dry.isSuccess || dry.data.rows === 0}
                loading={apply.isPending}
                onClick={() => apply.mutate('all-or-nothing')}
                data-autofocus
              >
                {t('history.revertConfirm')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
