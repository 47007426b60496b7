// Configuration comes only from environment variables. `configVariables` is the single list of them
// (name, default, description) so the README's table can be checked against the code.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { StartupError } from './startup-error.js';
import type { DbTimeouts } from './db/connection.js';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: the server starts an embedded PostgreSQL under `dataDir/pg`. */
  databaseUrl: string | undefined;
  /** How long the database may take before a connection counts as dead (db/connection.ts). */
  databaseTimeouts: DbTimeouts;
  /** Read replicas for the reads that tolerate a moment of lag (db/replicas.ts); empty: none. */
  databaseReadUrls: string[];
  publicUrl: string;
  /** Unset: mails are written as .eml files to `dataDir/outbox/`. */
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  websiteUrl: string;
  contactUrl: string;
  mapStyleUrl: string;
  /** Other origins the base map loads tiles, glyphs or sprites from (the style's own is implied). */
  mapOrigins: string[];
  webDist: string;
  maxUploadMb: number;
  /** A download (built zip, table CSV) whose client reads nothing for this long is ended. */
  downloadStallSeconds: number;
  /** OSRM server for map matching (its /match/v1/{profile} service). */
  mapMatchingUrl: string | undefined;
  mapMatchingProfile: string;
  /** Mapbox Map Matching API token, used when mapMatchingUrl is unset. */
  mapboxAccessToken: string | undefined;
  /** Mapbox's API root (tests point it at a local server). */
  mapboxApiUrl: string;
  /** Sign-in with an OpenID Connect provider; unset: password accounts only. */
  oidc: OidcConfig | undefined;
}

export interface OidcConfig {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  /** Shown as "Sign in with <name>"; unset: a generic label. */
  displayName: string | undefined;
}

export interface ConfigVariable {
  name: string;
  default: string;
  description: string;
}

export const configVariables: readonly ConfigVariable[] = [
  { name: 'PORT', default: '8080', description: 'HTTP port.' },
  { name: 'HOST', default: '0.0.0.0', description: 'Interface to listen on.' },
  {
    name: 'DATA_DIR',
    default: './data',
    description:
      'Directory for the embedded database (pg/) and the mail outbox (outbox/). Uploads, builds and reports are stored in PostgreSQL.',
  },
  {
    name: 'DATABASE_URL',
    default: '(unset)',
    description: 'PostgreSQL connection URL. Unset: an embedded PostgreSQL is started in DATA_DIR/pg.',
  },
  {
    name: 'DATABASE_READ_URL',
    default: '(unset)',
    description:
      "Read replicas (hot standbys) of DATABASE_URL's database, space-separated: the GETs of users who have not written in the last 5 s read from them. Unset: everything on DATABASE_URL.",
  },
  {
    name: 'DATABASE_CONNECT_TIMEOUT_SECONDS',
    default: '5',
    description:
      'Longest wait to open a database connection or get a free one from the pool; beyond it the request answers 503.',
  },
  {
    name: 'DATABASE_QUERY_TIMEOUT_SECONDS',
    default: '30',
    description:
      'Longest wait for the answer to one statement of an API request; beyond it the connection is dropped and the request answers 503 (0: none).',
  },
  {
    name: 'DATABASE_IDLE_IN_TRANSACTION_SECONDS',
    default: '60',
    description:
      "PostgreSQL ends a pool's transaction left idle this long (idle_in_transaction_session_timeout; 0: none).",
  },
  {
    name: 'DATABASE_KEEPALIVE_SECONDS',
    default: '10',
    description: 'TCP keepalive of every database connection: first probe after this much silence.',
  },
  {
    name: 'PUBLIC_URL',
    default: 'http://localhost:${PORT}',
    description: 'Public address of the app, used for the links in e-mails.',
  },
  {
    name: 'SMTP_URL',
    default: '(unset)',
    description: 'SMTP server URL (smtp:// or smtps://). Unset: mails are written to DATA_DIR/outbox/.',
  },
  { name: 'MAIL_FROM', default: 'Ruta <no-reply@localhost>', description: 'Sender of the e-mails.' },
  { name: 'LOG_LEVEL', default: 'info', description: 'Log level (fatal, error, warn, info, debug, trace).' },
  {
    name: 'WEBSITE_URL',
    default: 'https://github.com/ruta-gtfs/ruta',
    description: "Link to the provider's website in the header.",
  },
  {
    name: 'CONTACT_URL',
    default: 'mailto:contact@localhost',
    description: "Link to the provider's contact page in the header.",
  },
  {
    name: 'MAP_STYLE_URL',
    default: 'https://tiles.openfreemap.org/styles/liberty',
    description: 'MapLibre style URL of the base map (no token needed by default).',
  },
  {
    name: 'MAP_ORIGINS',
    default: '(unset)',
    description:
      "Other origins the base map loads tiles, glyphs or sprites from, space-separated (e.g. https://tiles.example.org); the Content-Security-Policy allows them and MAP_STYLE_URL's own origin.",
  },
  {
    name: 'WEB_DIST',
    default: 'packages/web/dist',
    description: 'Directory of the built web app (relative paths resolve from the working directory).',
  },
  { name: 'MAX_UPLOAD_MB', default: '512', description: 'Largest accepted GTFS upload, in megabytes.' },
  {
    name: 'DOWNLOAD_STALL_SECONDS',
    default: '60',
    description:
      'A download whose client takes nothing for this long is ended, freeing its database connection.',
  },
  {
    name: 'MAP_MATCHING_URL',
    default: '(unset)',
    description: 'OSRM server for map matching in the shape editor, e.g. http://localhost:5000.',
  },
  {
    name: 'MAP_MATCHING_PROFILE',
    default: 'driving',
    description: 'OSRM or Mapbox profile for map matching.',
  },
  {
    name: 'MAPBOX_ACCESS_TOKEN',
    default: '(unset)',
    description:
      'Mapbox token for its Map Matching API, used when MAP_MATCHING_URL is unset; it stays on the server.',
  },
  { name: 'MAPBOX_API_URL', default: 'https://api.mapbox.com', description: "Mapbox's API root." },
  {
    name: 'OIDC_ISSUER_URL',
    default: '(unset)',
    description:
      "OpenID Connect provider for signing in with the agency's accounts (Entra, Google, Keycloak...), e.g. https://login.example.org/realms/agency. Unset: password accounts only.",
  },
  { name: 'OIDC_CLIENT_ID', default: '(unset)', description: 'Client id registered at the OpenID provider.' },
  {
    name: 'OIDC_CLIENT_SECRET',
    default: '(unset)',
    description: 'Client secret registered at the OpenID provider.',
  },
  {
    name: 'OIDC_DISPLAY_NAME',
    default: '(unset)',
    description: 'Name on the sign-in button ("Sign in with <name>"); unset: "your organization\'s account".',
  },
];

const defaults = Object.fromEntries(configVariables.map((v) => [v.name, v.default]));

function positiveInt(name: string, value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0)
    throw new StartupError(`${name} must be a positive integer, got "${value}"`);
  return n;
}

function nonNegativeInt(name: string, value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new StartupError(`${name} must be a whole number of seconds (0 or more), got "${value}"`);
  return n;
}

function databaseTimeouts(get: (name: string) => string | undefined): DbTimeouts {
  const seconds = (name: string, positive: boolean) => {
    const value = get(name) ?? defaults[name]!;
    return (positive ? positiveInt(name, value) : nonNegativeInt(name, value)) * 1000;
  };
  return {
    connectMs: seconds('DATABASE_CONNECT_TIMEOUT_SECONDS', true),
    queryMs: seconds('DATABASE_QUERY_TIMEOUT_SECONDS', false),
    idleInTransactionMs: seconds('DATABASE_IDLE_IN_TRANSACTION_SECONDS', false),
    keepAliveMs: seconds('DATABASE_KEEPALIVE_SECONDS', true),
  };
}

function origin(name: string, value: string): string {
  try {
    return new URL(value).origin;
  } catch {
    throw new StartupError(`${name} must list origins such as https://tiles.example.org, got "${value}"`);
  }
}

/** All of issuer, client id and secret, or none of them. */
function oidcConfig(get: (name: string) => string | undefined): OidcConfig | undefined {
  const [issuerUrl, clientId, clientSecret] = ['OIDC_ISSUER_URL', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'].map(
    get,
  );
  if (!issuerUrl && !clientId && !clientSecret) return undefined;
  const missing = [
    ['OIDC_ISSUER_URL', issuerUrl],
    ['OIDC_CLIENT_ID', clientId],
    ['OIDC_CLIENT_SECRET', clientSecret],
  ].filter(([, value]) => !value);
  if (missing.length) {
    throw new StartupError(
      `sign-in with OpenID Connect needs OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET: set ${missing.map(([n]) => n).join(' and ')}, or unset them all`,
    );
  }
  return {
    issuerUrl: issuerUrl!,
    clientId: clientId!,
    clientSecret: clientSecret!,
    displayName: get('OIDC_DISPLAY_NAME'),
  };
}

/** Reads the configuration from `env` (process.env by default); throws on invalid values. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const get = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const port = positiveInt('PORT', get('PORT') ?? '8080');
  return {
    port,
    host: get('HOST') ?? '0.0.0.0',
    dataDir: path.resolve(get('DATA_DIR') ?? './data'),
    databaseUrl: get('DATABASE_URL'),
    databaseTimeouts: databaseTimeouts(get),
    databaseReadUrls: (get('DATABASE_READ_URL') ?? '').split(/\s+/).filter(Boolean),
    publicUrl: (get('PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: get('SMTP_URL'),
    mailFrom: get('MAIL_FROM') ?? defaults.MAIL_FROM!,
    logLevel: get('LOG_LEVEL') ?? 'info',
    websiteUrl: get('WEBSITE_URL') ?? defaults.WEBSITE_URL!,
    contactUrl: get('CONTACT_URL') ?? defaults.CONTACT_URL!,
    mapStyleUrl: get('MAP_STYLE_URL') ?? defaults.MAP_STYLE_URL!,
    mapOrigins: (get('MAP_ORIGINS') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((o) => origin('MAP_ORIGINS', o)),
    // The default is found from this package, so it works whatever the working directory is.
    webDist: get('WEB_DIST') ? path.resolve(get('WEB_DIST')!) : path.resolve(packageDir, '..', 'web', 'dist'),
    maxUploadMb: positiveInt('MAX_UPLOAD_MB', get('MAX_UPLOAD_MB') ?? '512'),
    downloadStallSeconds: positiveInt('DOWNLOAD_STALL_SECONDS', get('DOWNLOAD_STALL_SECONDS') ?? '60'),
    mapMatchingUrl: get('MAP_MATCHING_URL'),
    mapMatchingProfile: get('MAP_MATCHING_PROFILE') ?? defaults.MAP_MATCHING_PROFILE!,
    mapboxAccessToken: get('MAPBOX_ACCESS_TOKEN'),
    mapboxApiUrl: get('MAPBOX_API_URL') ?? defaults.MAPBOX_API_URL!,
    oidc: oidcConfig(get),
  };
}
