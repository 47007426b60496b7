import { ActionIcon, Menu, type ActionIconVariant, type MantineSize } from '@mantine/core';
import { IconDots, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A project's options (its card's and its overview's): Delete, for now. */
export function ProjectMenu({
  label,
  onDelete,
  variant = 'subtle',
  size,
}: {
  /** The button's accessible name. */
  label: string;
  onDelete: () => void;
  variant?: ActionIconVariant;
  size?: MantineSize;
}) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant={variant}
          color={variant === 'subtle' ? 'gray' : undefined}
          size={size}
          aria-label={label}
        >
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
          {t('common.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
