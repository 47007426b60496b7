// The OpenID provider this deployment signs in with, found through its discovery document once at
// start: a wrong issuer stops the start with one line saying which setting to check.
import * as client from 'openid-client';
import type { OidcConfig } from '../config.js';
import { StartupError } from '../startup-error.js';

/** Plain http is accepted for a provider on this machine only (development, the tests). */
function isLoopback(url: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

export async function discoverProvider(oidc: OidcConfig): Promise<client.Configuration> {
  let issuer: URL;
  try {
    issuer = new URL(oidc.issuerUrl);
  } catch {
    throw new StartupError(
      `OIDC_ISSUER_URL must be a URL such as https://login.example.org, got "${oidc.issuerUrl}"`,
    );
  }
  const insecure = issuer.protocol === 'http:';
  if (insecure && !isLoopback(issuer)) {
    throw new StartupError(`OIDC_ISSUER_URL (${oidc.issuerUrl}) must be an https:// address`);
  }
  try {
    return await client.discovery(issuer, oidc.clientId, oidc.clientSecret, undefined, {
      timeout: 10,
      execute: insecure ? [client.allowInsecureRequests] : [],
    });
  } catch (err) {
    const reason =
      err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err);
    throw new StartupError(
      `OIDC_ISSUER_URL (${oidc.issuerUrl}) did not answer as an OpenID Connect issuer (${reason}): check the address, or unset OIDC_ISSUER_URL to sign in with passwords only`,
    );
  }
}
