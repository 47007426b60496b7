// The stop-times list's sidebar body: a spinner while the page loads, a retry on failure, the empty
// message (no trips, or none matching the search), else the trips table.
import { Box, Group, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../common/Loading';
import { RetryAlert } from '../common/ErrorAlerts';
import { TripsTable } from './TripsTable';

type Props = ComponentProps<typeof TripsTable> & {
  list: Pick<UseQueryResult, 'isPending' | 'isError' | 'isSuccess' | 'refetch'>;
  /** The search the page shows, for the empty message. */
  search: string;
};

export function TripsListBody({ list, search, ...table }: Props) {
  const { t } = useTranslation();
  return (
    <Box style={{ flex: 1, overflow: 'auto' }}>
      {list.isPending && (
        <Group justify="center" p="md">
          <LoadingSpinner size="sm" />
        </Group>
      )}
      {list.isError && (
        <RetryAlert m="sm" message={t('stopTimes.loadError')} onRetry={() => void list.refetch()} />
      )}
      {list.isSuccess && table.trips.length === 0 && (
        <Text size="sm" c="dimmed" p="md" ta="center">
          {search ? t('stopTimes.noMatches', { search }) : t('stopTimes.noTrips')}
        </Text>
      )}
      {table.trips.length > 0 && <TripsTable {...table} />}
    </Box>
  );
}
