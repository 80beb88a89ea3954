import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One runner, four projects: pure domain rules, contracts, the server (unit tests with
// fakes and integration tests against a real PostgreSQL) and web helpers.
// Playwright specs live in e2e/ and are never picked up here, nor the cluster suite
// (*.cluster.test.ts, vitest.cluster.config.ts).
export default defineConfig({
  test: {
    // One worker more than cores (Vitest's default is one less): the integration tests wait on
    // PostgreSQL much of the time, so on two cores three workers take a third of one's time.
    maxWorkers: availableParallelism() + 1,
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: [
            'apps/server/src/**/*.test.ts',
            'packages/db/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          // The cluster suite needs the build and nginx: vitest.cluster.config.ts, run by CI after the build.
          exclude: ['**/node_modules/**', '**/*.cluster.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          // One module graph per worker instead of per file: the app's modules load once per worker,
          // not in each of ~180 files (half the CPU; issue 23 point 5). Each file still gets its own
          // database (a copy of the migrated template) and its own app instance.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 90_000,
        },
      },
      {
        // The web app's `@/` (apps/web/tsconfig.json, vite.config.ts) for helpers shared through src/entities and src/lib.
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'] },
      },
    ],
  },
});
