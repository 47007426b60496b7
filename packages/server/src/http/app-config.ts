// GET /api/config/: the deployment settings the web app needs before anyone signs in.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config.js';

export const appConfigSchema = z.object({
  website_url: z.string(),
  contact_url: z.string(),
  map_style_url: z.string(),
  map_matching: z.boolean().describe('Whether the server has a map-matching provider (OSRM or Mapbox)'),
  oidc: z
    .object({ name: z.string().nullable().describe('OIDC_DISPLAY_NAME, for "Sign in with <name>"') })
    .nullable()
    .describe("Sign-in with the agency's OpenID provider, when configured (GET /api/user/oidc/start)"),
});

export function appConfigRoute(app: FastifyInstance, config: Config): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/config/', { schema: { tags: ['config'], response: { 200: appConfigSchema } } }, async () => ({
      website_url: config.websiteUrl,
      contact_url: config.contactUrl,
      map_style_url: config.mapStyleUrl,
      map_matching: !!(config.mapMatchingUrl || config.mapboxAccessToken),
      oidc: config.oidc ? { name: config.oidc.displayName ?? null } : null,
    }));
}
