import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRequestPasswordRecovery } from '../api/auth';
import { ErrorSummary } from '../common/ErrorSummary';
import { AuthCard } from './AuthCard';

/** Forgot password: one field; the server answers the same whether or not the user exists. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const request = useRequestPasswordRecovery();
  const [username, setUsername] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate(username);
  };

  return (
    <AuthCard
      title={t('forgotPassword.title')}
      subtitle={request.isSuccess ? undefined : t('forgotPassword.intro')}
    >
      {request.isSuccess ? (
        <Alert
          color="teal"
          icon={<IconMailForward aria-hidden />}
          title={t('forgotPassword.successTitle')}
          role="status"
        >
          {t('forgotPassword.success')}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('forgotPassword.username')}
              type="email"
              autoComplete="username"
              value={username}
              onChange={(event) => setUsername(event.currentTarget.value)}
              autoFocus
            />
            <ErrorSummary error={request.error} />
            <Button type="submit" fullWidth loading={request.isPending} disabled={!username.trim()}>
              {t('forgotPassword.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/login">
          {t('forgotPassword.backToLogin')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
