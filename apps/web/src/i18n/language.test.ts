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
    for (const language of [resources.de, resources.en]) {
      for (const key of keysOf(language)) {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], language);
        expect(value, key).not.toBe('');
      }
    }
  });
});
