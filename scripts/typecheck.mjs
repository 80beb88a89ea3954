#!/usr/bin/env node
// `npm run typecheck`: every workspace's tsconfig and scripts/, as many `tsc --noEmit` at a time as
// the machine has cores (each tsc uses one; issue 23: CI under 20 minutes), the largest first. Each
// project's output is printed when it ends; exit code 1 when any project has an error.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Every workspace with a tsconfig.json (package.json "workspaces"), and scripts/. */
function projects() {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  /** @type {string[]} */
  const found = [];
  for (const pattern of /** @type {string[]} */ (pkg.workspaces)) {
    const dirs = pattern.endsWith('/*')
      ? readdirSync(path.join(root, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => `${pattern.slice(0, -2)}/${entry.name}`)
      : [pattern];
    for (const dir of dirs) if (existsSync(path.join(root, dir, 'tsconfig.json'))) found.push(dir);
  }
  found.push('scripts');
  // The largest first, so the longest run starts at once.
  const size = (/** @type {string} */ dir) => LARGEST.indexOf(dir) + 1 || LARGEST.length + 1;
  return found.sort((a, b) => size(a) - size(b) || a.localeCompare(b));
}
const LARGEST = ['apps/server', 'apps/web', 'packages/db', 'packages/domain'];
const PROJECTS = projects();
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');

/** @param {string} project @returns {Promise<boolean>} */
function check(project) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '--noEmit', '-p', project], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${project} (${seconds} s)`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

const queue = [...PROJECTS];
let failed = false;
const lanes = Array.from({ length: Math.max(1, availableParallelism()) }, async () => {
  for (let project = queue.shift(); project; project = queue.shift())
    if (!(await check(project))) failed = true;
});
await Promise.all(lanes);
process.exit(failed ? 1 : 0);
