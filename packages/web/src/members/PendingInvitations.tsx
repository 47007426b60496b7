// The invitations not used nor revoked yet (expired ones marked), each revocable.
import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorSummary } from '../common/ErrorSummary';
import { RetryAlert } from '../common/ErrorAlerts';
import { fullDate } from '../time/relativeTime';
import { RowActionButton } from '../common/RowActionButton';
import { membersApi, useInvitations, useInvitationsChange } from './api';
import { RoleBadge } from './RoleBadge';

export function PendingInvitations({ projectId }: { projectId: number }) {
  const { t, i18n } = useTranslation();
  const invitations = useInvitations(projectId, true);
  const revoke = useInvitationsChange(projectId, async (id: number) => {
    await membersApi.revoke(projectId, id);
    return null;
  });

  return (
    <Stack gap="xs" component="section" aria-labelledby="pending-title">
      <Title order={3} size="h4" id="pending-title">
        {t('members.pending.title')}
      </Title>
      <ErrorSummary error={revoke.error} />
      {invitations.isError ? (
        <RetryAlert message={t('members.loadError')} onRetry={() => void invitations.refetch()} />
      ) : invitations.data?.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('members.pending.empty')}
        </Text>
      ) : (
        <Table verticalSpacing="xs">
          <Table.Tbody>
            {(invitations.data ?? []).map((i) => (
              <Table.Tr key={i.id} data-testid="invitation-row">
                <Table.Td>
                  <Text size="sm">{i.email}</Text>
                  {i.invited_by && (
                    <Text size="xs" c="dimmed">
                      {t('members.pending.invitedBy', { name: i.invited_by })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <RoleBadge role={i.role} />
                </Table.Td>
                <Table.Td>
                  {i.expired ? (
                    <Badge color="orange" variant="light" tt="none">
                      {t('members.pending.expired')}
                    </Badge>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {/* A date ahead: RelativeTime only tells how long ago something was. */}
                      {t('members.pending.expires', { time: fullDate(i.expires_at, i18n.language) })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td w={50}>
                  <Group justify="flex-end">
                    <RowActionButton
                      label={t('members.pending.revoke', { email: i.email })}
                      icon={IconMailOff}
                      color="red"
                      onClick={() => revoke.mutate(i.id)}
                    />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
