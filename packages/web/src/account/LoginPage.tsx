import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLogin } from '../api/auth';
import { ApiError } from '../api/client';
import { allMessages } from '../api/errors';
import type { ReturnState } from '../auth/guards';
import { PasswordField } from '../common/PasswordField';
import { AuthCard } from './AuthCard';

/**
 * Login. On success the session is stored and the GuestOnly guard around this route sends
 * the user to the path they came from, or to the project list.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const state = (location.state ?? {}) as ReturnState;
  const login = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate({ username, password });
  };

  // A server answer is shown as it came; anything thrown gets the generic message.
  const error = login.error;
  const errorText =
    error instanceof ApiError && error.answered
      ? allMessages(error.body).join(' ') || t('login.unexpectedError')
      : error
        ? t('login.unexpectedError')
        : null;

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      {state.notice === 'passwordChanged' && (
        <Alert color="teal" icon={<IconCircleCheck aria-hidden />}>
          {t('login.passwordChanged')}
        </Alert>
      )}
      {state.from && !state.notice && (
        <Alert color="blue" variant="light">
          {t('login.sessionRequired')}
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('login.username')}
            placeholder={t('login.usernamePlaceholder')}
            autoComplete="username"
            type="email"
            value={username}
            onChange={(event) => setUsername(event.currentTarget.value)}
            autoFocus
          />
          <PasswordField
            label={t('login.password')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} to="/recover-password-request" size="sm">
              {t('login.forgotPassword')}
            </Anchor>
          </Group>
          {errorText && (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
              {errorText}
            </Alert>
          )}
          <Button type="submit" fullWidth loading={login.isPending} disabled={!username || !password}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center" c="dimmed">
        {t('login.noAccount')}{' '}
        <Anchor component={Link} to="/register" fw={500}>
          {t('login.createAccount')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
