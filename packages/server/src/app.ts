// The HTTP application: API routes under /api, OpenAPI at /api/docs, the map glyphs under /fonts, and
// the built web app with the SPA fallback. `buildApp` takes its services from the caller so tests
// run the real app on a real database.
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { accountRoutes } from './accounts/routes.js';
import { buildRoutes } from './build/routes.js';
import { tableCsvRoutes } from './table-csv/routes.js';
import type { Config } from './config.js';
import type { AppDeps } from './http/context.js';
import { glyphRoutes } from './glyphs/routes.js';
import { answerClientError, trackRequests } from './http/interrupted-upload.js';
import { errorHandler, fieldErrors } from './http/errors.js';
import { nulTextErrors } from './http/nul-text.js';
import { parseJsonBodies } from './http/json-body.js';
import { appConfigRoute } from './http/app-config.js';
import { healthRoutes } from './http/health.js';
import { replicaReads } from './http/replica-reads.js';
import { projectScope } from './http/project-scope.js';
import { trackChangeAuthors } from './changes/batch.js';
import { historyRoutes } from './history/routes.js';
import { collectRoutes } from './http/route-list.js';
import { registerWebApp } from './http/web-app.js';
import { securityHeaders } from './http/security-headers.js';
import { languageFrom, translator } from './i18n/index.js';
import { oidcRoutes } from './oidc/routes.js';
import { projectRoutes } from './projects/routes.js';
import { redrawNetworkAfterWrites } from './network/hook.js';
import { networkRoutes } from './network/routes.js';
import { importReportRoutes } from './import-report/routes.js';
import { mapMatchingRoutes } from './mapmatching/routes.js';
import { tableRoutes } from './table-registry.js';
import { shapeRoutes } from './shapes/routes.js';
import { stopTimesRoutes } from './stoptimes/routes.js';
import { tripStopTimesRoutes } from './stoptimes/read-routes.js';
import { timetableRoutes } from './timetable/routes.js';
import { tripCopyRoutes } from './trip-copy/routes.js';
import { tidyRoutes } from './tidy/routes.js';
import { releaseRoutes } from './releases/routes.js';
import { publishingRoutes } from './releases/settings-routes.js';
import { releaseDiffRoutes } from './releases/diff-routes.js';
import { publicFeedRoutes } from './releases/public-routes.js';
import { memberRoutes } from './members/routes.js';
import { invitationRoutes } from './members/invitation-routes.js';
import { confirmationRoutes } from './members/confirmation-routes.js';
import { joinRoutes } from './members/join-routes.js';

export type { AppDeps } from './http/context.js';

/** The route modules under /api/projects: every one runs in the project scope (http/project-scope.ts). */
const PROJECT_ROUTES = [
  projectRoutes,
  tableRoutes,
  shapeRoutes,
  stopTimesRoutes,
  tripStopTimesRoutes,
  timetableRoutes,
  tripCopyRoutes,
  buildRoutes,
  tableCsvRoutes,
  networkRoutes,
  importReportRoutes,
  tidyRoutes,
  releaseRoutes,
  releaseDiffRoutes,
  publishingRoutes,
  historyRoutes,
  memberRoutes,
  invitationRoutes,
  confirmationRoutes,
];

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
    // Parameters up to 1000 characters reach the routes, which answer a malformed one as unknown (a
    // public feed's slug: the same 404 as any other); longer ones answer 414.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
    // X-Forwarded-For is not trusted: it would let a client pick the address the rate limits count.
    trustProxy: false,
    clientErrorHandler: answerClientError,
  });
  const ctx = { ...deps, config };

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);

  parseJsonBodies(app);

  collectRoutes(app);
  trackRequests(app);
  replicaReads(app);
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
    const nul = nulTextErrors(request.body, request.t) ?? nulTextErrors(request.query, request.t);
    if (nul) throw fieldErrors(nul);
  });

  await securityHeaders(app, config);
  // Answers over 1 KB (JSON lists, CSV) go out compressed when the client accepts it; files of the
  // web app come precompressed from the build (http/web-app.ts) and are sent as they are.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
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
      appConfigRoute(api, config);
      await api.register((user) => accountRoutes(user, ctx), { prefix: '/user' });
      await api.register((join) => joinRoutes(join, ctx), { prefix: '/invitations' });
      const oidc = config.oidc;
      if (oidc)
        await api.register((o) => oidcRoutes(o, { ...ctx, config: { ...config, oidc } }), {
          prefix: '/user/oidc',
        });
      // Each route module is a child of the project scope (auth + the member's project and role), in a plugin of its own.
      await api.register(
        async (projects) => {
          projectScope(projects, deps.db);
          trackChangeAuthors(projects);
          projects.addHook('onSend', redrawNetworkAfterWrites(ctx.jobs, ctx.db));
          for (const routes of PROJECT_ROUTES) await projects.register((scoped) => routes(scoped, ctx));
        },
        { prefix: '/projects' },
      );
      await api.register((matching) => mapMatchingRoutes(matching, ctx), { prefix: '/mapmatching' });
    },
    { prefix: '/api' },
  );

  // Published feeds: public, outside /api and its project scope.
  await app.register((feeds) => publicFeedRoutes(feeds, ctx));
  glyphRoutes(app);
  registerWebApp(app, config.webDist);
  return app;
}
