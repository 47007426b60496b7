import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconDownload,
  IconFileReport,
  IconListSearch,
  IconPlayerPlay,
  IconPlayerStop,
  IconPackage,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../api/client';
import { allMessages } from '../api/errors';
import {
  buildApi,
  isBuildActive,
  useBuildPolling,
  useCancelBuild,
  useRunBuild,
  type BuildProject,
} from '../api/build';
import { projectKeys } from '../api/projects';
import { FailureMessage } from '../common/FailureMessage';
import { RelativeTime } from '../common/RelativeTime';
import { durationWithoutFraction, statusColor, statusKey } from './buildStatus';
import { openPendingTab, saveBlob } from '../common/saveFile';
import { ClosableErrorAlert } from '../common/ErrorAlerts';
import { accessOf } from '../members/access';
import { IconLabelButton } from '../common/IconLabelButton';

/** The build card's element id, for the ways that lead to it (the start checklist's last step). */
export const BUILD_CARD_ID = 'build-card';

/** An alert with the server's answer (Cancel: its first item). */
function failureText(error: unknown, fallback: string, firstOnly = false): string {
  if (error instanceof ApiError && error.answered) {
    const messages = allMessages(error.body);
    if (messages.length) return firstOnly ? messages[0]! : messages.join('\n');
  }
  return fallback;
}

/**
 * Build card: last execution, Run (or the spinner, 'Executing...' and Cancel while a run is
 * queued or running), the status, duration and counts of the last run, 'View problems' (the HTML
 * report), 'Download GTFS' and the way to the findings. Polls every 2 s while a run is active.
 */
export function BuildCard({ project }: { project: BuildProject }) {
  const { t } = useTranslation();
  const id = project.project_id;
  useBuildPolling(project);
  const run = useRunBuild(id);
  const cancel = useCancelBuild(id);
  const [alert, setAlert] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const queryClient = useQueryClient();
  // A 404 means the project itself is gone (deleted in another tab, or access removed): asking for
  // it again lets the page say so instead of this card alone.
  const fail = (e: unknown, fallback: string, firstOnly = false) => {
    setAlert(failureText(e, fallback, firstOnly));
    if (e instanceof ApiError && e.status === 404)
      void queryClient.invalidateQueries({ queryKey: projectKeys.one(id) });
  };

  const status = statusKey(project.gtfs_building_and_validation_status);
  const active = isBuildActive(status);
  const validation = project.gtfs_validation;
  // Every validated build stores its HTML report, fetched on demand (it is not part of the project).
  const report = validation != null;
  const built = project.gtfs_file_updated_at !== null;
  const duration = durationWithoutFraction(project.gtfs_building_duration);

  const onRun = () => {
    setAlert(null);
    run.mutate(undefined, { onError: (e) => fail(e, t('build.runError')) });
  };
  const onCancel = () => {
    setAlert(null);
    cancel.mutate(undefined, { onError: (e) => fail(e, t('build.cancelError'), true) });
  };
  const save = async (fetchFile: (id: number) => Promise<{ name: string; blob: Blob }>) => {
    setAlert(null);
    setDownloading(true);
    try {
      const { name, blob } = await fetchFile(id);
      saveBlob(blob, name);
    } catch (e) {
      fail(e, t('build.downloadError'));
    } finally {
      setDownloading(false);
    }
  };
  // The report opens in a tab of its own; where the browser refuses one it is saved instead.
  const onViewProblems = () => {
    const tab = openPendingTab();
    if (!tab) return void save(buildApi.downloadReport);
    setAlert(null);
    buildApi.report(id).then(
      ({ blob }) => tab.show(blob),
      (e: unknown) => {
        tab.close();
        fail(e, t('build.downloadError'));
      },
    );
  };
  const onDownloadReport = () => void save(buildApi.downloadReport);
  const onDownload = () => void save(buildApi.download);

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="build-card-title"
      id={BUILD_CARD_ID}
      tabIndex={-1}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Title order={3} size="h4" id="build-card-title">
              {t('build.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('build.lastExecution')}:{' '}
              {project.gtfs_file_updated_at ? (
                <RelativeTime iso={project.gtfs_file_updated_at} />
              ) : (
                t('build.never')
              )}
            </Text>
          </Stack>
          {active ? (
            <Group gap="sm" role="status" aria-live="polite">
              <Loader size="sm" aria-hidden />
              <Text size="sm" fw={500}>
                {t('build.executing')}
              </Text>
              <IconLabelButton
                icon={IconPlayerStop}
                variant="default"
                color="red"
                onClick={onCancel}
                loading={cancel.isPending}
              >
                {t('build.cancel')}
              </IconLabelButton>
            </Group>
          ) : (
            accessOf(project.role).canEdit && (
              <IconLabelButton icon={IconPlayerPlay} onClick={onRun} loading={run.isPending}>
                {t('build.run')}
              </IconLabelButton>
            )
          )}
        </Group>

        {alert && (
          <ClosableErrorAlert onClose={() => setAlert(null)}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {alert}
            </Text>
          </ClosableErrorAlert>
        )}
        {status === 'error' && project.gtfs_building_error_message && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={t('build.failed')}>
            <FailureMessage
              message={project.gtfs_building_error_message}
              detail={project.gtfs_building_error_detail}
            />
          </Alert>
        )}

        <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md" verticalSpacing="sm">
          <Fact label={t('build.status')}>
            <Badge variant="light" color={statusColor(status)} radius="sm" tt="none" size="lg">
              {status ? t(`build.statuses.${status}`) : t('build.notBuilt')}
            </Badge>
          </Fact>
          <Fact label={t('build.duration')}>
            <Text fw={600} ff="monospace">
              {duration ?? '—'}
            </Text>
          </Fact>
          <Fact label={t('build.errors')}>
            <Count value={validation?.error_number} color="red" />
          </Fact>
          <Fact label={t('build.warnings')}>
            <Count value={validation?.warning_number} color="yellow" />
          </Fact>
          <Fact label={t('build.infos')}>
            <Count value={validation?.info_number} color="blue" />
          </Fact>
        </SimpleGrid>

        <Group gap="sm" wrap="wrap">
          <Tooltip label={report ? t('build.viewProblemsHint') : t('build.noReport')} withArrow>
            <IconLabelButton
              icon={IconFileReport}
              variant="default"
              disabled={!report}
              onClick={onViewProblems}
            >
              {t('build.viewProblems')}
            </IconLabelButton>
          </Tooltip>
          <Tooltip label={report ? t('build.downloadReportHint') : t('build.noReport')} withArrow>
            <IconLabelButton
              icon={IconDownload}
              variant="default"
              disabled={!report || downloading}
              onClick={onDownloadReport}
            >
              {t('build.downloadReport')}
            </IconLabelButton>
          </Tooltip>
          {validation ? (
            <Tooltip label={t('build.findingsHint')} withArrow>
              <Button
                variant="default"
                component={Link}
                to={`/project/${id}/validation`}
                leftSection={<IconListSearch size={16} aria-hidden />}
              >
                {t('build.findings')}
              </Button>
            </Tooltip>
          ) : (
            <IconLabelButton icon={IconListSearch} variant="default" disabled>
              {t('build.findings')}
            </IconLabelButton>
          )}
          <Tooltip label={t('build.neverBuilt')} withArrow disabled={built}>
            <IconLabelButton
              icon={IconDownload}
              variant="default"
              disabled={!built}
              loading={downloading}
              onClick={() => void onDownload()}
            >
              {t('build.downloadGtfs')}
            </IconLabelButton>
          </Tooltip>
          <Tooltip label={t('releases.openReleasesHint')} withArrow>
            <Button
              variant="default"
              component={Link}
              to={`/project/${id}/releases`}
              leftSection={<IconPackage size={16} aria-hidden />}
            >
              {t('releases.openReleases')}
            </Button>
          </Tooltip>
        </Group>
      </Stack>
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

function Count({ value, color }: { value: number | undefined; color: string }) {
  if (value === undefined) return <Text fw={600}>—</Text>;
  return (
    <Text fw={700} size="lg" c={value > 0 ? color : undefined}>
      {value.toLocaleString()}
    </Text>
  );
}
