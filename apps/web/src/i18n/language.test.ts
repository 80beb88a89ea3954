import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './language';
import { resources } from './resources';

describe('resolveLanguage', () => {
  it.each([
    { saved: 'en', expected: 'en' },
    { saved: 'de', expected: 'de' },
    { saved: null, expected: 'de' },
    { saved: undefined, expected: 'de' },
    { saved: 'fr', expected: 'de' },
    { saved: 'EN', expected: 'de' },
  ])('$saved -> $expected', ({ saved, expected }) => {
    expect(resolveLanguage(saved)).toBe(expected);
  });
});

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('translations', () => {
  it('English has exactly the German keys', () => {
    expect(keysOf(resources.en).sort()).toEqual(keysOf(resources.de).sort());
  });

  it('has no empty texts', () => {
    // Leaves with their key paths (a key may itself contain a dot, e.g. a setting name).
    const leaves = (value: unknown, path: string[] = []): [string[], unknown][] =>
      typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([key, child]) => leaves(child, [...path, key]))
        : [[path, value]];
    for (const language of [resources.de, resources.en]) {
      const all = leaves(language);
      expect(all.length).toBeGreaterThan(100);
      for (const [path, value] of all) expect(value, path.join(' > ')).not.toBe('');
    }
  });
});
