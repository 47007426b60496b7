// Undo and redo of the unsaved change set: toolbar buttons and the usual keys (Ctrl+Z, Ctrl+Shift+Z
// and Ctrl+Y; ⌘ on a Mac). Keys typed in a text field stay that field's own undo.
import { Group } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconArrowBackUp, IconArrowForwardUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TooltipIcon } from '../common/TooltipIcon';

interface Props {
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
}

export function UndoButtons({ canUndo, canRedo, onUndo, onRedo }: Props) {
  const { t } = useTranslation();
  useHotkeys([
    ['mod+Z', onUndo],
    ['mod+shift+Z', onRedo],
    ['mod+Y', onRedo],
  ]);
  const buttons = [
    { label: t('timetable.undo'), Icon: IconArrowBackUp, enabled: canUndo, run: onUndo },
    { label: t('timetable.redo'), Icon: IconArrowForwardUp, enabled: canRedo, run: onRedo },
  ];
  return (
    <Group gap={4} align="flex-end">
      {buttons.map(({ label, Icon, enabled, run }) => (
        <TooltipIcon key={label} label={label} size="lg" variant="default" disabled={!enabled} onClick={run}>
          <Icon size={16} aria-hidden />
        </TooltipIcon>
      ))}
    </Group>
  );
}
