import { defineConfig } from 'vitest/config';

// One runner, four projects: pure domain rules, contracts, the server (unit tests with
// fakes and integration tests against a real PostgreSQL) and web helpers.
// Playwright specs live in e2e/ and are never picked up here, nor the cluster suite
// (*.cluster.test.ts, vitest.cluster.config.ts).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'packages/db/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          // The cluster suite needs the build and nginx: vitest.cluster.config.ts, run by CI after the build.
          exclude: ['**/node_modules/**', '**/*.cluster.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 90_000,
        },
      },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'] } },
    ],
  },
});
