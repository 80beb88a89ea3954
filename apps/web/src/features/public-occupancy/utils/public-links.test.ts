import { describe, expect, it } from 'vitest';
import { languageParam, MAX_REFRESH_JITTER_MS, occupancyPercent, refreshJitter } from './public-links';

describe('refreshJitter', () => {
  it.each([
    [0, 0],
    [0.5, 1000],
    [0.9999, 1999],
    [1, MAX_REFRESH_JITTER_MS],
    [-1, 0],
    [Number.NaN, 0],
  ])('%s -> %s ms', (random, ms) => {
    expect(refreshJitter(random)).toBe(ms);
  });
});

describe('languageParam', () => {
  it.each([
    ['en', 'en'],
    ['DE', 'de'],
    [' en ', 'en'],
    ['fr', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j -> %s', (value, lang) => {
    expect(languageParam(value)).toBe(lang);
  });
});

describe('occupancyPercent', () => {
  it.each([
    [{ free: 0, occupied: 0, closed: 24, total: 24 }, null],
    [{ free: 3, occupied: 1, closed: 0, total: 4 }, 25],
    [{ free: 1, occupied: 2, closed: 1, total: 4 }, 67],
    [{ free: 0, occupied: 5, closed: 0, total: 5 }, 100],
  ])('%j -> %s', (counts, percent) => {
    expect(occupancyPercent(counts)).toBe(percent);
  });
});
