import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Project } from '../api/projects';
import { BuildCard } from '../build/BuildCard';
import { DataCards } from './DataCards';
import { DashboardNetwork } from './DashboardNetwork';
import { ImportWarningsPanel } from '../importReport/ImportWarningsPanel';
import { FeedInfoCard } from './FeedInfoCard';
import { StartChecklist } from './StartChecklist';
import { TidyCard } from '../tidy/TidyCard';
import { ActivityCard } from '../history/ActivityCard';
import { accessOf } from '../members/access';

/**
 * Project overview cards: the start checklist while the feed is incomplete, feed info, the network
 * map, build and validate, the data cards.
 */
export function ProjectDashboard({ project }: { project: Project }) {
  const { t } = useTranslation();
  const { canEdit } = accessOf(project.role);
  return (
    <Stack gap="xl">
      <ImportWarningsPanel project={project} />
      {/* What to add next, the clean-up and the feed info's edits are for those who may edit. */}
      {canEdit && <StartChecklist project={project} />}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <FeedInfoCard projectId={project.project_id} canEdit={canEdit} />
        <Card withBorder radius="md" padding={0} h="100%" mih={300} style={{ overflow: 'hidden' }}>
          <DashboardNetwork project={project} />
          {!project.envelope && (
            <Text size="xs" c="dimmed" p="sm">
              {t('dashboard.noArea')}
            </Text>
          )}
        </Card>
      </SimpleGrid>
      <BuildCard project={project} />
      {canEdit && <TidyCard projectId={project.project_id} />}
      <ActivityCard projectId={project.project_id} />
      <DataCards projectId={project.project_id} />
    </Stack>
  );
}
