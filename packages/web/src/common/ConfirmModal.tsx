// A yes/no question over an editor (save, discard changes, delete trips).
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  opened: boolean;
  title: string;
  body: string;
  confirm: string;
  cancel: string;
  danger?: boolean;
  /** More of the question (an option to tick). */
  children?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmModal({
  opened,
  title,
  body,
  confirm,
  cancel,
  danger,
  children,
  onConfirm,
  onCancel,
}: Props) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Stack gap="md">
        <Text size="sm">{body}</Text>
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {cancel}
          </Button>
          <Button color={danger ? 'red' : undefined} onClick={onConfirm} data-autofocus>
            {confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
