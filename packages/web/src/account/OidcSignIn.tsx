// Sign-in with the agency's OpenID provider, offered when the server has one (GET config/): a link
// that leaves for the provider through the server (GET /api/user/oidc/start), and the reason a
// previous attempt came back without a session (?oidc_error=...).
import { Alert, Button, Divider } from '@mantine/core';
import { IconAlertCircle, IconBuilding } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAppConfig } from '../api/config';

const FAILURES = ['failed', 'cancelled', 'expired', 'email_unverified'] as const;

/** The provider's sign-in button under the password form, with the "or" divider. */
export function OidcSignInButton() {
  const { t } = useTranslation();
  const oidc = useAppConfig().data?.oidc;
  if (!oidc) return null;
  return (
    <>
      <Divider label={t('oidc.or')} labelPosition="center" />
      {/* A plain link: the server redirects to the provider, which a form's CSP form-action would refuse. */}
      <Button
        component="a"
        href="/api/user/oidc/start"
        variant="default"
        leftSection={<IconBuilding size={18} aria-hidden />}
      >
        {oidc.name ? t('oidc.signInWith', { name: oidc.name }) : t('oidc.signInWithDefault')}
      </Button>
    </>
  );
}

/** Why the provider's sign-in did not open a session, when the server sent the browser back. */
export function OidcFailure() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const reason = params.get('oidc_error');
  if (!reason) return null;
  const known = FAILURES.find((f) => f === reason) ?? 'failed';
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
      {t(`oidc.errors.${known}`)}
    </Alert>
  );
}
