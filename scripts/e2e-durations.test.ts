import { describe, expect, it } from 'vitest';
import { secondsPerFile, splitSpecs } from './e2e-durations.mjs';

describe('splitSpecs (the e2e spec files between two apps)', () => {
  it.each([
    {
      name: 'the longest first, each to the lighter app',
      files: ['a.spec.ts', 'b.spec.ts', 'c.spec.ts', 'd.spec.ts'],
      seconds: { 'a.spec.ts': 300, 'b.spec.ts': 100, 'c.spec.ts': 150, 'd.spec.ts': 60 },
      expected: [['a.spec.ts'], ['b.spec.ts', 'c.spec.ts', 'd.spec.ts']],
    },
    {
      name: 'a file without a record weighs the median',
      files: ['a.spec.ts', 'b.spec.ts', 'c.spec.ts', 'new.spec.ts'],
      seconds: { 'a.spec.ts': 10, 'b.spec.ts': 20, 'c.spec.ts': 30 },
      // new weighs 20 (the median): c(30) → 1, then b(20) and new(20) → 2 (by name), a(10) → 1
      expected: [
        ['a.spec.ts', 'c.spec.ts'],
        ['b.spec.ts', 'new.spec.ts'],
      ],
    },
    {
      name: 'equal weights split by name, the same on every run',
      files: ['d.spec.ts', 'c.spec.ts', 'b.spec.ts', 'a.spec.ts'],
      seconds: {},
      expected: [
        ['a.spec.ts', 'c.spec.ts'],
        ['b.spec.ts', 'd.spec.ts'],
      ],
    },
    {
      name: 'one app takes every file',
      files: ['b.spec.ts', 'a.spec.ts'],
      seconds: { 'a.spec.ts': 5 },
      expected: [['a.spec.ts', 'b.spec.ts']],
    },
  ] as { name: string; files: string[]; seconds: Record<string, number>; expected: string[][] }[])(
    '$name',
    ({ files, seconds, expected }) => {
      const shares = splitSpecs(files, seconds, expected.length);
      expect(shares).toEqual(expected);
      expect(shares.flat().sort()).toEqual([...files].sort());
    },
  );
});

describe('secondsPerFile (a Playwright JSON report)', () => {
  it('sums every attempt of every test per file, nested describes included', () => {
    const report = {
      suites: [
        {
          file: 'a.spec.ts',
          specs: [{ tests: [{ results: [{ duration: 1000 }, { duration: 2500 }] }] }],
          suites: [{ specs: [{ tests: [{ results: [{ duration: 400 }] }] }] }],
        },
        { file: 'b.spec.ts', specs: [{ tests: [{ results: [{ duration: 49 }] }] }] },
      ],
    };
    expect(secondsPerFile(report)).toEqual({ 'a.spec.ts': 3.9, 'b.spec.ts': 0 });
  });
});
