import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { mantineCssPlugin } from './mantine-css-plugin.ts';
import { precompressPlugin } from './precompress-plugin.ts';

/**
 * The build id: a digest of the emitted chunk and asset names, which carry content hashes, so the same
 * source gives the same id and the same file names (long-lived caches stay valid across rebuilds).
 */
function digestBundle(bundle: Rollup.OutputBundle): string {
  const names = Object.keys(bundle)
    .filter((name) => name !== 'index.html' && name !== 'version.json')
    .sort();
  return createHash('sha256').update(names.join('\n')).digest('hex').slice(0, 16);
}

/**
 * Writes `dist/version.json` (`{ build }`) and puts the same id into index.html
 * (`<meta name="buchbar-build">`), so the build watcher compares what it runs with what is deployed.
 * The id is not compiled into a chunk: that would change every chunk's hash on every build.
 */
function buildVersionPlugin(): Plugin {
  const devId = `dev-${Date.now().toString(36)}`;
  let build = devId;
  return {
    name: 'buchbar-build-version',
    configureServer(server) {
      server.middlewares.use('/version.json', (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(`${JSON.stringify({ build: devId })}\n`);
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (ctx.bundle) build = digestBundle(ctx.bundle);
        return [{ tag: 'meta', attrs: { name: 'buchbar-build', content: build }, injectTo: 'head' }];
      },
    },
    // After index.html (whose transform computed the id) has been generated.
    writeBundle(options) {
      const file = path.join(options.dir ?? 'dist', 'version.json');
      writeFileSync(file, `${JSON.stringify({ build }, null, 2)}\n`);
    },
  };
}

// The API server in development; BUCHBAR_API_URL points the proxy elsewhere (e.g. a mock).
const apiTarget = process.env.BUCHBAR_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [mantineCssPlugin(), react(), buildVersionPlugin(), precompressPlugin()],
  // `@/…` = src/…: features must import shared code this way (Biome forbids `../../*` there).
  resolve: {
    tsconfigPaths: true,
    // The domain's `import { Temporal } from 'temporal-polyfill'` gets the browser's Temporal, the
    // polyfill only where it is missing, loaded before the first render (src/lib/temporal.ts).
    alias: [
      { find: /^temporal-polyfill$/, replacement: path.resolve(import.meta.dirname, 'src/lib/temporal.ts') },
    ],
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget },
      '/healthz': { target: apiTarget },
      '/readyz': { target: apiTarget },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: scripts/check-bundle-budget.mjs sums the first screen's files from it.
    manifest: true,
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React and the router change far less often than our code: a long-lived chunk of their own.
        // Everything else the entry imports statically (the shell and the first screen, which the
        // router imports statically) is one chunk: one file compresses ~20 KB (gzip) better than
        // the dozens of shared chunks Rolldown would split it into, and its CSS comes in one file in
        // import order (issue 14). Other pages are split by usage, so pages not visited cost nothing.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'first-screen', tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
