#!/usr/bin/env node
// Functions whose body spans more than a limit of lines (issue 23 point 2): every function
// declaration, function expression, arrow function (React components included), method,
// constructor and accessor of the server's and the web app's non-test sources. A body counts
// from the line of its first character to the line of its last (a block's braces included); an
// outer function's body includes the functions nested in it, which are listed on their own too.
//
//   node scripts/long-functions.mjs              # the default trees; exit 1 when any is too long
//   node scripts/long-functions.mjs --report     # the same list, always exit 0
//   node scripts/long-functions.mjs --max 60 apps/web/src/features/fleet   # other limit, other paths
//
// Prints one line a function, longest first: `file:line name lines`. Part of `npm run lint`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const DEFAULT_MAX_LINES = 80;
/** The trees checked when no path is given. */
export const DEFAULT_PATHS = ['apps/server/src', 'apps/web/src'];

const SOURCE = /\.(ts|tsx|mts|cts)$/;
const TEST = /\.(test|spec|int\.test|e2e)\.(ts|tsx|mts|cts)$|\.d\.(ts|mts|cts)$/;

/** Whether a file name is a source file the check reads (TypeScript, not a test or a declaration). */
export function isCheckedSource(file) {
  return SOURCE.test(file) && !TEST.test(file);
}

/** The source files below a path (a file given directly is taken when it is a source file). */
export function sourceFilesOf(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return isCheckedSource(target) ? [target] : [];
  return readdirSync(target)
    .sort()
    .flatMap((name) => {
      if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return [];
      return sourceFilesOf(path.join(target, name));
    });
}

function propertyName(name, sourceFile) {
  if (!name) return undefined;
  if (ts.isIdentifier(name) || ts.isPrivateIdentifier(name)) return name.text;
  if (ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return name.getText(sourceFile);
}

/** The name a reader knows a function by: its own, its variable's, its property's, its class's. */
function nameOf(node, sourceFile) {
  const own = node.name ? propertyName(node.name, sourceFile) : undefined;
  const parent = node.parent;
  if (ts.isConstructorDeclaration(node)) return `${className(parent, sourceFile)}.constructor`;
  if (ts.isMethodDeclaration(node) || ts.isGetAccessor(node) || ts.isSetAccessor(node)) {
    return ts.isClassLike(parent) ? `${className(parent, sourceFile)}.${own}` : own;
  }
  if (own) return own;
  if (
    ts.isVariableDeclaration(parent) ||
    ts.isPropertyAssignment(parent) ||
    ts.isPropertyDeclaration(parent)
  ) {
    return propertyName(parent.name, sourceFile);
  }
  if (ts.isBinaryExpression(parent) && parent.operatorToken.kind === ts.SyntaxKind.EqualsToken) {
    return parent.left.getText(sourceFile);
  }
  if (ts.isCallExpression(parent)) {
    // memo(function …), forwardRef((props, ref) => …), app.get('/x', async () => …)
    const callee = parent.expression.getText(sourceFile);
    const outer = ts.isVariableDeclaration(parent.parent)
      ? propertyName(parent.parent.name, sourceFile)
      : undefined;
    return outer ? `${outer} (${callee})` : `<callback of ${callee}>`;
  }
  if (ts.isExportAssignment(parent)) return 'default';
  return '<anonymous>';
}

function className(node, sourceFile) {
  return node.name ? propertyName(node.name, sourceFile) : '<class>';
}

function isFunctionLike(node) {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessor(node) ||
    ts.isSetAccessor(node)
  );
}

/**
 * Every function of a source text with its body's length in lines:
 * `{ name, line, lines }` (line: 1-based line of the function's start), in source order.
 */
export function functionsOf(text, fileName = 'file.tsx') {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const lineOf = (pos) => sourceFile.getLineAndCharacterOfPosition(pos).line + 1;
  const visit = (node) => {
    if (isFunctionLike(node) && node.body) {
      const lines = lineOf(node.body.getEnd()) - lineOf(node.body.getStart(sourceFile)) + 1;
      found.push({ name: nameOf(node, sourceFile), line: lineOf(node.getStart(sourceFile)), lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** The functions of a source text whose body spans more than `max` lines. */
export function longFunctionsOf(text, fileName, max = DEFAULT_MAX_LINES) {
  return functionsOf(text, fileName).filter((f) => f.lines > max);
}

/** Every too long function below the paths, longest first: `{ file, line, name, lines }`. */
export function longFunctions(paths = DEFAULT_PATHS, { max = DEFAULT_MAX_LINES, cwd = root } = {}) {
  const found = [];
  for (const target of paths) {
    for (const file of sourceFilesOf(path.resolve(cwd, target))) {
      const rel = path.relative(cwd, file);
      for (const f of longFunctionsOf(readFileSync(file, 'utf8'), file, max)) found.push({ file: rel, ...f });
    }
  }
  return found.sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file) || a.line - b.line);
}

/** One line a function: `file:line name lines`. */
export function formatFinding(f) {
  return `${f.file}:${f.line} ${f.name} ${f.lines}`;
}

function main(argv) {
  const report = argv.includes('--report');
  const maxAt = argv.indexOf('--max');
  const max = maxAt >= 0 ? Number(argv[maxAt + 1]) : DEFAULT_MAX_LINES;
  if (!Number.isInteger(max) || max < 1) {
    console.error('usage: long-functions.mjs [--report] [--max N] [path ...]');
    return 2;
  }
  const paths = argv.filter((a, i) => !a.startsWith('--') && !(maxAt >= 0 && i === maxAt + 1));
  const found =
    paths.length > 0
      ? longFunctions(paths, { max, cwd: process.cwd() })
      : longFunctions(DEFAULT_PATHS, { max });
  for (const f of found) console.log(formatFinding(f));
  if (found.length === 0) {
    console.log(`no function body over ${max} lines`);
    return 0;
  }
  console.error(`${found.length} function(s) with a body over ${max} lines`);
  return report ? 0 : 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
