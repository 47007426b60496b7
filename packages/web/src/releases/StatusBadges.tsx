// A release's state as badges: proposed, published or withdrawn, and "Current" for the one the
// stable address serves.
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Release } from './api';

const COLOR = { proposed: 'gray', published: 'teal', withdrawn: 'orange' } as const;

export function StatusBadges({ release }: { release: Release }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      <Badge variant="light" color={COLOR[release.status]} radius="sm" tt="none">
        {t(`releases.status.${release.status}`)}
      </Badge>
      {release.current && (
        <Badge variant="filled" color="teal" radius="sm" tt="none">
          {t('releases.current')}
        </Badge>
      )}
    </Group>
  );
}
