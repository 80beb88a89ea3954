import { describe, expect, it } from 'vitest';
import { canReloadNow, parseTimestamp, shouldOfferReload } from './reload-policy';

describe('shouldOfferReload', () => {
  it.each([
    { name: 'same build', current: 'a1', fetched: { build: 'a1' }, expected: false },
    {
      name: 'new build',
      current: 'a1',
      fetched: { build: 'b2', builtAt: '2026-10-25T00:30:00Z' },
      expected: true,
    },
    { name: 'manifest missing', current: 'a1', fetched: undefined, expected: false },
    { name: 'no build field', current: 'a1', fetched: { builtAt: 'x' }, expected: false },
    { name: 'empty build', current: 'a1', fetched: { build: '' }, expected: false },
    { name: 'build not a string', current: 'a1', fetched: { build: 42 }, expected: false },
    { name: 'html fallback page', current: 'a1', fetched: '<!doctype html>', expected: false },
    { name: 'null', current: 'a1', fetched: null, expected: false },
  ])('$name -> $expected', ({ current, fetched, expected }) => {
    expect(shouldOfferReload(current, fetched)).toBe(expected);
  });
});

describe('canReloadNow', () => {
  const now = 1_800_000_000_000;
  it.each([
    { name: 'never reloaded', last: null, expected: true },
    { name: 'reloaded 1 s ago', last: now - 1_000, expected: false },
    { name: 'reloaded 9.999 s ago', last: now - 9_999, expected: false },
    { name: 'reloaded exactly 10 s ago', last: now - 10_000, expected: true },
    { name: 'reloaded a minute ago', last: now - 60_000, expected: true },
    { name: 'timestamp in the future', last: now + 5_000, expected: true },
    { name: 'garbage timestamp', last: Number.NaN, expected: true },
  ])('$name -> $expected', ({ last, expected }) => {
    expect(canReloadNow(last, now)).toBe(expected);
  });
});

describe('parseTimestamp', () => {
  it.each([
    { raw: null, expected: null },
    { raw: '1800000000000', expected: 1_800_000_000_000 },
    { raw: 'abc', expected: null },
  ])('$raw -> $expected', ({ raw, expected }) => {
    expect(parseTimestamp(raw)).toBe(expected);
  });
});
