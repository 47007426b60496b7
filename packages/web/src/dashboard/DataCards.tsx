import { Anchor, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconPlus } from '@tabler/icons-react';
import { TABLES_BY_NAME } from '@ruta/gtfs/schema';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useTableSummary, type TableSummary } from '../api/tables';
import { currentLanguage } from '../i18n';
import { addPath, blockReason, DATA_CARDS, type CardGroup, type DataCard } from './dataCards';
import { useProjectAccess } from '../members/access';
import { RetryAlert } from '../common/ErrorAlerts';

/** Data cards in their two groups, with counts, pills, Add and the blocking rules. */
export function DataCards({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const summary = useTableSummary(projectId);
  if (summary.isError) {
    return <RetryAlert message={t('dashboard.summaryError')} onRetry={() => void summary.refetch()} />;
  }
  return (
    <Stack gap="lg">
      {(['required', 'optional'] as CardGroup[]).map((group) => (
        <section key={group} aria-labelledby={`cards-${group}`}>
          <Title order={3} size="h4" id={`cards-${group}`} mb="sm">
            {group === 'required' ? t('dashboard.requiredData') : t('dashboard.optionalData')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, lg: 5 }} spacing="sm">
            {DATA_CARDS.filter((c) => c.group === group).map((card) =>
              summary.data ? (
                <DataCardView key={card.table} projectId={projectId} card={card} summary={summary.data} />
              ) : (
                <Skeleton key={card.table} height={104} radius="md" />
              ),
            )}
          </SimpleGrid>
        </section>
      ))}
    </Stack>
  );
}

function DataCardView({
  projectId,
  card,
  summary,
}: {
  projectId: number;
  card: DataCard;
  summary: TableSummary;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { canEdit } = useProjectAccess(projectId);
  const lang = currentLanguage();
  const entry = summary[card.table] ?? { entries: 0, error_number: 0, warning_number: 0 };
  const name = TABLES_BY_NAME.get(card.table)?.label[lang] ?? card.table;
  const blocked = blockReason(card.table, summary);
  const empty = entry.entries === 0;
  const to = `/project/${projectId}/${card.path}`;

  const body = (
    <Stack gap={6} h="100%" justify="space-between">
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        {blocked ? (
          <Text fw={600} size="sm" lh={1.3} c="dimmed">
            {name}
          </Text>
        ) : (
          <Anchor
            component={Link}
            to={to}
            fw={600}
            size="sm"
            lh={1.3}
            c="inherit"
            aria-label={t('dashboard.open', { table: name })}
          >
            {name}
          </Anchor>
        )}
        {blocked && (
          <IconLock
            size={16}
            aria-label={t('dashboard.locked')}
            color="var(--mantine-color-gray-6)"
            style={{ flex: 'none' }}
          />
        )}
      </Group>
      {blocked ? (
        <Text size="xs" c="dimmed">
          {t(`dashboard.blocked.${blocked}`)}
        </Text>
      ) : empty ? (
        <Text size="xs" c="dimmed">
          {t('dashboard.noData')}
        </Text>
      ) : (
        <Text size="xl" fw={650} lh={1}>
          {entry.entries.toLocaleString(lang)}
          <Text span size="xs" c="dimmed" fw={400} ml={6}>
            {t('dashboard.recordsWord', { count: entry.entries })}
          </Text>
        </Text>
      )}
      <Group gap={4} justify="space-between" wrap="nowrap" mih={22}>
        <Group gap={4} wrap="nowrap">
          {entry.error_number > 0 && (
            <Badge size="sm" color="red" variant="light" radius="xl" tt="none">
              {t('dashboard.errors', { count: entry.error_number })}
            </Badge>
          )}
          {entry.warning_number > 0 && (
            <Badge size="sm" color="yellow" variant="light" radius="xl" tt="none">
              {t('dashboard.warnings', { count: entry.warning_number })}
            </Badge>
          )}
        </Group>
        {card.table === 'stop_times' && !blocked && !empty && (
          <Anchor
            component={Link}
            to={`/project/${projectId}/timetable`}
            size="xs"
            onClick={(event) => event.stopPropagation()}
          >
            {t('timetable.timetablesLink')}
          </Anchor>
        )}
        {empty && canEdit && (
          <Button
            size="compact-xs"
            variant="light"
            disabled={!!blocked}
            leftSection={<IconPlus size={12} aria-hidden />}
            aria-label={t('dashboard.addTo', { table: name })}
            onClick={(event) => {
              event.stopPropagation();
              void navigate(`/project/${projectId}/${addPath(card)}`);
            }}
          >
            {t('dashboard.add')}
          </Button>
        )}
      </Group>
    </Stack>
  );

  if (blocked) {
    return (
      <Card
        withBorder
        padding="sm"
        radius="md"
        bg="gray.0"
        aria-disabled="true"
        data-testid={`card-${card.table}`}
        mih={104}
      >
        {body}
      </Card>
    );
  }
  // The title is the link; a click anywhere else on the card goes there too.
  return (
    <Card
      withBorder
      padding="sm"
      radius="md"
      data-testid={`card-${card.table}`}
      mih={104}
      style={{ cursor: 'pointer' }}
      onClick={() => void navigate(to)}
    >
      {body}
    </Card>
  );
}
