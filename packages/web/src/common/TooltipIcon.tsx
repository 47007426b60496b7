// An icon button named by its tooltip: the same words for a pointer (the tooltip) and for a screen
// reader or a test (the accessible name).
import { ActionIcon, Tooltip, type ActionIconProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props extends Pick<ActionIconProps, 'color' | 'variant' | 'size' | 'disabled'> {
  label: string;
  onClick: () => void;
  children: ReactNode;
}

export function TooltipIcon({ label, onClick, children, variant = 'subtle', ...rest }: Props) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant={variant} aria-label={label} onClick={onClick} {...rest}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
