import { Accordion, Alert, Badge, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ApiError } from '../api/client';
import { useFindings, type Severity } from '../api/build';
import { useProject } from '../api/projects';
import { RelativeTime } from '../common/RelativeTime';
import { BackLink } from '../common/BackLink';
import { sampleFile } from './recordLink';
import { NoticeItem, SEVERITY_COLOR } from './NoticeItem';
import { RetryAlert } from '../common/ErrorAlerts';
import { SearchInput } from '../common/SearchInput';
import { useProjectId } from '../common/useProjectId';
import { LoadingRegion } from '../common/Loading';

const SEVERITIES: Severity[] = ['ERROR', 'WARNING', 'INFO'];

/**
 * The findings of the last validation: each notice code grouped by severity, with its description
 * and sample notices; a sample that names a record links to its table, searched for that record.
 */
export function ValidationPage() {
  const { t } = useTranslation();
  const { projectId, valid } = useProjectId();
  const project = useProject(projectId, { enabled: valid });
  const findings = useFindings(projectId, valid);
  const [filter, setFilter] = useState('');

  const shown = useMemo(() => {
    const q = filter.trim().toLowerCase();
    const notices = findings.data?.notices ?? [];
    if (!q) return notices;
    return notices.filter(
      (n) =>
        n.code.includes(q) ||
        (n.file ?? '').includes(q) ||
        n.samples.some((s) => (sampleFile(s, n.file) ?? '').includes(q)),
    );
  }, [findings.data, filter]);

  if (!valid) return <Navigate to="/404" replace />;
  const validation = project.data?.gtfs_validation;
  const neverValidated = findings.error instanceof ApiError && findings.error.status === 404;

  return (
    <Container size="xl" px="lg" py="lg">
      <Stack gap="md">
        <BackLink to={`/project/${projectId}`} label={t('validation.back')} />
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm" mt={-8}>
          <Stack gap={4}>
            <Title order={2}>{t('validation.title')}</Title>
            <Group gap="sm">
              {project.data && <Text fw={500}>{project.data.name}</Text>}
              {findings.data && (
                <Text size="sm" c="dimmed">
                  <RelativeTime
                    iso={findings.data.validated_at}
                    render={(time) => t('validation.validatedAt', { time })}
                  />
                </Text>
              )}
            </Group>
          </Stack>
          {validation && (
            <Group gap="xs">
              <Badge color="red" variant="light" radius="sm" tt="none" size="lg">
                {t('validation.errors', { count: validation.error_number })}
              </Badge>
              <Badge color="yellow" variant="light" radius="sm" tt="none" size="lg">
                {t('validation.warnings', { count: validation.warning_number })}
              </Badge>
              {validation.info_number !== undefined && (
                <Badge color="blue" variant="light" radius="sm" tt="none" size="lg">
                  {t('validation.infos', { count: validation.info_number })}
                </Badge>
              )}
            </Group>
          )}
        </Group>

        {findings.isPending ? (
          <LoadingRegion>
            <Stack gap="sm">
              <Skeleton height={48} />
              <Skeleton height={48} />
              <Skeleton height={48} />
            </Stack>
          </LoadingRegion>
        ) : neverValidated ? (
          <Alert color="gray" icon={<IconAlertCircle aria-hidden />}>
            {t('validation.neverValidated')}
          </Alert>
        ) : findings.isError ? (
          <RetryAlert message={t('validation.loadError')} onRetry={() => void findings.refetch()} />
        ) : findings.data.notices.length === 0 ? (
          <Alert color="teal">{t('validation.none')}</Alert>
        ) : (
          <>
            <SearchInput
              label={t('validation.filter')}
              value={filter}
              onChange={setFilter}
              w={{ base: '100%', sm: 360 }}
            />
            {shown.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('validation.noMatch', { filter })}
              </Text>
            )}
            {SEVERITIES.map((severity) => {
              const group = shown.filter((n) => n.severity === severity);
              if (group.length === 0) return null;
              return (
                <Stack
                  gap="xs"
                  key={severity}
                  component="section"
                  aria-label={t(`validation.severities.${severity}`)}
                >
                  <Group gap="xs">
                    <Title order={3} size="h4">
                      {t(`validation.severities.${severity}`)}
                    </Title>
                    <Badge color={SEVERITY_COLOR[severity]} variant="light" radius="sm">
                      {group.reduce((a, n) => a + n.total, 0).toLocaleString()}
                    </Badge>
                  </Group>
                  <Accordion variant="separated" radius="md" multiple>
                    {group.map((n) => (
                      <NoticeItem key={n.code} projectId={projectId} notice={n} />
                    ))}
                  </Accordion>
                </Stack>
              );
            })}
          </>
        )}
      </Stack>
    </Container>
  );
}
