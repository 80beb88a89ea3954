import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { functionsOf, isCheckedSource, longFunctions, longFunctionsOf } from './long-functions.mjs';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'long-functions.mjs');
const scratch = mkdtempSync(path.join(tmpdir(), 'buchbar-long-functions-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** `n` statement lines. */
const statements = (n: number) => Array.from({ length: n }, (_, i) => `  const v${i} = ${i};`).join('\n');

/** A function declaration whose block body spans `lines` lines (both braces included). */
const declaration = (name: string, lines: number) => `function ${name}() {\n${statements(lines - 2)}\n}\n`;

describe('functionsOf (each function and its body length)', () => {
  it('counts a block body from its opening to its closing brace', () => {
    expect(functionsOf(declaration('f', 5), 'a.ts')).toEqual([{ name: 'f', line: 1, lines: 5 }]);
  });

  it('names arrow components by their variable, methods by their class, callbacks by their callee', () => {
    const text = [
      'export const Panel = ({ a }: { a: number }) => (', // line 1
      '  <div>',
      '    {a}',
      '  </div>',
      ');',
      'class Service {', // line 6
      '  constructor() {}',
      '  async create() {',
      '    return 1;',
      '  }',
      '}',
      "describe('x', () => {", // line 12
      '  it("y", function () {});',
      '});',
      'export const Memo = memo(function Inner() { return null; });', // line 15
      'const handlers = { onSave: () => 1 };',
    ].join('\n');
    expect(functionsOf(text, 'a.tsx')).toEqual([
      { name: 'Panel', line: 1, lines: 5 },
      { name: 'Service.constructor', line: 7, lines: 1 },
      { name: 'Service.create', line: 8, lines: 3 },
      { name: '<callback of describe>', line: 12, lines: 3 },
      { name: '<callback of it>', line: 13, lines: 1 },
      { name: 'Inner', line: 15, lines: 1 },
      { name: 'onSave', line: 16, lines: 1 },
    ]);
  });

  it('lists a nested function on its own and counts it in its outer function too', () => {
    const text = `function outer() {\n${declaration('inner', 4)}}\n`;
    expect(functionsOf(text, 'a.ts')).toEqual([
      { name: 'outer', line: 1, lines: 6 },
      { name: 'inner', line: 2, lines: 4 },
    ]);
  });

  it('skips declarations without a body (overloads, abstract methods)', () => {
    const text =
      'function f(a: string): void;\nfunction f(a: unknown) {}\nabstract class A { abstract g(): void; }\n';
    expect(functionsOf(text, 'a.ts')).toEqual([{ name: 'f', line: 2, lines: 1 }]);
  });
});

describe('longFunctionsOf (the limit)', () => {
  it('keeps a body of 81 lines and lets one of 80 pass', () => {
    const text = declaration('long', 81) + declaration('fine', 80);
    expect(longFunctionsOf(text, 'a.ts', 80)).toEqual([{ name: 'long', line: 1, lines: 81 }]);
  });
});

describe('isCheckedSource (which files are read)', () => {
  it.each([
    ['a.service.ts', true],
    ['page.tsx', true],
    ['a.test.ts', false],
    ['a.int.test.ts', false],
    ['page.test.tsx', false],
    ['x.spec.ts', false],
    ['env.d.ts', false],
    ['run.mjs', false],
  ])('%s → %s', (file, expected) => {
    expect(isCheckedSource(file)).toBe(expected);
  });
});

describe('the command', () => {
  const dir = path.join(scratch, 'tree');
  mkdirSync(path.join(dir, 'src/deep'), { recursive: true });
  writeFileSync(path.join(dir, 'src/short.ts'), declaration('short', 10));
  writeFileSync(
    path.join(dir, 'src/deep/page.tsx'),
    `export const Page = () => {\n${statements(90)}\n  return null;\n};\n`,
  );
  writeFileSync(path.join(dir, 'src/deep/page.test.tsx'), declaration('ignoredTest', 200));
  const run = (...args: string[]) =>
    spawnSync(process.execPath, [script, ...args], { cwd: dir, encoding: 'utf8' });

  it('lists `file:line name lines` below the given paths, longest first', () => {
    expect(longFunctions(['src'], { cwd: dir, max: 5 })).toEqual([
      { file: path.join('src', 'deep', 'page.tsx'), line: 1, name: 'Page', lines: 93 },
      { file: path.join('src', 'short.ts'), line: 1, name: 'short', lines: 10 },
    ]);
  });

  it('exits 1 when a body is over the limit and prints it', () => {
    const result = run('src');
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('src/deep/page.tsx:1 Page 93\n');
  });

  it('exits 0 with --report, and when nothing is over the limit', () => {
    expect(run('--report', 'src').status).toBe(0);
    const fine = run('--max', '100', 'src');
    expect(fine.status).toBe(0);
    expect(fine.stdout).toBe('no function body over 100 lines\n');
  });

  it('refuses a limit that is not a positive whole number', () => {
    expect(run('--max', 'x', 'src').status).toBe(2);
  });
});
