// The small icon button of a grid row (edit, delete, discard, and the extras a screen adds): one
// label serves as tooltip and accessible name, so what a user reads is what a test clicks.
import { ActionIcon, Tooltip } from '@mantine/core';
import type { ComponentType } from 'react';

interface Props {
  label: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  onClick: () => void;
  /** Mantine colour; the theme's primary colour when left out. */
  color?: string;
}

export function RowActionButton({ label, icon: Icon, onClick, color }: Props) {
  return (
    <Tooltip label={label} withArrow openDelay={400}>
      <ActionIcon variant="subtle" color={color} size="sm" aria-label={label} onClick={onClick}>
        <Icon size={15} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
