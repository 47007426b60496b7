// A stop time's row actions: edit (or confirm and cancel while it is the active row), fly to the
// stop, remove; with drag-reorder on, the handle the row is dragged by.
import { Group } from '@mantine/core';
import {
  IconCheck,
  IconCurrentLocation,
  IconGripVertical,
  IconPencil,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TooltipIcon } from '../common/TooltipIcon';

interface Props {
  seq: number;
  active: boolean;
  dragging: boolean;
  /** Absent for a viewer, with onRemove: fly to the stop is the one action left. */
  onEdit?: () => void;
  onConfirm: () => void;
  onCancel: () => void;
  onFly: () => void;
  onRemove?: () => void;
}

export function RowActions(p: Props) {
  const { t } = useTranslation();
  const { seq } = p;
  return (
    <Group gap={0} wrap="nowrap">
      {p.dragging && (
        <IconGripVertical
          size={16}
          aria-label={t('stopTimes.dragHandle', { seq })}
          style={{ cursor: 'grab', flex: 'none' }}
        />
      )}
      {p.active ? (
        <>
          <TooltipIcon label={t('stopTimes.confirmRow', { seq })} color="green" onClick={p.onConfirm}>
            <IconCheck size={16} />
          </TooltipIcon>
          <TooltipIcon label={t('stopTimes.cancelRow', { seq })} color="gray" onClick={p.onCancel}>
            <IconX size={16} />
          </TooltipIcon>
        </>
      ) : (
        p.onEdit && (
          <TooltipIcon label={t('stopTimes.editRow', { seq })} onClick={p.onEdit}>
            <IconPencil size={16} />
          </TooltipIcon>
        )
      )}
      <TooltipIcon label={t('stopTimes.flyTo', { seq })} onClick={p.onFly}>
        <IconCurrentLocation size={16} />
      </TooltipIcon>
      {p.onRemove && (
        <TooltipIcon label={t('stopTimes.removeRow', { seq })} color="red" onClick={p.onRemove}>
          <IconTrash size={16} />
        </TooltipIcon>
      )}
    </Group>
  );
}
