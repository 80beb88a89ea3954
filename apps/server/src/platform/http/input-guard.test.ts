import { describe, expect, it } from 'vitest';
import { hasNul, jsonDepthExceeds } from './input-guard';

describe('jsonDepthExceeds', () => {
  it.each([
    ['{}', 1, false],
    ['{"a":[1,{"b":2}]}', 3, false],
    ['{"a":[1,{"b":2}]}', 2, true],
    ['[[[]]]', 2, true],
    // Brackets inside strings (and escaped quotes) do not count.
    ['{"a":"[[[[[[\\"[[[["}', 1, false],
    ['"\\\\"', 0, false],
    [`${'['.repeat(10_000)}${']'.repeat(10_000)}`, 32, true],
  ])('%s with max %i -> %s', (text, max, exceeds) => {
    expect(jsonDepthExceeds(text, max)).toBe(exceeds);
  });
});

describe('hasNul', () => {
  it.each([
    ['plain', false],
    ['a\u0000b', true],
    [{ a: ['x', { b: 'y\u0000' }] }, true],
    [{ 'key\u0000': 1 }, true],
    [{ a: 1, b: null, c: true }, false],
    // The six characters \u0000 are harmless text, not a NUL.
    ['\\u0000', false],
    [Buffer.from([0]), false],
  ])('%j -> %s', (value, found) => {
    expect(hasNul(value)).toBe(found);
  });
});
