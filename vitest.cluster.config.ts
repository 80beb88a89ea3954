import { defineConfig } from 'vitest/config';

// The cluster suite (issue 15): three built app instances behind nginx on one PostgreSQL,
// started by scripts/cluster.mjs. Not part of `npm test` (it needs the build and nginx);
// CI runs it after the build: `npx vitest run -c vitest.cluster.config.ts`.
export default defineConfig({
  test: {
    name: 'cluster',
    include: ['apps/server/src/**/*.cluster.test.ts'],
    globalSetup: ['apps/server/test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Restarts under load take long on a busy 2-core machine; the load tests set 150 s each.
    fileParallelism: false,
  },
});
