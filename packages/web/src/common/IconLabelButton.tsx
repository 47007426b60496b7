// A button whose label follows a decorative icon (run, stop, add, log out): the icon is hidden from
// screen readers and tests, so the label alone names the button.
import { Button, type ButtonProps } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';

type Props = ButtonProps & Omit<ComponentPropsWithRef<'button'>, keyof ButtonProps> & { icon: Icon };

/** The icon follows the label's size: 14 px beside the small labels of xs and compact buttons. */
const iconSize = (size: ButtonProps['size']) =>
  size === 'xs' || String(size).startsWith('compact') ? 14 : 16;

export function IconLabelButton({ icon: IconComponent, ...rest }: Props) {
  return <Button leftSection={<IconComponent size={iconSize(rest.size)} aria-hidden />} {...rest} />;
}
