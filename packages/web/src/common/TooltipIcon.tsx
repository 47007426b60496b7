// An icon button named by its tooltip: the same words for a pointer (the tooltip) and for a screen
// reader or a test (the accessible name).
import { ActionIcon, Tooltip, type ActionIconProps, type TooltipProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props
  extends
    Pick<ActionIconProps, 'color' | 'variant' | 'size' | 'disabled'>,
    Pick<TooltipProps, 'withArrow' | 'openDelay'> {
  label: string;
  onClick: () => void;
  children: ReactNode;
}

export function TooltipIcon({
  label,
  onClick,
  children,
  variant = 'subtle',
  withArrow,
  openDelay,
  ...rest
}: Props) {
  return (
    <Tooltip label={label} withArrow={withArrow} openDelay={openDelay}>
      <ActionIcon variant={variant} aria-label={label} onClick={onClick} {...rest}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
