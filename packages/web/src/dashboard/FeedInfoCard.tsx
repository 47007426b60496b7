import { ActionIcon, Alert, Card, Group, Skeleton, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconPencil, IconPlus } from '@tabler/icons-react';
import { feed_info } from '@ruta/gtfs/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedInfo } from '../api/feedInfo';
import { FeedInfoModal } from './FeedInfoModal';
import { IconLabelButton } from '../common/IconLabelButton';

/** Feed info card: the record's fields (and its id) with an edit button. */
export function FeedInfoCard({ projectId, canEdit }: { projectId: number; canEdit: boolean }) {
  const { t } = useTranslation();
  const feedInfo = useFeedInfo(projectId);
  const [editing, setEditing] = useState(false);
  const label = (name: string) => t(`dashboard.feedFields.${name as 'feed_lang'}`, { defaultValue: name });
  const current = feedInfo.data ?? null;

  return (
    <Card withBorder radius="md" padding="md" h="100%">
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h4">
          {t('dashboard.feedInfo')}
        </Title>
        {feedInfo.isSuccess && canEdit && (
          <Tooltip label={t('dashboard.editFeedInfo')} withArrow>
            <ActionIcon
              variant="default"
              aria-label={t('dashboard.editFeedInfo')}
              onClick={() => setEditing(true)}
            >
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      {feedInfo.isPending ? (
        <Stack gap={8}>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height={14} />
          ))}
        </Stack>
      ) : feedInfo.isError ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {t('common.unexpectedError')}
        </Alert>
      ) : !current ? (
        <Stack gap="sm" align="flex-start">
          <Text size="sm" c="dimmed">
            {t('dashboard.noFeedInfo')}
          </Text>
          {canEdit && (
            <IconLabelButton icon={IconPlus} size="xs" variant="light" onClick={() => setEditing(true)}>
              {t('dashboard.addFeedInfo')}
            </IconLabelButton>
          )}
        </Stack>
      ) : (
        <Table fz="sm" verticalSpacing={3} horizontalSpacing={0} withRowBorders={false}>
          <Table.Tbody>
            {feed_info.fields.map((field) => (
              <Table.Tr key={field.name}>
                <Table.Td c="dimmed" w="42%" pr="sm">
                  {label(field.name)}
                </Table.Td>
                <Table.Td style={{ wordBreak: 'break-word' }}>
                  {current.invalid?.[field.name] ?? (current[field.name] as string | number | null) ?? '—'}
                </Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td c="dimmed" pr="sm">
                {label('feed_id')}
              </Table.Td>
              <Table.Td>{current.id}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      )}
      <FeedInfoModal
        projectId={projectId}
        current={current}
        opened={editing}
        onClose={() => setEditing(false)}
      />
    </Card>
  );
}
