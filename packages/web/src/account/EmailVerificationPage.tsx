import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useEmailVerification } from '../api/auth';
import { ErrorSummary } from '../common/ErrorSummary';
import { AuthCard } from './AuthCard';
import { MissingTokenAlert } from './AuthForm';

/** E-mail verification: runs as soon as the screen opens (once: tokens are single-use). */
export function EmailVerificationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('verificationToken');
  const verification = useEmailVerification(token);

  return (
    <AuthCard title={t('verifyEmail.title')}>
      {!token ? (
        <MissingTokenAlert>{t('verifyEmail.missingToken')}</MissingTokenAlert>
      ) : verification.isPending ? (
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{t('verifyEmail.verifying')}</Text>
        </Group>
      ) : verification.isError ? (
        <ErrorSummary error={verification.error} />
      ) : (
        <Alert color="teal" icon={<IconCircleCheck aria-hidden />} role="status">
          {t('verifyEmail.success')}
        </Alert>
      )}
      <Button component={Link} to="/login" variant={verification.isSuccess ? 'filled' : 'light'}>
        {t('verifyEmail.goToLogin')}
      </Button>
    </AuthCard>
  );
}
