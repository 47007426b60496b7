// Each route's trips and service hours over the compared dates, old → new, sortable by any column
// (the header buttons; aria-sort tells screen readers the order).
import { Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReleaseDiff } from './diffApi';

type Route = ReleaseDiff['service_routes'][number];
type Column = 'route' | 'trips' | 'hours' | 'change';

const value = (r: Route, column: Column): number | string => {
  const oldTrips = r.old?.trips ?? 0;
  const newTrips = r.new?.trips ?? 0;
  if (column === 'route') return r.name || r.route_id;
  if (column === 'trips') return newTrips;
  if (column === 'hours') return r.new?.hours ?? 0;
  return newTrips - oldTrips;
};

export function sortRoutes(routes: Route[], column: Column, ascending: boolean): Route[] {
  const sign = ascending ? 1 : -1;
  return [...routes].sort((a, b) => {
    const x = value(a, column);
    const y = value(b, column);
    const order =
      typeof x === 'number' && typeof y === 'number'
        ? x - y
        : String(x).localeCompare(String(y), undefined, { numeric: true });
    return sign * order || a.route_id.localeCompare(b.route_id);
  });
}

const figure = (n: number | undefined, lang: string) => (n === undefined ? '—' : n.toLocaleString(lang));

export function RoutesTable({ routes }: { routes: Route[] }) {
  const { t, i18n } = useTranslation();
  // Biggest losses first: what a planner checks before publishing.
  const [sort, setSort] = useState<{ column: Column; ascending: boolean }>({
    column: 'change',
    ascending: true,
  });
  const sorted = useMemo(() => sortRoutes(routes, sort.column, sort.ascending), [routes, sort]);
  const header = (column: Column, label: string) => {
    const active = sort.column === column;
    const Icon = active ? (sort.ascending ? IconArrowUp : IconArrowDown) : IconSelector;
    return (
      <Table.Th aria-sort={active ? (sort.ascending ? 'ascending' : 'descending') : 'none'}>
        <UnstyledButton
          onClick={() => setSort({ column, ascending: active ? !sort.ascending : true })}
          style={{ display: 'inline-flex', alignItems: 'center', gap: 4, fontWeight: 700 }}
        >
          {label}
          <Icon size={14} aria-hidden />
        </UnstyledButton>
      </Table.Th>
    );
  };
  if (!routes.length)
    return (
      <Text size="sm" c="dimmed">
        {t('releases.diff.noRoutes')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={560} mah={420}>
      <Table striped verticalSpacing={6} stickyHeader data-testid="routes-table">
        <Table.Thead>
          <Table.Tr>
            {header('route', t('releases.diff.route'))}
            {header('trips', t('releases.diff.trips'))}
            {header('hours', t('releases.diff.hours'))}
            {header('change', t('releases.diff.tripChange'))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((r) => {
            const change = (r.new?.trips ?? 0) - (r.old?.trips ?? 0);
            return (
              <Table.Tr key={r.route_id}>
                <Table.Td>
                  <Text size="sm" fw={600} span>
                    {r.name || r.route_id}
                  </Text>{' '}
                  {r.name && r.name !== r.route_id && (
                    <Text size="xs" c="dimmed" span ff="monospace">
                      {r.route_id}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ff="monospace">
                  {figure(r.old?.trips, i18n.language)} → {figure(r.new?.trips, i18n.language)}
                </Table.Td>
                <Table.Td ff="monospace">
                  {figure(r.old?.hours, i18n.language)} → {figure(r.new?.hours, i18n.language)}
                </Table.Td>
                <Table.Td ff="monospace" c={change < 0 ? 'red.8' : change > 0 ? 'blue.8' : undefined}>
                  {change > 0
                    ? `+${change.toLocaleString(i18n.language)}`
                    : change.toLocaleString(i18n.language)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
