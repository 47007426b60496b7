// Undo and redo of the unsaved change set: toolbar buttons and the usual keys (Ctrl+Z, Ctrl+Shift+Z
// and Ctrl+Y; ⌘ on a Mac). Keys typed in a text field stay that field's own undo.
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconArrowBackUp, IconArrowForwardUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

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
        <Tooltip key={label} label={label}>
          <ActionIcon size="lg" variant="default" disabled={!enabled} aria-label={label} onClick={run}>
            <Icon size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ))}
    </Group>
  );
}
