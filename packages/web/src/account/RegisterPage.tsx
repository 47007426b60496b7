import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRegister } from '../api/auth';
import { ApiError } from '../api/client';
import { parseErrorBody } from '../api/errors';
import { ErrorSummary } from '../common/ErrorSummary';
import { PasswordField } from '../common/PasswordField';
import { AuthCard } from './AuthCard';
import { type RegisterErrors, type RegisterValues, validateRegistration } from './registerForm';

const EMPTY: RegisterValues = { email: '', name: '', last_name: '', password: '', confirm: '' };

/** Register: the e-mail is the username; on success the form gives way to a message. */
export function RegisterPage() {
  const { t } = useTranslation();
  const register = useRegister();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<RegisterErrors>({});

  const set = (field: keyof RegisterValues) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateRegistration(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    register.mutate({
      email: values.email.trim(),
      name: values.name.trim(),
      last_name: values.last_name.trim(),
      password: values.password,
    });
  };

  if (register.isSuccess) {
    return (
      <AuthCard title={t('register.successTitle')}>
        <Alert color="teal" icon={<IconMailCheck aria-hidden />} role="status">
          {t('register.success')}
        </Alert>
        <Button component={Link} to="/login" variant="light">
          {t('register.goToLogin')}
        </Button>
      </AuthCard>
    );
  }

  // Server field errors go beside their inputs (the username is the e-mail field here).
  const server = register.error instanceof ApiError ? parseErrorBody(register.error.body).fields : {};
  const serverError = (field: string) => server[field]?.join(' ');
  const fieldError = (field: keyof RegisterValues, ...serverFields: string[]) =>
    (errors[field] && t(errors[field])) ||
    serverFields.map(serverError).filter(Boolean).join(' ') ||
    undefined;
  const shownFields = ['email', 'username', 'name', 'last_name', 'password'];

  return (
    <AuthCard title={t('register.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('register.email')}
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={set('email')}
            error={fieldError('email', 'email', 'username')}
            autoFocus
          />
          <Group grow align="flex-start">
            <TextInput
              label={t('register.name')}
              autoComplete="given-name"
              value={values.name}
              onChange={set('name')}
              error={fieldError('name', 'name')}
            />
            <TextInput
              label={t('register.lastName')}
              autoComplete="family-name"
              value={values.last_name}
              onChange={set('last_name')}
              error={fieldError('last_name', 'last_name')}
            />
          </Group>
          <PasswordField
            label={t('register.password')}
            autoComplete="new-password"
            value={values.password}
            onChange={set('password')}
            error={fieldError('password', 'password')}
          />
          <PasswordField
            label={t('register.confirmPassword')}
            autoComplete="new-password"
            value={values.confirm}
            onChange={set('confirm')}
            error={fieldError('confirm')}
          />
          <ErrorSummary error={register.error} shownFields={shownFields} withTitle />
          <Button type="submit" fullWidth loading={register.isPending}>
            {t('register.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center" c="dimmed">
        {t('register.haveAccount')}{' '}
        <Anchor component={Link} to="/login" fw={500}>
          {t('register.login')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
