// The Members screen of a project: who is in it with which role; for its admins also the invite form,
// the pending invitations, the confirmations of invitations opened by another address, and the
// security log.
import { Card, Container, Divider, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { RetryAlert } from '../common/ErrorAlerts';
import { useProjectAccess } from './access';
import { useMembers } from './api';
import { InviteForm } from './InviteForm';
import { MembersTable } from './MembersTable';
import { OtherAddressConfirmations } from './OtherAddressConfirmations';
import { PendingInvitations } from './PendingInvitations';
import { SecurityLog } from './SecurityLog';
import { LoadingRegion } from '../common/Loading';
import { useProjectId } from '../common/useProjectId';

export function MembersPage() {
  const { t } = useTranslation();
  const { projectId, valid } = useProjectId();
  const access = useProjectAccess(valid ? projectId : NaN);
  const members = useMembers(projectId);

  if (!valid) return <Navigate to="/404" replace />;

  return (
    <Container size="lg" px="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={2}>{t('members.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('members.intro')}
          </Text>
        </div>
        <Card withBorder radius="md" padding="md">
          {members.isPending ? (
            <LoadingRegion>
              <Skeleton height={120} />
            </LoadingRegion>
          ) : members.isError ? (
            <RetryAlert message={t('members.loadError')} onRetry={() => void members.refetch()} />
          ) : (
            <MembersTable projectId={projectId} members={members.data} access={access} />
          )}
        </Card>
        {access.canManage && (
          <Card withBorder radius="md" padding="md">
            <Stack gap="lg">
              <InviteForm projectId={projectId} />
              <Divider />
              <PendingInvitations projectId={projectId} />
              <Divider />
              <OtherAddressConfirmations projectId={projectId} />
            </Stack>
          </Card>
        )}
        {access.canManage && (
          <Card withBorder radius="md" padding="md">
            <SecurityLog projectId={projectId} />
          </Card>
        )}
      </Stack>
    </Container>
  );
}
