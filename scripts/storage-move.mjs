// Moves uploaded files between storage backends, e.g.
//   node scripts/storage-move.mjs --from local --to postgres
//   npm run storage:move -- --from local --to s3 --delete-source
// See docs/operations.md ("Storage").
import { spawnSync } from 'node:child_process';

const r = spawnSync('npx', ['tsx', 'apps/server/src/cli.ts', 'storage-move', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(r.status ?? 1);
