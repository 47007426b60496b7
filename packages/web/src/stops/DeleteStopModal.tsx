// A failed delete shows the server's message inside the dialog, which stays open.
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { allMessages } from '../api/errors';
import { stopsApi, type StopRow } from '../api/stops';

interface Props {
  projectId: number;
  stop: StopRow | null;
  onClose: () => void;
  onDeleted: (stop: StopRow) => void;
}

export function DeleteStopModal({ projectId, stop, onClose, onDeleted }: Props) {
  const { t } = useTranslation();
  const remove = useMutation({
    mutationFn: (target: StopRow) => stopsApi.remove(projectId, target.id),
    onSuccess: (_, target) => onDeleted(target),
  });
  const close = () => {
    remove.reset();
    onClose();
  };
  const messages =
    remove.error instanceof ApiError && remove.error.answered
      ? allMessages(remove.error.body)
      : remove.error
        ? [t('common.unexpectedError')]
        : [];
  return (
    <Modal opened={stop !== null} onClose={close} title={t('stops.deleteTitle')} centered>
      <Stack>
        <Text size="sm">{t('stops.deleteText', { id: stop?.stop_id ?? '' })}</Text>
        {messages.length > 0 && (
          <Alert color="red" role="alert">
            {messages.map((m) => (
              <Text size="sm" key={m}>
                {m}
              </Text>
            ))}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => stop && remove.mutate(stop)}>
            {t('common.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
