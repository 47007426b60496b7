// Delete a shape with confirmation; the server's refusal (a shape used by trips) stays in the dialog.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { invalidateShapes, shapesApi, type ShapeListRow } from '../api/shapes';
import { ErrorSummary } from '../common/ErrorSummary';

interface Props {
  projectId: number;
  shape: ShapeListRow | null;
  onClose: () => void;
  onDeleted: (shape: ShapeListRow) => void;
}

export function DeleteShapeModal({ projectId, shape, onClose, onDeleted }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (target: ShapeListRow) => shapesApi.remove(projectId, target.id),
    onSuccess: (_data, target) => {
      remove.reset();
      invalidateShapes(queryClient, projectId);
      onDeleted(target);
    },
  });
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Modal opened={shape !== null} onClose={close} title={t('shapes.deleteTitle')} centered>
      <Stack gap="md">
        <Text size="sm">
          {t('shapes.deleteBody', { id: shape?.shape_id ?? '', count: shape?.point_count ?? 0 })}
        </Text>
        <ErrorSummary error={remove.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => shape && remove.mutate(shape)}
            data-autofocus
          >
            {t('common.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
