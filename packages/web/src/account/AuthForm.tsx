import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * An account screen's form: its fields, then what went wrong, then one full-width submit button.
 * The browser's own checks are off (noValidate): the screens say what is missing in their words.
 */
export function AuthForm({
  onSubmit,
  submitLabel,
  pending,
  disabled,
  error,
  children,
}: {
  onSubmit: () => void;
  submitLabel: string;
  pending: boolean;
  disabled?: boolean;
  /** The failure's alert, above the button. */
  error: ReactNode;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {children}
        {error}
        <Button type="submit" fullWidth loading={pending} disabled={disabled}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

/** The line under an account card leading to another account screen, after an optional question. */
export function AuthLink({ to, prompt, children }: { to: string; prompt?: string; children: ReactNode }) {
  return (
    <Text size="sm" ta="center" c={prompt ? 'dimmed' : undefined}>
      {prompt && `${prompt} `}
      <Anchor component={Link} to={to} fw={prompt ? 500 : undefined}>
        {children}
      </Anchor>
    </Text>
  );
}

/** A mail link opened without its token (cut short when copied): nothing to do but say so. */
export function MissingTokenAlert({ children }: { children: ReactNode }) {
  return (
    <Alert color="red" role="alert">
      {children}
    </Alert>
  );
}
