// Delete a shape with confirmation; the server's refusal (a shape used by trips) stays in the dialog.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { invalidateShapes, shapesApi, type ShapeListRow } from '../api/shapes';
import { ConfirmDeleteModal } from '../common/ConfirmDeleteModal';

interface Props {
  projectId: number;
  shape: ShapeListRow | null;
  onClose: () => void;
  onDeleted: (shape: ShapeListRow) => void;
}

export function DeleteShapeModal({ projectId, shape, onClose, onDeleted }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <ConfirmDeleteModal
      target={shape}
      title={t('shapes.deleteTitle')}
      text={t('shapes.deleteBody', { id: shape?.shape_id ?? '', count: shape?.point_count ?? 0 })}
      remove={(target) => shapesApi.remove(projectId, target.id)}
      onClose={onClose}
      onDeleted={(target) => {
        invalidateShapes(queryClient, projectId);
        onDeleted(target);
      }}
    />
  );
}
