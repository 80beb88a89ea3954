// Decides whether the production build is older than the sources it is made from.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCES = [
  'apps/server/src',
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/domain/src',
  'packages/contracts/src',
  'packages/db/src',
  'package-lock.json',
];
export const OUTPUTS = ['apps/server/dist/main.js', 'apps/web/dist/index.html'];

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

export function buildIsStale(root) {
  const outputs = OUTPUTS.map((o) => path.join(root, o));
  if (!outputs.every((o) => existsSync(o))) return true;
  const built = Math.min(...outputs.map((o) => statSync(o).mtimeMs));
  return SOURCES.some((s) => newestMtime(path.join(root, s)) > built);
}
