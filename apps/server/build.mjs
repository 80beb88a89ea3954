// Bundles the server and the workspace packages it imports into dist/; npm dependencies stay
// external and are loaded from node_modules at run time.
import { build } from 'esbuild';

const keepExternal = {
  name: 'externals',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@buchbar/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: ['src/main.ts', 'src/cli.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [keepExternal],
  logLevel: 'warning',
});
console.log('server bundle written to apps/server/dist');
