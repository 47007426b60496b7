// A real Ruta server process (the built `cli.js serve`) for the browser tests. The global setup
// starts the one every test uses; a test that needs the server to go away for real (a failed
// sign-in, stops that cannot be fetched) starts a second one on the same database and stops it.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, waitForHttp } from './net.js';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const cli = join(root, 'packages/server/dist/cli.js');

/** The provider links of the header, set through configuration so the tests can tell them apart. */
export const WEBSITE_URL = 'https://transit.example.org/about';
export const CONTACT_URL = 'mailto:help@transit.example.org';

export interface RunningServer {
  baseUrl: string;
  /** SIGTERM, then SIGKILL after 15 s; resolves once the process has exited. */
  stop(): Promise<void>;
}

/** Starts a server on a free port with `dataDir` and the PostgreSQL at `databaseUrl` (plus `env`). */
export async function startServer(
  dataDir: string,
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  // A caller may choose the port (a test's OpenID provider must know Ruta's address beforehand).
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // The server's temp folder (build runs work there) is one the tests can break for real.
  const tmp = join(dataDir, 'tmp');
  mkdirSync(tmp, { recursive: true });
  const server = spawn(process.execPath, [cli, 'serve'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      TMPDIR: tmp,
      PUBLIC_URL: baseUrl,
      DATABASE_URL: databaseUrl,
      SMTP_URL: '',
      WEBSITE_URL,
      CONTACT_URL,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  await waitForHttp(`${baseUrl}/api/config/`, 90_000, exited);
  return {
    baseUrl,
    async stop() {
      if (server.exitCode !== null || server.signalCode !== null) return;
      server.kill('SIGTERM');
      const killer = setTimeout(() => server.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killer);
    },
  };
}
