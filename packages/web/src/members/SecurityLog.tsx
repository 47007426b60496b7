// The project's security log for its admins: sign-ins of the members, member changes, invitations.
import { Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../common/ErrorAlerts';
import { RelativeTime } from '../common/RelativeTime';
import { useSecurityLog, type SecurityEventAnswer } from './api';

const ROLE_FIELDS = ['role', 'previous_role'];

export function SecurityLog({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const log = useSecurityLog(projectId, true);

  // Role values read in the interface language; every other fact as recorded.
  const describe = (e: SecurityEventAnswer) => {
    const facts = Object.fromEntries(
      Object.entries(e.detail).map(([k, v]) => [
        k,
        ROLE_FIELDS.includes(k) ? t(`members.roles.${v as 'viewer'}`).toLowerCase() : String(v ?? ''),
      ]),
    );
    return t(`members.log.kinds.${e.kind}`, facts);
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="log-title">
      <Title order={3} size="h4" id="log-title">
        {t('members.log.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('members.log.hint')}
      </Text>
      {log.isError ? (
        <RetryAlert message={t('members.loadError')} onRetry={() => void log.refetch()} />
      ) : log.data?.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('members.log.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560} mah={360}>
          <Table verticalSpacing={4} fz="sm" stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('members.log.when')}</Table.Th>
                <Table.Th>{t('members.log.who')}</Table.Th>
                <Table.Th>{t('members.log.what')}</Table.Th>
                <Table.Th>{t('members.log.address')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(log.data ?? []).map((e) => (
                <Table.Tr key={e.id} data-testid="security-event">
                  <Table.Td>
                    <RelativeTime iso={e.at} />
                  </Table.Td>
                  <Table.Td>{e.actor ?? '—'}</Table.Td>
                  <Table.Td>{describe(e)}</Table.Td>
                  <Table.Td c="dimmed">{e.ip ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
