// /project/:projectId/activity: every change batch of the project, filtered by person, table and
// day (kept in the address), each opening to its rows with its revert; `?table=&row=` shows one row's
// history instead.
import {
  Alert,
  Button,
  Card,
  Container,
  Group,
  Pagination,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { TABLES } from '@ruta/gtfs/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useProject } from '../api/projects';
import { BackLink } from '../common/BackLink';
import { RetryAlert } from '../common/ErrorAlerts';
import { useHistory, useHistoryAuthors } from './api';
import { BatchList } from './BatchList';
import { DateFilter } from './DateFilter';
import { RowHistory } from './RowHistory';
import { LoadingRegion } from '../common/Loading';
import { useProjectId } from '../common/useProjectId';

const FILTERS = ['user', 'table', 'from', 'to'] as const;

export function ActivityPage() {
  const { t } = useTranslation();
  const { projectId, valid } = useProjectId();
  const [search, setSearch] = useSearchParams();
  const [done, setDone] = useState<number | null>(null);
  const project = useProject(projectId, { enabled: valid });
  const filter = {
    ...Object.fromEntries(FILTERS.map((k) => [k, search.get(k) ?? undefined])),
    page: Number(search.get('page') ?? '1') || 1,
  };
  const history = useHistory(projectId, filter);
  const authors = useHistoryAuthors(projectId);
  const row = search.get('row');
  if (!valid) return <Navigate to="/404" replace />;

  const set = (key: string, value: string | null) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setSearch(next, { replace: true });
  };
  const filtered = FILTERS.some((k) => search.get(k));

  return (
    <Container size="xl" px="lg" py="lg">
      <Stack gap="md">
        <BackLink to={`/project/${projectId}`} label={t('history.backToProject')} />
        <Stack gap={4} mt={-8}>
          <Title order={2}>{t('history.title')}</Title>
          {project.data && <Text fw={500}>{project.data.name}</Text>}
        </Stack>
        {row && search.get('table') ? (
          <>
            <Button
              component={Link}
              to={`/project/${projectId}/activity`}
              variant="subtle"
              w="fit-content"
              px={0}
            >
              {t('history.closeRowHistory')}
            </Button>
            <RowHistory projectId={projectId} table={search.get('table')!} rowId={Number(row)} />
          </>
        ) : (
          <Card withBorder radius="md" padding="lg">
            <Stack gap="md">
              <Group gap="sm" align="flex-end" wrap="wrap">
                <Select
                  label={t('history.person')}
                  placeholder={t('history.anyone')}
                  data={(authors.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
                  value={search.get('user')}
                  onChange={(v) => set('user', v)}
                  clearable
                  w={200}
                />
                <Select
                  label={t('history.table')}
                  placeholder={t('history.anyTable')}
                  data={TABLES.map((tb) => tb.name)}
                  value={search.get('table')}
                  onChange={(v) => set('table', v)}
                  clearable
                  searchable
                  w={200}
                />
                <DateFilter
                  label={t('history.from')}
                  value={search.get('from') ?? ''}
                  onChange={(v) => set('from', v)}
                />
                <DateFilter
                  label={t('history.to')}
                  value={search.get('to') ?? ''}
                  onChange={(v) => set('to', v)}
                />
                {filtered && (
                  <Button
                    variant="subtle"
                    onClick={() => setSearch(new URLSearchParams(), { replace: true })}
                  >
                    {t('history.clearFilters')}
                  </Button>
                )}
              </Group>
              {done !== null && (
                <Alert color="green" withCloseButton onClose={() => setDone(null)} role="status">
                  {t('history.revertDone', { count: done })}
                </Alert>
              )}
              {history.isPending ? (
                <LoadingRegion>
                  <Skeleton height={240} />
                </LoadingRegion>
              ) : history.isError ? (
                <RetryAlert message={t('history.loadError')} onRetry={() => void history.refetch()} />
              ) : history.data.results.length ? (
                <>
                  <BatchList projectId={projectId} batches={history.data.results} onReverted={setDone} />
                  {history.data.pagination.last_page > 1 && (
                    <Pagination
                      total={history.data.pagination.last_page}
                      value={history.data.pagination.current_page}
                      onChange={(p) => set('page', String(p))}
                    />
                  )}
                </>
              ) : (
                <Text c="dimmed" size="sm" py="lg" ta="center">
                  {filtered ? t('history.emptyFiltered') : t('history.empty')}
                </Text>
              )}
            </Stack>
          </Card>
        )}
      </Stack>
    </Container>
  );
}
