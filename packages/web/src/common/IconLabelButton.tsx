// A button whose label follows a decorative icon (run, stop, add, log out): the icon is hidden from
// screen readers and tests, so the label alone names the button.
import { Button, type ButtonProps } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';

type Props = ButtonProps &
  Omit<ComponentPropsWithRef<'button'>, keyof ButtonProps> & {
    icon: Icon;
    /** 16 beside a default-size label, 14 beside a small one. */
    iconSize?: number;
  };

export function IconLabelButton({ icon: IconComponent, iconSize = 16, ...rest }: Props) {
  return <Button leftSection={<IconComponent size={iconSize} aria-hidden />} {...rest} />;
}
