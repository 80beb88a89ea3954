// Runs every benchmark in turn against BENCH_URL (default http://localhost:3000, an app
// started with `npm start` and RATE_LIMIT_MAX raised, e.g. RATE_LIMIT_MAX=10000000).
import { spawnSync } from 'node:child_process';

for (const script of [
  'http-baseline.mjs',
  'seat-rush.mjs',
  'map-read.mjs',
  'vehicle-rush.mjs',
  'vehicle-search.mjs',
]) {
  console.log(`\n## ${script}`);
  const r = spawnSync(process.execPath, [script], { stdio: 'inherit', cwd: import.meta.dirname });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
