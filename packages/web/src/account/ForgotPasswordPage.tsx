import { Alert, TextInput } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRequestPasswordRecovery } from '../api/auth';
import { ErrorSummary } from '../common/ErrorSummary';
import { AuthCard } from './AuthCard';
import { AuthForm, AuthLink } from './AuthForm';
import { useFormFields } from './useFormFields';

/** Forgot password: one field; the server answers the same whether or not the user exists. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const request = useRequestPasswordRecovery();
  const { values, bind } = useFormFields({ username: '' });

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
        <AuthForm
          onSubmit={() => request.mutate(values.username)}
          submitLabel={t('forgotPassword.submit')}
          pending={request.isPending}
          disabled={!values.username.trim()}
          error={<ErrorSummary error={request.error} />}
        >
          <TextInput
            label={t('forgotPassword.username')}
            type="email"
            autoComplete="username"
            {...bind('username')}
            autoFocus
          />
        </AuthForm>
      )}
      <AuthLink to="/login">{t('forgotPassword.backToLogin')}</AuthLink>
    </AuthCard>
  );
}
