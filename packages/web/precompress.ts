// A build step: a brotli (.br) and a gzip (.gz) copy beside every text file of the build over 1 KB,
// at the highest levels (done once per build, so it may be slow), for the server to send whichever
// the browser accepts with no compression work per request (server/src/http/web-app.ts).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|map)$/;
const MIN_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)])),
  );
  return nested.flat();
}

export async function precompressDir(dir: string): Promise<{ files: number; bytes: number; br: number }> {
  let files = 0;
  let bytes = 0;
  let br = 0;
  for (const file of await filesUnder(dir)) {
    if (!TEXT.test(file) || (await stat(file)).size < MIN_BYTES) continue;
    const content = await readFile(file);
    const [b, g] = await Promise.all([
      brotli(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${file}.br`, b), writeFile(`${file}.gz`, g)]);
    files++;
    bytes += content.length;
    br += b.length;
  }
  return { files, bytes, br };
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'ruta-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const { files, bytes, br } = await precompressDir(outDir);
      const kb = (n: number) => `${Math.round(n / 1024)} KB`;
      this.info(`precompressed ${files} files: ${kb(bytes)} → ${kb(br)} brotli (and gzip)`);
    },
  };
}
