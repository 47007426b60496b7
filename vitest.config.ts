import { defineConfig } from 'vitest/config';

// Four projects: pure unit tests, the web's components in a simulated DOM (happy-dom, Testing Library),
// integration tests against a real PostgreSQL, and browser tests driving Debian's Chromium against the
// built app and the real server.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'scripts/*.test.mjs'],
          exclude: ['**/node_modules/**', '**/*.dom.test.tsx'],
          environment: 'node',
          // Round trips of real feeds take a few seconds, more beside an integration file's server.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['packages/web/src/**/*.dom.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['packages/web/src/test-support/dom-setup.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['packages/server/test/**/*.test.ts'],
          globalSetup: ['packages/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          setupFiles: ['e2e/support/csp-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // One retry for browser timing on a loaded 2-core machine; a real failure fails twice.
          retry: 1,
          // expect.poll gives up after 1 s by default, less than one server answer takes on a loaded
          // machine; a state that never comes still fails, 10 s later.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
