import { Alert, Button, Group, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { fieldErrorsOf } from '../api/answered';
import { useRegister } from '../api/auth';
import { ErrorSummary } from '../common/ErrorSummary';
import { PasswordField } from '../common/PasswordField';
import { AuthCard } from './AuthCard';
import { AuthForm, AuthLink } from './AuthForm';
import { type RegisterValues, validateRegistration } from './registerForm';
import { useFormFields } from './useFormFields';

const EMPTY: RegisterValues = { email: '', name: '', last_name: '', password: '', confirm: '' };

/** Register: the e-mail is the username; on success the form gives way to a message. */
export function RegisterPage() {
  const { t } = useTranslation();
  const register = useRegister();
  // Through an invitation link: the invited address is filled in, and the account joins the project.
  const [params] = useSearchParams();
  const invitation = params.get('invitation') ?? undefined;
  const { values, errors, setErrors, bind } = useFormFields({ ...EMPTY, email: params.get('email') ?? '' });

  const submit = () => {
    const found = validateRegistration(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    register.mutate({
      email: values.email.trim(),
      name: values.name.trim(),
      last_name: values.last_name.trim(),
      password: values.password,
      invitation,
    });
  };

  if (register.isSuccess) {
    return (
      <AuthCard title={t('register.successTitle')}>
        <Alert color="teal" icon={<IconMailCheck aria-hidden />} role="status">
          {invitation ? register.data.detail : t('register.success')}
        </Alert>
        <Button component={Link} to="/login" variant="light">
          {t('register.goToLogin')}
        </Button>
      </AuthCard>
    );
  }

  // Server field errors go beside their inputs (the username is the e-mail field here).
  const server = fieldErrorsOf(register.error);
  const field = (name: keyof RegisterValues, ...serverFields: string[]) => ({
    ...bind(name),
    error:
      (errors[name] && t(errors[name])) ||
      serverFields.flatMap((f) => server[f] ?? []).join(' ') ||
      undefined,
  });

  const password = field('password', 'password');
  return (
    <AuthCard title={t('register.title')}>
      <AuthForm
        onSubmit={submit}
        submitLabel={t('register.submit')}
        pending={register.isPending}
        error={
          <ErrorSummary
            error={register.error}
            shownFields={['email', 'username', 'name', 'last_name', 'password']}
            withTitle
          />
        }
      >
        <TextInput
          label={t('register.email')}
          type="email"
          autoComplete="email"
          {...field('email', 'email', 'username')}
          autoFocus
        />
        <Group grow align="flex-start">
          <TextInput label={t('register.name')} autoComplete="given-name" {...field('name', 'name')} />
          <TextInput
            label={t('register.lastName')}
            autoComplete="family-name"
            {...field('last_name', 'last_name')}
          />
        </Group>
        <PasswordField
          label={t('register.password')}
          autoComplete="new-password"
          {...password}
          // The rule before the first try; a refused password shows it as its error instead.
          description={password.error ? undefined : t('register.passwordRule')}
        />
        <PasswordField
          label={t('register.confirmPassword')}
          autoComplete="new-password"
          {...field('confirm')}
        />
      </AuthForm>
      <AuthLink to="/login" prompt={t('register.haveAccount')}>
        {t('register.login')}
      </AuthLink>
    </AuthCard>
  );
}
