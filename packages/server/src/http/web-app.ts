// The built web app: files from WEB_DIST and the SPA fallback (index.html for every other non-API GET).
// Vite names everything under assets/ by a hash of its content, so those files never change under
// their name: browsers may keep them a year without asking again. index.html and the other files
// (their names stay) are revalidated on every visit, so a new build is seen at once. The build
// writes a brotli and a gzip copy beside each text asset (packages/web/precompress.ts); the one the
// browser's Accept-Encoding allows is sent as is, with no compression work per request.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { styleNonce } from './security-headers.js';

/** What index.html holds where the server writes the answer's style nonce. */
const NONCE_PLACEHOLDER = 'RUTA_CSP_NONCE';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function registerWebApp(app: FastifyInstance, webDist: string) {
  const built = existsSync(path.join(webDist, 'index.html'));
  if (built) {
    const assets = path.join(webDist, 'assets') + path.sep;
    app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // index.html is only ever sent with its nonce filled in (below).
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', filePath.startsWith(assets) ? IMMUTABLE : 'no-cache');
      },
    });
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
    // Read at each visit (a new build is seen at once), with this answer's nonce written in.
    const html = await readFile(path.join(webDist, 'index.html'), 'utf8');
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html.replaceAll(NONCE_PLACEHOLDER, styleNonce(reply.raw)));
  });
}
