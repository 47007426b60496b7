// The project's releases, newest first: number (a link to its page), state, service dates,
// validation and when it was proposed and published.
import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RelativeTime } from '../common/RelativeTime';
import type { Release } from './api';
import { StatusBadges } from './StatusBadges';

export function ReleasesTable({ projectId, releases }: { projectId: number; releases: Release[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('releases.columns.release')}</Table.Th>
            <Table.Th>{t('releases.columns.state')}</Table.Th>
            <Table.Th>{t('releases.columns.service')}</Table.Th>
            <Table.Th>{t('releases.columns.validation')}</Table.Th>
            <Table.Th>{t('releases.columns.proposed')}</Table.Th>
            <Table.Th>{t('releases.columns.published')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {releases.map((r) => (
            <Table.Tr key={r.number}>
              <Table.Td>
                <Anchor component={Link} to={`/project/${projectId}/releases/${r.number}`} fw={600}>
                  {t('releases.name', { number: r.number })}
                </Anchor>
                {r.note && (
                  <Text size="xs" c="dimmed" lineClamp={1} maw={260}>
                    {r.note}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <StatusBadges release={r} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {r.service_start && r.service_end ? `${r.service_start} → ${r.service_end}` : '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={r.validation.errors ? 'red.8' : undefined}>
                  {t('releases.validationCounts', {
                    errors: r.validation.errors,
                    warnings: r.validation.warnings,
                  })}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  <RelativeTime iso={r.created_at} render={(time) => time} />
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {r.published_at ? <RelativeTime iso={r.published_at} render={(time) => time} /> : '—'}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
