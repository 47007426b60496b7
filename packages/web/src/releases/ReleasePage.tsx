// /project/:projectId/releases/:number: what the release is, Publish / Withdraw / Download, and
// its comparison with another release.
import { useBreadcrumbRecord } from '../layout/breadcrumbRecord';
import { Button, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconWorldUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { BackLink } from '../common/BackLink';
import { ClosableErrorAlert, RetryAlert } from '../common/ErrorAlerts';
import { ConfirmModal } from '../common/ConfirmModal';
import { IconLabelButton } from '../common/IconLabelButton';
import { saveBlob } from '../common/saveFile';
import { releasesApi, useReleaseMutation, useReleases } from './api';
import { DiffSection } from './DiffSection';
import { failureText } from './failure';
import { PublishModal } from './PublishModal';
import { ReleaseFacts } from './ReleaseFacts';
import { StatusBadges } from './StatusBadges';
import { useProjectId } from '../common/useProjectId';
import { useProjectAccess } from '../members/access';
import { LoadingRegion } from '../common/Loading';

export function ReleasePage() {
  const { t } = useTranslation();
  const { projectId, valid: validProject } = useProjectId();
  const { number: numberParam } = useParams();
  const number = Number(numberParam);
  const valid = validProject && /^\d+$/.test(numberParam ?? '');
  const releases = useReleases(projectId, valid);
  const { canPublish } = useProjectAccess(projectId);
  const [publishing, setPublishing] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const withdraw = useReleaseMutation(projectId, () => releasesApi.withdraw(projectId, number));
  useBreadcrumbRecord(valid ? t('releases.name', { number }) : null);
  if (!valid) return <Navigate to="/404" replace />;
  const release = releases.data?.releases.find((r) => r.number === number);

  const download = async () => {
    setFailure(null);
    try {
      const file = await releasesApi.download(projectId, number);
      saveBlob(file.blob, file.name);
    } catch (err) {
      setFailure(failureText(err, t('releases.downloadError')));
    }
  };

  return (
    <Container size="xl" px="lg" py="lg">
      <Stack gap="md">
        <BackLink to={`/project/${projectId}/releases`} label={t('releases.backToReleases')} />
        {releases.isPending ? (
          <LoadingRegion>
            <Skeleton height={200} />
          </LoadingRegion>
        ) : releases.isError ? (
          <RetryAlert message={t('releases.loadError')} onRetry={() => void releases.refetch()} />
        ) : !release ? (
          <Text>{t('releases.notFound')}</Text>
        ) : (
          <>
            <Group justify="space-between" align="flex-start" wrap="wrap" mt={-8}>
              <Stack gap={4}>
                <Group gap="sm">
                  <Title order={1} size="h2">
                    {t('releases.name', { number })}
                  </Title>
                  <StatusBadges release={release} />
                </Group>
                {release.note && <Text>{release.note}</Text>}
              </Stack>
              <Group gap="sm">
                <IconLabelButton icon={IconDownload} variant="default" onClick={() => void download()}>
                  {t('releases.download')}
                </IconLabelButton>
                {!canPublish ? null : release.status === 'published' ? (
                  <Button variant="default" color="orange" onClick={() => setWithdrawing(true)}>
                    {t('releases.withdraw.action')}
                  </Button>
                ) : (
                  <IconLabelButton
                    icon={IconWorldUpload}
                    onClick={() => setPublishing(true)}
                    disabled={!releases.data.publishing.slug}
                  >
                    {t('releases.publish.action')}
                  </IconLabelButton>
                )}
              </Group>
            </Group>
            {canPublish && !releases.data.publishing.slug && release.status !== 'published' && (
              <Text size="sm" c="dimmed">
                {t('releases.publish.needsSlug')}
              </Text>
            )}
            {(failure || withdraw.isError) && (
              <ClosableErrorAlert
                onClose={() => {
                  setFailure(null);
                  withdraw.reset();
                }}
              >
                {failure ?? failureText(withdraw.error, t('releases.withdraw.error'))}
              </ClosableErrorAlert>
            )}
            <Card withBorder radius="md" padding="lg">
              <ReleaseFacts release={release} />
            </Card>
            <DiffSection projectId={projectId} release={release} releases={releases.data.releases} />
            <PublishModal
              projectId={projectId}
              release={release}
              opened={publishing}
              onClose={() => setPublishing(false)}
            />
            <ConfirmModal
              opened={withdrawing}
              title={t('releases.withdraw.title', { number })}
              body={t('releases.withdraw.body')}
              confirm={t('releases.withdraw.action')}
              cancel={t('common.cancel')}
              danger
              onCancel={() => setWithdrawing(false)}
              onConfirm={() => {
                setWithdrawing(false);
                withdraw.mutate(undefined);
              }}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
