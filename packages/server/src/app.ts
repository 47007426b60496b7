// The HTTP application: API routes under /api, OpenAPI at /api/docs, the map glyphs under /fonts, and
// the built web app with the SPA fallback. `buildApp` takes its services from the caller so tests
// run the real app on a real database.
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountRoutes } from './accounts/routes.js';
import { buildRoutes } from './build/routes.js';
import { tableCsvRoutes } from './table-csv/routes.js';
import type { Config } from './config.js';
import type { AppDeps } from './http/context.js';
import { glyphRoutes } from './glyphs/routes.js';
import { errorHandler } from './http/errors.js';
import { healthRoutes } from './http/health.js';
import { languageFrom, translator } from './i18n/index.js';
import { projectRoutes } from './projects/routes.js';
import { mapMatchingRoutes } from './mapmatching/routes.js';
import { tableRoutes } from './tables/routes.js';

export type { AppDeps } from './http/context.js';

export interface BuildOptions {
  /** The logger to use; by default a pino logger at LOG_LEVEL. */
  logger?: FastifyBaseLogger;
}

export async function buildApp(
  config: Config,
  deps: AppDeps,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: { level: config.logLevel } }),
    routerOptions: { ignoreTrailingSlash: true },
    // X-Forwarded-For is not trusted: it would let a client pick the address the rate limits count.
    trustProxy: false,
  });
  const ctx = { ...deps, config };

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);

  // An empty JSON body counts as no body (clients send Content-Type: application/json on bodiless POSTs).
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    defaultJson(request, body as string, done);
  });

  app.decorateRequest('lang', 'en');
  app.decorateRequest('t', undefined as never);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request) => {
    request.lang = languageFrom(request.headers['accept-language']);
    request.t = translator(request.lang);
  });
  // Bodiless writes validate as an empty object, so each missing field gets its own "required" error.
  app.addHook('preValidation', async (request) => {
    if (['POST', 'PUT', 'PATCH'].includes(request.method) && request.body == null && !request.isMultipart()) {
      request.body = {};
    }
  });

  await app.register(multipart, {
    limits: { fileSize: config.maxUploadMb * 1024 * 1024, files: 1, fields: 20, fieldSize: 1024 * 1024 },
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Ruta API',
        description: 'Accounts and projects of the Ruta GTFS editor.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          userId: { type: 'apiKey', in: 'header', name: 'User-Id' },
          userToken: { type: 'apiKey', in: 'header', name: 'User-Token' },
        },
      },
      security: [{ userId: [], userToken: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      await healthRoutes(api, deps.db);
      api.withTypeProvider<ZodTypeProvider>().get(
        '/config/',
        {
          schema: {
            tags: ['config'],
            response: {
              200: z.object({
                website_url: z.string(),
                contact_url: z.string(),
                map_style_url: z.string(),
                map_matching: z.boolean(),
              }),
            },
          },
        },
        async () => ({
          website_url: config.websiteUrl,
          contact_url: config.contactUrl,
          map_style_url: config.mapStyleUrl,
          map_matching: !!(config.mapMatchingUrl || config.mapboxAccessToken),
        }),
      );
      await api.register((user) => accountRoutes(user, ctx), { prefix: '/user' });
      await api.register((projects) => projectRoutes(projects, ctx), { prefix: '/projects' });
      await api.register((tables) => tableRoutes(tables, ctx), { prefix: '/projects' });
      await api.register((builds) => buildRoutes(builds, ctx), { prefix: '/projects' });
      await api.register((csv) => tableCsvRoutes(csv, ctx), { prefix: '/projects' });
      await api.register((matching) => mapMatchingRoutes(matching, ctx), { prefix: '/mapmatching' });
    },
    { prefix: '/api' },
  );

  glyphRoutes(app);
  registerWebApp(app, config.webDist);
  return app;
}

/** Serves the built SPA; every non-/api GET that is not a file answers index.html. */
function registerWebApp(app: FastifyInstance, webDist: string) {
  const built = existsSync(path.join(webDist, 'index.html'));
  if (built) {
    app.register(fastifyStatic, { root: webDist, wildcard: false, index: false });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (url === '/api' || url.startsWith('/api/') || !['GET', 'HEAD'].includes(request.method)) {
      return reply.code(404).send({ detail: request.t('not_found') });
    }
    if (!built) {
      return reply
        .code(200)
        .type('text/plain; charset=utf-8')
        .send('Ruta: the web app is not built yet. Run `npm run build`, then start the server again.\n');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
