import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** A fresh id per build: the running app compares it with `/version.json` to detect a newer deployment. */
function createBuildId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * Writes `dist/version.json` (`{ build, builtAt }`) and serves the same document in dev,
 * so the build watcher sees the id the bundle was compiled with.
 */
function buildVersionPlugin(build: string, builtAt: string): Plugin {
  const source = `${JSON.stringify({ build, builtAt }, null, 2)}\n`;
  return {
    name: 'buchbar-build-version',
    configureServer(server) {
      server.middlewares.use('/version.json', (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(source);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source });
    },
  };
}

const buildId = createBuildId();
const builtAt = new Date().toISOString();
// The API server in development; BUCHBAR_API_URL points the proxy elsewhere (e.g. a mock).
const apiTarget = process.env.BUCHBAR_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), buildVersionPlugin(buildId, builtAt)],
  // `@/…` = src/…: features must import shared code this way (Biome forbids `../../*` there).
  resolve: { tsconfigPaths: true },
  define: {
    'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId),
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
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React and the router change far less often than our code: a long-lived chunk of their own.
        // Mantine and the rest are split by usage, so pages that are not visited cost nothing.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
        },
      },
    },
  },
});
