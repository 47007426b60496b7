import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProjectRole } from './api';

const COLORS: Record<ProjectRole, string> = {
  owner: 'grape',
  admin: 'indigo',
  publisher: 'teal',
  editor: 'blue',
  viewer: 'gray',
};

/** A role's name in the interface language, in its colour. */
export function RoleBadge({ role }: { role: ProjectRole }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={COLORS[role]} radius="sm" tt="none">
      {t(`members.roles.${role}`)}
    </Badge>
  );
}
