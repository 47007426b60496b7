import { Button, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorSummary } from './ErrorSummary';
import { ModalActions } from './ModalActions';

interface Props<T> {
  /** What is to be deleted; the dialog is open while it is set. */
  target: T | null;
  title: string;
  text: string;
  /** The confirm button's label; Delete unless given. */
  confirmLabel?: string;
  remove: (target: T) => Promise<unknown>;
  onClose: () => void;
  onDeleted: (target: T) => void;
}

/**
 * Delete with confirmation. A refusal (a row used elsewhere, a project deleted meanwhile) stays in
 * the dialog with the server's message, so the user reads why before closing it.
 */
export function ConfirmDeleteModal<T>({
  target,
  title,
  text,
  confirmLabel,
  remove,
  onClose,
  onDeleted,
}: Props<T>) {
  const { t } = useTranslation();
  const mutation = useMutation({
    mutationFn: remove,
    onSuccess: (_data, deleted) => {
      mutation.reset();
      onDeleted(deleted);
    },
  });
  const close = () => {
    mutation.reset();
    onClose();
  };
  return (
    <Modal opened={target !== null} onClose={close} title={title} centered>
      <Stack gap="md">
        <Text size="sm">{text}</Text>
        <ErrorSummary error={mutation.error} />
        <ModalActions onCancel={close}>
          <Button
            color="red"
            loading={mutation.isPending}
            onClick={() => target !== null && mutation.mutate(target)}
            data-autofocus
          >
            {confirmLabel ?? t('common.delete')}
          </Button>
        </ModalActions>
      </Stack>
    </Modal>
  );
}
