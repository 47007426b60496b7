// Invite someone by e-mail with a role: the server mails the link and answers the open invitations.
import { Alert, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../api/answered';
import { ErrorSummary } from '../common/ErrorSummary';
import { ASSIGNABLE_ROLES, membersApi, useInvitationsChange, type AssignableRole } from './api';

export function InviteForm({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AssignableRole>('editor');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useInvitationsChange(projectId, (a: { email: string; role: AssignableRole }) =>
    membersApi.invite(projectId, a.email, a.role),
  );
  const server = fieldErrorsOf(send.error);

  const submit = () => {
    const address = email.trim();
    setSentTo(null);
    send.mutate(
      { email: address, role },
      {
        onSuccess: () => {
          setSentTo(address);
          setEmail('');
        },
      },
    );
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="invite-title">
      <Title order={3} size="h4" id="invite-title">
        {t('members.invite.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('members.invite.hint')}
      </Text>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Group align="flex-start" gap="sm">
          <TextInput
            label={t('members.invite.email')}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={server.email?.join(' ')}
            w={300}
            required
          />
          <Select
            label={t('members.invite.role')}
            data={ASSIGNABLE_ROLES.map((r) => ({ value: r, label: t(`members.roles.${r}`) }))}
            value={role}
            allowDeselect={false}
            onChange={(value) => value && setRole(value as AssignableRole)}
            w={170}
          />
          <Button
            type="submit"
            mt={25}
            leftSection={<IconMailForward size={16} aria-hidden />}
            loading={send.isPending}
            disabled={!email.trim()}
          >
            {t('members.invite.send')}
          </Button>
        </Group>
      </form>
      <ErrorSummary error={send.error} shownFields={['email']} />
      {sentTo && (
        <Alert color="teal" variant="light" role="status" py="xs">
          {t('members.invite.sent', { email: sentTo })}
        </Alert>
      )}
    </Stack>
  );
}
