// /project/:projectId/releases: the publishing settings, "Propose a release", and the list.
import { Card, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useProject } from '../api/projects';
import { BackLink } from '../common/BackLink';
import { RetryAlert } from '../common/ErrorAlerts';
import { useReleases } from './api';
import { ProposeCard } from './ProposeCard';
import { PublishingCard } from './PublishingCard';
import { ReleasesTable } from './ReleasesTable';
import { useProjectId } from '../common/useProjectId';
import { accessOf } from '../members/access';
import { LoadingRegion } from '../common/Loading';

export function ReleasesPage() {
  const { t } = useTranslation();
  const { projectId, valid } = useProjectId();
  const project = useProject(projectId, { enabled: valid });
  const releases = useReleases(projectId, valid);
  const { role, canPublish } = accessOf(project.data?.role);
  if (!valid) return <Navigate to="/404" replace />;

  return (
    <Container size="xl" px="lg" py="lg">
      <Stack gap="md">
        <BackLink to={`/project/${projectId}`} label={t('releases.backToProject')} />
        <Stack gap={4} mt={-8}>
          <Title order={2}>{t('releases.title')}</Title>
          {project.data && <Text fw={500}>{project.data.name}</Text>}
        </Stack>
        {releases.isPending ? (
          <LoadingRegion>
            <Skeleton height={240} />
          </LoadingRegion>
        ) : releases.isError ? (
          <RetryAlert message={t('releases.loadError')} onRetry={() => void releases.refetch()} />
        ) : (
          <>
            {canPublish && <ProposeCard projectId={projectId} />}
            {/* A viewer has the project's notice already; an editor learns who publishes. */}
            {role === 'editor' && (
              <Text size="sm" c="dimmed" data-testid="publisher-only">
                {t('readOnly.publisherOnly')}
              </Text>
            )}
            <Card withBorder radius="md" padding="lg">
              <Stack gap="sm">
                <Title order={3} size="h4">
                  {t('releases.listTitle')}
                </Title>
                {releases.data.releases.length ? (
                  <ReleasesTable projectId={projectId} releases={releases.data.releases} />
                ) : (
                  <Text c="dimmed" size="sm">
                    {t('releases.empty')}
                  </Text>
                )}
              </Stack>
            </Card>
            <PublishingCard
              key={`${releases.data.publishing.slug}|${releases.data.publishing.webhook_url}`}
              projectId={projectId}
              publishing={releases.data.publishing}
              readOnly={!canPublish}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
