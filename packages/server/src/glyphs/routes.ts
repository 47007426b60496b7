// Map glyphs: the SDF font ranges MapLibre needs to draw any text (stop names), served by Ruta at
// /fonts/{fontstack}/{range}.pbf so labels draw with no base map and whatever host the base style
// comes from. The glyphs are Noto Sans Regular (SIL Open Font Licence), as shipped prebuilt by the
// `tileserver-gl-styles` package. A stack naming fonts Ruta does not have (a base style's
// "Open Sans Bold,Arial Unicode MS Regular") gets Noto Sans Regular: the base map's labels in a
// plainer weight rather than none.
import { readdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

const FONTS_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('tileserver-gl-styles/package.json')),
  'fonts',
);
export const DEFAULT_FONT = 'Noto Sans Regular';
const FONTS = new Set(readdirSync(FONTS_DIR));
/** A range as MapLibre asks for it: 256 code points from a multiple of 256 (0-255 … 65280-65535). */
const RANGE = /^(\d{1,5})-(\d{1,5})\.pbf$/;

function validRange(range: string): boolean {
  const m = RANGE.exec(range);
  if (!m) return false;
  const start = Number(m[1]);
  return start % 256 === 0 && start <= 65280 && Number(m[2]) === start + 255;
}

/** The first font of the stack that Ruta has, else the default one. */
export function fontFor(fontstack: string): string {
  return (
    fontstack
      .split(',')
      .map((f) => f.trim())
      .find((f) => FONTS.has(f)) ?? DEFAULT_FONT
  );
}

export function glyphRoutes(app: FastifyInstance): void {
  app.get<{ Params: { fontstack: string; range: string } }>(
    '/fonts/:fontstack/:range',
    { schema: { hide: true } },
    async (request, reply) => {
      const { fontstack, range } = request.params;
      if (!validRange(range)) return reply.code(404).send({ detail: request.t('not_found') });
      const file = path.join(FONTS_DIR, fontFor(fontstack), range);
      const bytes = await fs.readFile(file).catch(() => null);
      if (!bytes) return reply.code(404).send({ detail: request.t('not_found') });
      // The glyphs only change with the package: let browsers keep them for a day.
      return reply
        .type('application/x-protobuf')
        .header('cache-control', 'public, max-age=86400')
        .send(bytes);
    },
  );
}
