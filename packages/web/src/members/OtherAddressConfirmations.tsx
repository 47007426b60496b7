// For the project's admins: whether an invitation may be accepted by another address once an admin
// confirms, and the people waiting for that confirmation, each approved or rejected here.
import { Button, Checkbox, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorSummary } from '../common/ErrorSummary';
import { RetryAlert } from '../common/ErrorAlerts';
import { membersApi, useConfirmations, useConfirmationsChange } from './api';
import { RoleBadge } from './RoleBadge';

type Verdict = 'approve' | 'reject';
const VERDICTS = [
  { verdict: 'approve', icon: IconCheck, variant: 'filled' },
  { verdict: 'reject', icon: IconX, variant: 'default' },
] as const;

export function OtherAddressConfirmations({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const confirmations = useConfirmations(projectId);
  const setting = useConfirmationsChange(projectId, (allow: boolean) =>
    membersApi.allowOtherAddress(projectId, allow),
  );
  const confirm = useConfirmationsChange(projectId, ({ id, verdict }: { id: number; verdict: Verdict }) =>
    membersApi.confirm(projectId, id, verdict),
  );
  if (confirmations.isError)
    return <RetryAlert message={t('members.loadError')} onRetry={() => void confirmations.refetch()} />;
  const waiting = confirmations.data?.confirmations ?? [];

  return (
    <Stack gap="xs" component="section" aria-labelledby="confirmations-title">
      <Title order={3} size="h4" id="confirmations-title">
        {t('members.confirmations.title')}
      </Title>
      <Checkbox
        label={t('members.confirmations.setting')}
        description={t('members.confirmations.settingHint')}
        checked={confirmations.data?.other_address ?? false}
        disabled={!confirmations.data || setting.isPending}
        onChange={(event) => setting.mutate(event.currentTarget.checked)}
      />
      <ErrorSummary error={setting.error ?? confirm.error} />
      {confirmations.data && waiting.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('members.confirmations.empty')}
        </Text>
      ) : (
        <Table verticalSpacing="xs">
          <Table.Tbody>
            {waiting.map((c) => {
              const who = { name: c.name, email: c.email, invited: c.invited_email };
              return (
                <Table.Tr key={c.id} data-testid="confirmation-row">
                  <Table.Td>
                    <Text size="sm">{t('members.confirmations.who', who)}</Text>
                    <Text size="xs" c="dimmed">
                      {t('members.confirmations.sentTo', who)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <RoleBadge role={c.role} />
                  </Table.Td>
                  <Table.Td>
                    <Group justify="flex-end" gap="xs" wrap="nowrap">
                      {VERDICTS.map(({ verdict, icon: Icon, variant }) => (
                        <Button
                          key={verdict}
                          size="xs"
                          variant={variant}
                          leftSection={<Icon size={14} aria-hidden />}
                          aria-label={t(`members.confirmations.${verdict}Label`, who)}
                          disabled={confirm.isPending}
                          onClick={() => confirm.mutate({ id: c.id, verdict })}
                        >
                          {t(`members.confirmations.${verdict}`)}
                        </Button>
                      ))}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
