#!/usr/bin/env node
// The first screen after sign-in may cost at most BUDGET_KB of JavaScript + CSS, gzip-compressed
// (issue 14): the entry chunk with everything it imports statically, plus the lazily loaded route
// chunks that the start page needs. Reads Vite's manifest (apps/web/dist/.vite/manifest.json);
// run after `npm run build`. Exit code 1 when over budget. `--json` prints the figures as JSON.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const BUDGET_KB = 250;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');

/**
 * The first screen after sign-in, as apps/web/first-screen.json names it: the shell (index.html),
 * "/" and the vehicle list it leads bookers to, plus the German translation files they load (each
 * language and namespace is a lazily loaded chunk, apps/web/src/i18n/i18n.ts, so they count here
 * explicitly). e2e/tests/bundle-budget.spec.ts checks that the browser loads nothing else for it.
 */
const firstScreen = JSON.parse(readFileSync(path.join(root, 'apps/web/first-screen.json'), 'utf8'));
/** @type {string[]} */
export const FIRST_SCREEN = firstScreen.modules;
/** @type {string[]} */
export const FIRST_SCREEN_TRANSLATIONS = firstScreen.translations.map((name) => `src/i18n/de/${name}.json`);

/** @typedef {{ file: string, css?: string[], imports?: string[] }} ManifestChunk */

/**
 * Every output file the given source modules need before they can run: their chunk, its CSS and,
 * recursively, the chunks they import statically (dynamic imports load later, on demand).
 * @param {Record<string, ManifestChunk>} manifest
 * @param {string[]} sources
 * @returns {string[]}
 */
export function firstScreenFiles(manifest, sources) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) {
      // Not a chunk of its own: a module imported statically (the router imports the first
      // screen's routes), so it is inside the entry chunk counted from index.html. A name that
      // is no source file at all is a mistake in first-screen.json.
      if (existsSync(path.join(root, 'apps/web', key)) && key !== 'index.html') return;
      throw new Error(`${key} is not in the build manifest`);
    }
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return [...files].sort();
}

/** @param {string} file */
function compressedSizes(file) {
  const full = path.join(dist, file);
  const source = readFileSync(full);
  const gz = existsSync(`${full}.gz`) ? readFileSync(`${full}.gz`) : gzipSync(source, { level: 9 });
  const br = existsSync(`${full}.br`)
    ? readFileSync(`${full}.br`)
    : brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  return { raw: source.length, gzip: gz.length, brotli: br.length };
}

function main() {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    console.error(`No ${path.relative(root, manifestFile)}: run "npm run build" first.`);
    process.exit(2);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const files = firstScreenFiles(manifest, [...FIRST_SCREEN, ...FIRST_SCREEN_TRANSLATIONS]).filter((f) =>
    /\.(js|css)$/.test(f),
  );
  const rows = files.map((file) => ({ file, ...compressedSizes(file) }));
  const total = rows.reduce(
    (sum, r) => ({ raw: sum.raw + r.raw, gzip: sum.gzip + r.gzip, brotli: sum.brotli + r.brotli }),
    {
      raw: 0,
      gzip: 0,
      brotli: 0,
    },
  );
  const kb = (n) => (n / 1024).toFixed(1);
  const within = total.gzip <= BUDGET_KB * 1024;
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ budgetKb: BUDGET_KB, total, files: rows, within }, null, 2));
  } else {
    for (const r of rows)
      console.log(`${kb(r.gzip).padStart(7)} KB gzip ${kb(r.brotli).padStart(7)} KB br  ${r.file}`);
    console.log(
      `first screen: ${kb(total.raw)} KB raw, ${kb(total.gzip)} KB gzip, ${kb(total.brotli)} KB brotli; ` +
        `budget ${BUDGET_KB} KB gzip (ratio ${(total.gzip / (BUDGET_KB * 1024)).toFixed(2)}): ${within ? 'within' : 'OVER'}`,
    );
  }
  process.exit(within ? 0 : 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
