// The top of a table screen: the way back to the project, the table's title with a link to its GTFS
// reference, the row count (announced when it changes) and a spinner while a page loads; the
// screen's toolbar buttons come as children on the right.
import { ActionIcon, Group, Text, Title, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../common/BackLink';
import { LoadingSpinner } from '../common/Loading';

interface Props {
  projectId: number;
  title: string;
  file: string;
  referenceUrl: string;
  total: number | undefined;
  fetching: boolean;
  children: ReactNode;
}

export function TableHeading({ projectId, title, file, referenceUrl, total, fetching, children }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <BackLink to={`/project/${projectId}`} label={t('tables.backToOverview')} />
      <Group justify="space-between" align="center" wrap="wrap" gap="sm" mt={-8}>
        <Group gap={6} wrap="nowrap">
          <Title order={2}>{title}</Title>
          <Tooltip label={t('tables.info', { file })} withArrow>
            <ActionIcon
              component="a"
              href={referenceUrl}
              target="_blank"
              rel="noreferrer"
              variant="subtle"
              aria-label={t('tables.info', { file })}
            >
              <IconInfoCircle size={20} aria-hidden />
            </ActionIcon>
          </Tooltip>
          {total !== undefined && (
            <Text size="sm" c="dimmed" ml="xs" aria-live="polite">
              {t('tables.total', { count: total })}
            </Text>
          )}
          {fetching && <LoadingSpinner size={14} />}
        </Group>
        <Group gap="xs" wrap="wrap">
          {children}
        </Group>
      </Group>
    </>
  );
}
