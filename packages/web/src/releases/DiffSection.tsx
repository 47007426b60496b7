// The release page's comparison: pick the other release (by default the one the stable address
// serves, else the previous), wait for the job with its phase shown, then the risks first, the
// dates strip, the routes table, the map and the row counts.
import { Alert, Button, Card, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../common/ErrorAlerts';
import type { Release } from './api';
import { ChangesMap } from './ChangesMap';
import { useReleaseDiff } from './diffApi';
import { RisksList } from './RisksList';
import { RoutesTable } from './RoutesTable';
import { ServiceStrip } from './ServiceStrip';
import { TableCounts } from './TableCounts';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

export function DiffSection({
  projectId,
  release,
  releases,
}: {
  projectId: number;
  release: Release;
  releases: Release[];
}) {
  const { t } = useTranslation();
  const [against, setAgainst] = useState<number | null>(null);
  const [retry, setRetry] = useState(0);
  const diff = useReleaseDiff(projectId, release.number, against, retry);
  const others = releases.filter((r) => r.number !== release.number);
  const shown = against ?? diff.data?.against ?? null;
  const answer = diff.data;
  const result = answer?.status === 'done' ? answer.result : null;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={2} size="h3">
          {shown ? t('releases.diff.title', { number: shown }) : t('releases.diff.titleNone')}
        </Title>
        {others.length > 0 && (
          <Select
            label={t('releases.diff.against')}
            data={others.map((r) => ({
              value: String(r.number),
              label: `${t('releases.name', { number: r.number })} · ${t(`releases.status.${r.status}`)}`,
            }))}
            value={shown ? String(shown) : null}
            onChange={(v) => v && setAgainst(Number(v))}
            allowDeselect={false}
            w={280}
          />
        )}
      </Group>
      {diff.isError ? (
        <RetryAlert message={t('releases.diff.loadError')} onRetry={() => void diff.refetch()} />
      ) : !answer || answer.status === 'queued' || answer.status === 'running' ? (
        <Alert color="blue" icon={<Loader size={18} />} role="status" title={t('releases.diff.computing')}>
          {t(`releases.diff.phase.${answer?.phase ?? 'queued'}`, {
            defaultValue: t('releases.diff.phase.queued'),
          })}
        </Alert>
      ) : answer.status === 'none' ? (
        <Text c="dimmed" size="sm">
          {others.length ? t('releases.diff.pick') : t('releases.diff.none')}
        </Text>
      ) : answer.status === 'error' || !result ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          <Group justify="space-between">
            <Text size="sm">{answer.error ?? t('releases.diff.loadError')}</Text>
            <Button size="xs" variant="white" color="red" onClick={() => setRetry((n) => n + 1)}>
              {t('common.retry')}
            </Button>
          </Group>
        </Alert>
      ) : (
        <>
          <RisksList risks={result.risks} />
          <Part title={t('releases.diff.serviceTitle')}>
            <ServiceStrip days={result.service_days} />
          </Part>
          <Part title={t('releases.diff.routesTitle')}>
            <RoutesTable routes={result.service_routes} />
          </Part>
          <Part title={t('releases.diff.mapTitle')}>
            <ChangesMap diff={result} />
          </Part>
          <Part title={t('releases.diff.rowsTitle')}>
            <TableCounts tables={result.tables} renames={result.renames} />
          </Part>
        </>
      )}
    </Stack>
  );
}
