import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useRecoverPassword } from '../api/auth';
import { ApiError } from '../api/client';
import { parseErrorBody } from '../api/errors';
import type { ReturnState } from '../auth/guards';
import { isStrongPassword } from '../auth/passwordRule';
import { ErrorSummary } from '../common/ErrorSummary';
import { PasswordField } from '../common/PasswordField';
import { AuthCard } from './AuthCard';

/** New password, reached from the recovery mail; on success go to login with a notice. */
export function NewPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('recoveryToken');
  const navigate = useNavigate();
  const recover = useRecoverPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!password) found.password = t('common.required');
    else if (!isStrongPassword(password)) found.password = t('register.passwordRule');
    if (password !== confirm) found.confirm = t('newPassword.passwordMismatch');
    setErrors(found);
    if (found.password || found.confirm || !token) return;
    recover.mutate(
      { token, password },
      {
        onSuccess: () =>
          void navigate('/login', { state: { notice: 'passwordChanged' } satisfies ReturnState }),
      },
    );
  };

  const serverPassword =
    recover.error instanceof ApiError
      ? parseErrorBody(recover.error.body).fields.password?.join(' ')
      : undefined;

  return (
    <AuthCard title={t('newPassword.title')}>
      {!token ? (
        <Alert color="red" role="alert">
          {t('newPassword.missingToken')}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <PasswordField
              label={t('newPassword.password')}
              autoComplete="new-password"
              value={password}
              onChange={(event) => {
                setPassword(event.currentTarget.value);
                setErrors((current) => ({ ...current, password: undefined }));
              }}
              error={errors.password ?? serverPassword}
              autoFocus
            />
            <PasswordField
              label={t('newPassword.confirmPassword')}
              autoComplete="new-password"
              value={confirm}
              onChange={(event) => {
                setConfirm(event.currentTarget.value);
                setErrors((current) => ({ ...current, confirm: undefined }));
              }}
              error={errors.confirm}
            />
            <ErrorSummary error={recover.error} shownFields={['password']} />
            <Button type="submit" fullWidth loading={recover.isPending}>
              {t('newPassword.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/login">
          {t('newPassword.backToLogin')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
