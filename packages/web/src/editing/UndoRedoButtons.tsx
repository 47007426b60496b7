// The editors' one undo/redo button pair (stops, shapes, a trip's stop times, the timetable),
// named with their keys (editing/undoKeys.ts reads them).
import { Group } from '@mantine/core';
import { IconArrowBackUp, IconArrowForwardUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TooltipIcon } from '../common/TooltipIcon';

interface Props {
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  /** Outlined and as tall as a toolbar's inputs (the timetable), instead of a panel's plain icons. */
  toolbar?: boolean;
}

export function UndoRedoButtons({ canUndo, canRedo, onUndo, onRedo, toolbar = false }: Props) {
  const { t } = useTranslation();
  const buttons = [
    { label: t('editing.undo'), Icon: IconArrowBackUp, enabled: canUndo, run: onUndo },
    { label: t('editing.redo'), Icon: IconArrowForwardUp, enabled: canRedo, run: onRedo },
  ];
  return (
    <Group gap={4} wrap="nowrap" align="flex-end">
      {buttons.map(({ label, Icon, enabled, run }) => (
        <TooltipIcon
          key={label}
          label={label}
          size={toolbar ? 'lg' : undefined}
          variant={toolbar ? 'default' : 'subtle'}
          disabled={!enabled}
          onClick={run}
        >
          <Icon size={toolbar ? 16 : 18} aria-hidden />
        </TooltipIcon>
      ))}
    </Group>
  );
}
