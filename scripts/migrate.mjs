import { spawnSync } from 'node:child_process';

const r = spawnSync('npx', ['tsx', 'apps/server/src/cli.ts', 'migrate'], { stdio: 'inherit' });
process.exit(r.status ?? 1);
