import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDeleteProject } from '../api/projects';

interface Props {
  projectId: number | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/** Delete project modal. A failure is only logged; the modal stays usable. */
export function DeleteProjectModal({ projectId, onClose, onDeleted }: Props) {
  const { t } = useTranslation();
  const remove = useDeleteProject();

  const confirm = () => {
    if (projectId == null) return;
    remove.mutate(projectId, {
      onSuccess: () => {
        onClose();
        onDeleted?.();
      },
    });
  };

  return (
    <Modal opened={projectId != null} onClose={onClose} title={t('deleteProject.title')} centered>
      <Text size="sm">{t('deleteProject.text')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button color="red" onClick={confirm} loading={remove.isPending} data-autofocus>
          {t('deleteProject.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
