import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorSummary } from '../common/ErrorSummary';
import { useStopRoutes } from './api';
import { LoadingSpinner } from '../common/Loading';

/** Where a route's trips are listed: the trips grid, filtered exactly by the route's id. */
export const routeTripsPath = (projectId: number, routeId: string) =>
  `/project/${projectId}/trips?${new URLSearchParams({ route_id: routeId })}`;

/** The routes whose trips stop at a stop, as chips in the routes' colours linking to their trips. */
export function StopRouteChips({ projectId, stopId }: { projectId: number; stopId: string }) {
  const { t } = useTranslation();
  const routes = useStopRoutes(projectId, stopId);
  return (
    <Stack gap={6} p="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Text size="xs" fw={600} c="dimmed" id="stop-routes-title">
        {t('network.servedBy')}
      </Text>
      {routes.isPending ? (
        <LoadingSpinner size="xs" />
      ) : routes.isError ? (
        <ErrorSummary error={routes.error} />
      ) : routes.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('network.noRoutes')}
        </Text>
      ) : (
        <Group gap={6} role="list" aria-labelledby="stop-routes-title">
          {routes.data.map((r) => (
            <span key={r.route_id} role="listitem">
              <Badge
                component={Link}
                to={routeTripsPath(projectId, r.route_id)}
                aria-label={t('network.routeTrips', { name: r.short_name })}
                title={t('network.routeTrips', { name: r.short_name })}
                color={r.color}
                c={r.text_color}
                radius="sm"
                size="lg"
                tt="none"
                style={{ cursor: 'pointer' }}
              >
                {r.short_name}
              </Badge>
            </span>
          ))}
        </Group>
      )}
    </Stack>
  );
}
