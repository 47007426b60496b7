import { useTranslation } from 'react-i18next';
import { useDeleteProject } from '../api/projects';
import { ConfirmDeleteModal } from '../common/ConfirmDeleteModal';

interface Props {
  projectId: number | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/** Delete a project with confirmation, from its card or its overview. */
export function DeleteProjectModal({ projectId, onClose, onDeleted }: Props) {
  const { t } = useTranslation();
  const remove = useDeleteProject();
  return (
    <ConfirmDeleteModal
      target={projectId}
      title={t('deleteProject.title')}
      text={t('deleteProject.text')}
      confirmLabel={t('deleteProject.confirm')}
      remove={(id) => remove.mutateAsync(id)}
      onClose={onClose}
      onDeleted={() => {
        onClose();
        onDeleted?.();
      }}
    />
  );
}
