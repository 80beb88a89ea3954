#!/usr/bin/env node
// The boundaries between the server's module folders (apps/server/src/modules/<context>):
// 1. No import circles: every import (static, type-only, re-export, dynamic) of a file in one
//    module folder that resolves into another module folder is an edge; a cycle among the folders
//    fails the check.
// 2. Front doors only: such an import must name the other module's front door
//    `<other>/<other>.module`; one of its repositories or any other file (type-only imports and
//    re-exports included) fails the check.
// Run by `npm run lint`; `--print` also lists the module graph, `--dir <folder>` checks another tree.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dirArg = process.argv.indexOf('--dir');
const modulesDir =
  dirArg > 0 ? path.resolve(process.argv[dirArg + 1] ?? '') : path.join(root, 'apps/server/src/modules');

/** The module folder a path lies in, or undefined outside the modules folder `dir`. */
export function moduleOf(file, dir = modulesDir) {
  const rel = path.relative(dir, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  const [first, ...rest] = rel.split(path.sep);
  return rest.length > 0 ? first : undefined;
}

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mts|js|mjs)$/.test(name) ? [full] : [];
  });
}

const SPECIFIERS = [
  /\b(?:import|export)\s[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
];

/** Relative import specifiers of a source text (comments are stripped first). */
export function importsOf(text) {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  return SPECIFIERS.flatMap((re) => [...code.matchAll(re)].map((m) => m[1])).filter((s) => s.startsWith('.'));
}

/** Whether `target` (a resolved import inside `dir`) is the front door of its module folder. */
export function isFrontDoor(target, dir = modulesDir) {
  const [folder, file, ...deeper] = path.relative(dir, target).split(path.sep);
  if (!folder || !file || deeper.length > 0) return false;
  return file.replace(/\.(ts|tsx|mts|js|mjs)$/, '') === `${folder}.module`;
}

/**
 * Imports from one module folder into another module's file that is not its front door:
 * `{ file, specifier, from, to }` per import, in file order (paths relative to the repository).
 * A specifier naming the other folder itself (an index file) is no front door either.
 */
export function backDoorImports(dir = modulesDir) {
  const found = [];
  for (const file of sourceFiles(dir).sort()) {
    const from = moduleOf(file, dir);
    if (!from) continue;
    for (const spec of importsOf(readFileSync(file, 'utf8'))) {
      const target = path.resolve(path.dirname(file), spec);
      const rel = path.relative(dir, target);
      if (rel.startsWith('..') || path.isAbsolute(rel) || rel === '') continue;
      const to = rel.split(path.sep)[0] ?? rel;
      if (to === from || isFrontDoor(target, dir)) continue;
      found.push({ file: path.relative(root, file), specifier: spec, from, to });
    }
  }
  return found;
}

/** Edges between the module folders of `dir`: Map<from, Map<to, example "file -> specifier">>. */
export function moduleGraph(dir = modulesDir) {
  const graph = new Map();
  for (const file of sourceFiles(dir)) {
    const from = moduleOf(file, dir);
    if (!from) continue;
    if (!graph.has(from)) graph.set(from, new Map());
    for (const spec of importsOf(readFileSync(file, 'utf8'))) {
      const to = moduleOf(path.resolve(path.dirname(file), spec), dir);
      if (to && to !== from && !graph.get(from).has(to))
        graph.get(from).set(to, `${path.relative(root, file)} -> ${spec}`);
    }
  }
  return graph;
}

/** Every elementary cycle's first occurrence, found by depth-first search from each folder. */
export function cyclesOf(graph) {
  const cycles = [];
  const seen = new Set();
  const visit = (node, trail) => {
    for (const next of graph.get(node)?.keys() ?? []) {
      const at = trail.indexOf(next);
      if (at >= 0) {
        const cycle = trail.slice(at);
        const key = [...cycle].sort().join('|');
        if (!seen.has(key)) {
          seen.add(key);
          cycles.push([...cycle, next]);
        }
      } else if (trail.length < graph.size) visit(next, [...trail, next]);
    }
  };
  for (const node of graph.keys()) visit(node, [node]);
  return cycles;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const graph = moduleGraph();
  if (process.argv.includes('--print'))
    for (const [from, tos] of [...graph].sort())
      console.log(`${from} -> ${[...tos.keys()].sort().join(', ') || '(none)'}`);
  const cycles = cyclesOf(graph);
  const backDoors = backDoorImports();
  if (cycles.length > 0) {
    console.error('Import cycles between module folders (apps/server/src/modules):');
    for (const cycle of cycles) {
      console.error(`  ${cycle.join(' -> ')}`);
      for (let i = 0; i < cycle.length - 1; i++)
        console.error(`      ${graph.get(cycle[i]).get(cycle[i + 1])}`);
    }
  }
  if (backDoors.length > 0) {
    console.error(
      'Imports of another module past its front door (use <other>/<other>.module, or have the composition root hand it in):',
    );
    for (const b of backDoors) console.error(`  ${b.file} -> ${b.specifier}  (${b.from} -> ${b.to})`);
  }
  if (cycles.length > 0 || backDoors.length > 0) process.exit(1);
  console.log(
    `module folders: ${graph.size}, no import cycles between them, every import between them through a front door`,
  );
}
