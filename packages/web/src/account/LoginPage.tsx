import { Alert, Anchor, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { answeredBody } from '../api/answered';
import { useLogin, useResendVerification } from '../api/auth';
import { ApiError } from '../api/client';
import { allMessages } from '../api/errors';
import type { ReturnState } from '../auth/guards';
import { PasswordField } from '../common/PasswordField';
import { AuthCard } from './AuthCard';
import { AuthForm, AuthLink } from './AuthForm';
import { OidcFailure, OidcSignInButton } from './OidcSignIn';
import { useFormFields } from './useFormFields';

/**
 * Login. On success the session is stored and the GuestOnly guard around this route sends
 * the user to the path they came from, or to the project list.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const state = (location.state ?? {}) as ReturnState;
  const login = useLogin();
  const { values, bind } = useFormFields({ username: '', password: '' });
  const resend = useResendVerification();
  // 403 is the server's "address not verified yet": the way out is a new verification mail.
  const unverified = login.error instanceof ApiError && login.error.status === 403;
  const resendText =
    resend.data?.detail ??
    (resend.error ? allMessages(answeredBody(resend.error)).join(' ') || t('login.unexpectedError') : null);

  // A server answer is shown as it came; anything thrown gets the generic message.
  const errorText = login.error
    ? allMessages(answeredBody(login.error)).join(' ') || t('login.unexpectedError')
    : null;

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      {state.notice === 'passwordChanged' && (
        <Alert color="teal" icon={<IconCircleCheck aria-hidden />}>
          {t('login.passwordChanged')}
        </Alert>
      )}
      <OidcFailure />
      {state.from && !state.notice && (
        <Alert color="blue" variant="light">
          {t('login.sessionRequired')}
        </Alert>
      )}
      <AuthForm
        onSubmit={() => login.mutate(values)}
        submitLabel={t('login.submit')}
        pending={login.isPending}
        disabled={!values.username || !values.password}
        error={
          errorText && (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{errorText}</Text>
                {unverified && (
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    fw={600}
                    c="red.9"
                    underline="always"
                    disabled={resend.isPending}
                    onClick={() => resend.mutate(values.username)}
                  >
                    {t('login.resendVerification')}
                  </Anchor>
                )}
                {unverified && resendText && (
                  <Text size="sm" role="status">
                    {resendText}
                  </Text>
                )}
              </Stack>
            </Alert>
          )
        }
      >
        <TextInput
          label={t('login.username')}
          placeholder={t('login.usernamePlaceholder')}
          autoComplete="username"
          type="email"
          {...bind('username')}
          autoFocus
        />
        <PasswordField label={t('login.password')} autoComplete="current-password" {...bind('password')} />
        <Group justify="flex-end" mt={-8}>
          <Anchor component={Link} to="/recover-password-request" size="sm">
            {t('login.forgotPassword')}
          </Anchor>
        </Group>
      </AuthForm>
      <OidcSignInButton />
      <AuthLink to="/register" prompt={t('login.noAccount')}>
        {t('login.createAccount')}
      </AuthLink>
    </AuthCard>
  );
}
