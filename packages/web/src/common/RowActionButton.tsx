// The small icon button of a grid row (edit, delete, discard, and the extras a screen adds): one
// label serves as tooltip and accessible name, so what a user reads is what a test clicks.
import type { ComponentType } from 'react';
import { TooltipIcon } from './TooltipIcon';

interface Props {
  label: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  onClick: () => void;
  /** Mantine colour; the theme's primary colour when left out. */
  color?: string;
}

export function RowActionButton({ label, icon: Icon, onClick, color }: Props) {
  return (
    <TooltipIcon label={label} onClick={onClick} color={color} size="sm" withArrow openDelay={400}>
      <Icon size={15} aria-hidden />
    </TooltipIcon>
  );
}
