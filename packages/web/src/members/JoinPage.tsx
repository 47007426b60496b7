// The page an invitation link opens (/invitation?token=…): what the invitation offers, then Join
// when signed in, or sign in / create an account first (both come back here, or join at once).
// Signed in with another address, the project may let the person wait for an admin to confirm.
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconClock, IconUsersPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../api/client';
import { projectKeys } from '../api/projects';
import { AuthCard } from '../account/AuthCard';
import { useSession } from '../auth/session';
import { ErrorSummary } from '../common/ErrorSummary';
import { membersApi } from './api';
import { LoadingSpinner } from '../common/Loading';

export function JoinPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const info = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => membersApi.invitation(token),
    enabled: token !== '',
    retry: false,
  });
  const accept = useMutation({
    mutationFn: () => membersApi.accept(token),
    onSuccess: (joined) => {
      // Another address, which the project lets an admin confirm: the page says so and stays.
      if ('awaiting_admin' in joined) return;
      void queryClient.invalidateQueries({ queryKey: projectKeys.list });
      void navigate(`/project/${joined.project_id}`);
    },
  });
  const here = `/invitation?token=${encodeURIComponent(token)}`;

  const body = () => {
    if (info.isPending && token) return <LoadingSpinner size="sm" label={t('members.join.loading')} />;
    if (!token || info.isError) {
      const unknown = !token || (info.error instanceof ApiError && info.error.status === 404);
      return unknown ? <Problem text={t('members.join.invalid')} /> : <ErrorSummary error={info.error} />;
    }
    const invitation = info.data!;
    if (invitation.state !== 'pending') return <Problem text={t(`members.join.${invitation.state}`)} />;
    const offer = {
      project: invitation.project_name,
      role: t(`members.roles.${invitation.role}`).toLowerCase(),
      inviter: invitation.inviter ?? '',
    };
    return (
      <>
        <Text>{t(invitation.inviter ? 'members.join.offer' : 'members.join.offerNoInviter', offer)}</Text>
        <Text size="sm" c="dimmed">
          {t('members.join.forAddress', { email: invitation.email })}
        </Text>
        <ErrorSummary error={accept.error} />
        {accept.data && 'awaiting_admin' in accept.data ? (
          <Alert color="blue" icon={<IconClock aria-hidden />} role="status">
            {accept.data.detail}
          </Alert>
        ) : session ? (
          <Button
            leftSection={<IconUsersPlus size={16} aria-hidden />}
            loading={accept.isPending}
            onClick={() => accept.mutate()}
          >
            {t('members.join.accept')}
          </Button>
        ) : (
          <Group>
            <Button component={Link} to="/login" state={{ from: here }}>
              {t('members.join.signIn')}
            </Button>
            <Button
              component={Link}
              variant="default"
              to={`/register?invitation=${encodeURIComponent(token)}&email=${encodeURIComponent(invitation.email)}`}
            >
              {t('members.join.register')}
            </Button>
          </Group>
        )}
      </>
    );
  };

  return <AuthCard title={t('members.join.title')}>{body()}</AuthCard>;
}

function Problem({ text }: { text: string }) {
  return (
    <Alert color="orange" icon={<IconAlertCircle aria-hidden />} role="alert">
      {text}
    </Alert>
  );
}
