// A yes/no question over the editor (save, discard changes).
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

interface Props {
  opened: boolean;
  title: string;
  body: string;
  confirm: string;
  cancel: string;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmModal({ opened, title, body, confirm, cancel, danger, onConfirm, onCancel }: Props) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Stack gap="md">
        <Text size="sm">{body}</Text>
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
