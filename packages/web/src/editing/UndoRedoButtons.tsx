// Undo and redo buttons over an editor's history (map/history.ts), for the map editors' panels.
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconArrowForwardUp, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { canRedo, canUndo, type History } from './history';

function StepButton({
  label,
  icon: StepIcon,
  disabled,
  onClick,
}: {
  label: string;
  icon: Icon;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" aria-label={label} disabled={disabled} onClick={onClick}>
        <StepIcon size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

export function UndoRedoButtons<T>({
  history,
  onUndo,
  onRedo,
}: {
  history: History<T>;
  onUndo: () => void;
  onRedo: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <StepButton
        label={t('map.undo')}
        icon={IconArrowBackUp}
        disabled={!canUndo(history)}
        onClick={onUndo}
      />
      <StepButton
        label={t('map.redo')}
        icon={IconArrowForwardUp}
        disabled={!canRedo(history)}
        onClick={onRedo}
      />
    </Group>
  );
}
