import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { fieldErrorsOf } from '../api/answered';
import { useRecoverPassword } from '../api/auth';
import type { ReturnState } from '../auth/guards';
import { isStrongPassword } from '../auth/passwordRule';
import { ErrorSummary } from '../common/ErrorSummary';
import { PasswordField } from '../common/PasswordField';
import { AuthCard } from './AuthCard';
import { AuthForm, AuthLink, MissingTokenAlert } from './AuthForm';
import { useFormFields } from './useFormFields';

/** New password, reached from the recovery mail; on success go to login with a notice. */
export function NewPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('recoveryToken');
  const navigate = useNavigate();
  const recover = useRecoverPassword();
  const { values, errors, setErrors, bind } = useFormFields({ password: '', confirm: '' });

  const submit = () => {
    const { password, confirm } = values;
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

  const passwordError = errors.password ?? fieldErrorsOf(recover.error).password?.join(' ');
  return (
    <AuthCard title={t('newPassword.title')}>
      {!token ? (
        <MissingTokenAlert>{t('newPassword.missingToken')}</MissingTokenAlert>
      ) : (
        <AuthForm
          onSubmit={submit}
          submitLabel={t('newPassword.submit')}
          pending={recover.isPending}
          error={<ErrorSummary error={recover.error} shownFields={['password']} />}
        >
          <PasswordField
            label={t('newPassword.password')}
            autoComplete="new-password"
            {...bind('password')}
            error={passwordError}
            description={passwordError ? undefined : t('register.passwordRule')}
            autoFocus
          />
          <PasswordField
            label={t('newPassword.confirmPassword')}
            autoComplete="new-password"
            {...bind('confirm')}
            error={errors.confirm}
          />
        </AuthForm>
      )}
      <AuthLink to="/login">{t('newPassword.backToLogin')}</AuthLink>
    </AuthCard>
  );
}
