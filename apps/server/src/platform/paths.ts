import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, found from this file whether it runs from src/ (tsx) or dist/ (bundle). */
function findRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (dir !== path.dirname(dir)) {
    if (existsSync(path.join(dir, 'packages', 'db', 'migrations'))) return dir;
    dir = path.dirname(dir);
  }
  throw new Error('Cannot find the Buchbar repository root (packages/db/migrations)');
}

export const repoRoot = findRoot();
export const migrationsFolder = path.join(repoRoot, 'packages', 'db', 'migrations');
export const webDistFolder = path.join(repoRoot, 'apps', 'web', 'dist');
