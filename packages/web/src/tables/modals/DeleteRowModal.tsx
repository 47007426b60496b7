import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { tablesApi, type Row } from '../../api/tables';
import { ErrorSummary } from '../../common/ErrorSummary';

interface Props {
  projectId: number;
  resource: string;
  row: Row | null;
  rowName: string;
  onClose: () => void;
  onDeleted: (row: Row) => void;
}

/** Delete with confirmation; a refusal (e.g. 409 'used by 12 trips') stays in the dialog. */
export function DeleteRowModal({ projectId, resource, row, rowName, onClose, onDeleted }: Props) {
  const { t } = useTranslation();
  const remove = useMutation({
    mutationFn: (target: Row) => tablesApi.remove(projectId, resource, target.id),
    onSuccess: (_data, target) => {
      remove.reset();
      onDeleted(target);
    },
  });
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Modal opened={row !== null} onClose={close} title={t('tables.deleteTitle')} centered>
      <Stack gap="md">
        <Text size="sm">{t('tables.deleteText', { name: rowName })}</Text>
        <ErrorSummary error={remove.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => row && remove.mutate(row)}
            data-autofocus
          >
            {t('common.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
