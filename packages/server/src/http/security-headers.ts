// Security headers on every answer (@fastify/helmet): the Content-Security-Policy the web app runs
// under, nosniff, no framing, a strict Referrer-Policy. The policy is written out in full (no helmet
// defaults) so each source below is one the app was seen to need:
// - scripts only from the app's own files: no inline script, no eval;
// - <style> elements from the app's CSS files, Mantine's generated ones (they carry the per-answer
//   nonce that index.html hands the app, http/web-app.ts) and the validation report's block by hash
//   (the report opens in a blob: tab, which runs under the policy of the page that made it);
// - MapLibre's workers start from blob: URLs; its style, tiles, glyphs and sprites come from the
//   base map's origins; decoded tiles and icons are data: and blob: images.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { REPORT_STYLE_SOURCE } from '@ruta/gtfs';
import type { Config } from '../config.js';

const nonces = new WeakMap<ServerResponse, string>();

/** The style nonce of this answer, for the page that carries it to the app. */
export function styleNonce(res: ServerResponse): string {
  let nonce = nonces.get(res);
  if (!nonce) nonces.set(res, (nonce = randomBytes(16).toString('base64')));
  return nonce;
}

/** The origins the base map loads from: the style's own and those MAP_ORIGINS adds. */
export function mapOrigins(config: Pick<Config, 'mapStyleUrl' | 'mapOrigins'>): string[] {
  const origins = new Set(config.mapOrigins);
  try {
    origins.add(new URL(config.mapStyleUrl).origin);
  } catch {
    // A relative style URL is served by Ruta itself: 'self' covers it.
  }
  return [...origins];
}

export function appPolicy(config: Pick<Config, 'mapStyleUrl' | 'mapOrigins'>) {
  const map = mapOrigins(config);
  return {
    defaultSrc: ["'self'"],
    // 'report-sample': a violation report quotes the start of what was blocked.
    scriptSrc: ["'self'", "'report-sample'"],
    styleSrc: [
      "'self'",
      "'report-sample'",
      REPORT_STYLE_SOURCE,
      (_req: IncomingMessage, res: ServerResponse) => `'nonce-${styleNonce(res)}'`,
    ],
    imgSrc: ["'self'", 'data:', 'blob:', ...map],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...map],
    workerSrc: ["'self'", 'blob:'],
    childSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/** The policy of the stand-alone validation report: its own style block and nothing else. */
export const REPORT_POLICY = [
  "default-src 'none'",
  `style-src ${REPORT_STYLE_SOURCE}`,
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export async function securityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: appPolicy(config) },
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    // Published feeds are fetched from other sites' pages too (trip planners' previews).
    crossOriginResourcePolicy: { policy: 'same-site' },
    // Browsers only honour HSTS over https, where the operator wants it anyway.
    strictTransportSecurity: config.publicUrl.startsWith('https:'),
  });
}
