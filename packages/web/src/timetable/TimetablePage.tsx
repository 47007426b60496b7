// /project/:projectId/timetable?route=…&direction=…: the route and direction pickers when the query
// lacks them, then the timetable editor of that route and direction. `new=1` opens the chosen (or only)
// route's New trip dialog.
import { Anchor, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { RetryAlert } from '../common/ErrorAlerts';
import { useProjectId } from '../common/useProjectId';
import { FullHeight } from '../map/FullHeight';
import { NewTripButton } from '../newTrip/NewTripModal';
import { directionParam, timetableApi, type RouteDirections } from './api';
import { TimetableEditor } from './TimetableEditor';
import { directionName } from './serviceNames';
import { LoadingSpinner } from '../common/Loading';

const routeLabel = (r: RouteDirections) =>
  [r.route_short_name, r.route_long_name].filter(Boolean).join(' · ') || r.route_id;

export function TimetablePage() {
  const { t } = useTranslation();
  const { projectId, valid } = useProjectId();
  const [params, setParams] = useSearchParams();
  const route = params.get('route');
  const dirParam = params.get('direction');
  const direction = dirParam === '0' ? 0 : dirParam === '1' ? 1 : dirParam === 'none' ? null : undefined;
  const services = params.getAll('service');
  const routes = useQuery({
    queryKey: ['timetable-routes', projectId],
    queryFn: ({ signal }) => timetableApi.routes(projectId, signal),
    enabled: valid,
  });
  // Another route or direction has other services: its choice starts at all of them.
  const pick = (r: string, d?: number | null, chosen: readonly string[] = []) =>
    setParams(
      d === undefined ? { route: r } : { route: r, direction: directionParam(d), service: [...chosen] },
    );

  if (!valid) return <Navigate to="/404" replace />;
  if (route && direction !== undefined)
    return (
      <FullHeight display="flex" style={{ flexDirection: 'column' }}>
        <TimetableEditor
          key={`${route}|${direction}`}
          projectId={projectId}
          routeId={route}
          directionId={direction}
          services={services}
          routes={routes.data ?? []}
          onPick={pick}
        />
      </FullHeight>
    );

  // The only route comes chosen; `new=1` (the start checklist's trips step) opens its New trip dialog.
  const only = routes.data?.length === 1 ? routes.data[0] : undefined;
  const current = routes.data?.find((r) => r.route_id === route) ?? (route ? undefined : only);
  const startNew = params.get('new') === '1';
  return (
    <Stack maw={560} mx="auto" mt="xl" gap="md">
      <Title order={2}>{t('timetable.title')}</Title>
      <Text c="dimmed" size="sm">
        {t('timetable.intro')}
      </Text>
      {routes.isError && (
        <RetryAlert message={t('timetable.loadError')} onRetry={() => void routes.refetch()} />
      )}
      {routes.isPending && <LoadingSpinner size="sm" />}
      {routes.data && routes.data.length === 0 && (
        <Card withBorder>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('timetable.noRoutes')}</Text>
            <Anchor component={Link} to={`/project/${projectId}/routes`} size="sm">
              {t('timetable.openRoutes')}
            </Anchor>
          </Stack>
        </Card>
      )}
      {routes.data && routes.data.length > 0 && (
        <Card withBorder>
          <Stack gap="sm">
            <Select
              label={t('timetable.route')}
              placeholder={t('timetable.chooseRoute')}
              searchable
              data={routes.data.map((r) => ({ value: r.route_id, label: routeLabel(r) }))}
              value={current?.route_id ?? null}
              onChange={(v) => v && pick(v)}
            />
            {current && current.directions.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('timetable.noTrips')}
              </Text>
            )}
            {current && current.directions.length > 0 && (
              <Stack gap={6}>
                <Text size="sm" fw={500}>
                  {t('timetable.direction')}
                </Text>
                <Group gap="xs">
                  {current.directions.map((d) => (
                    <Button
                      key={String(d.direction_id)}
                      variant="light"
                      // A long headsign wraps instead of being cut.
                      h="auto"
                      py={6}
                      styles={{ label: { whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.4 } }}
                      onClick={() => pick(current.route_id, d.direction_id)}
                    >
                      {t('timetable.directionChoice', { direction: directionName(t, d), count: d.trips })}
                    </Button>
                  ))}
                </Group>
              </Stack>
            )}
            {current && (
              <Group>
                <NewTripButton
                  projectId={projectId}
                  routeId={current.route_id}
                  directionId={0}
                  startOpen={startNew}
                />
              </Group>
            )}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
