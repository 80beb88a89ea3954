// `npm start`: build when the sources are newer than the build, then run the server in this
// process (one process to stop; its embedded PostgreSQL is its child). The npm script `exec`s
// this script, so the SIGTERM/SIGINT that npm forwards reaches this process, not just npm's shell.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildIsStale } from './build-state.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
if (buildIsStale(root)) {
  console.log('Building Buchbar (first start or changed sources)…');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit', cwd: root });
  if (result.status !== 0) {
    console.error('Buchbar cannot start: the build failed (see above).');
    process.exit(1);
  }
}
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
