import { describe, expect, it } from 'vitest';
import { legacyAppUrl, slugifyTenantKey } from './legacy-mapping';

describe('legacyAppUrl', () => {
  it.each([
    [null, 'https://{shortName}.legacy.example', null],
    [
      { shortName: 'demo', legacyUrl: null },
      'https://{shortName}.legacy.example',
      'https://demo.legacy.example',
    ],
    [
      { shortName: 'pial', legacyUrl: 'https://special.example/app' },
      'https://{shortName}.legacy.example',
      'https://special.example/app',
    ],
    [{ shortName: 'demo', legacyUrl: null }, undefined, null],
    [{ shortName: 'demo', legacyUrl: null }, 'https://no-placeholder.example', null],
    [{ shortName: 'a b', legacyUrl: null }, 'https://x.example/{shortName}', 'https://x.example/a%20b'],
  ])('%j with %s -> %s', (mapping, pattern, expected) => {
    expect(legacyAppUrl(mapping, pattern)).toBe(expected);
  });
});

describe('slugifyTenantKey', () => {
  it.each([
    ['Demo GmbH', 'demo-gmbh'],
    ['Müller & Söhne GmbH', 'mueller-soehne-gmbh'],
    ['Straße 1', 'strasse-1'],
    ['  --Café--  ', 'cafe'],
    ['!', 'tenant-x'],
    ['A', 'tenant-a'],
  ])('%s -> %s', (name, key) => {
    expect(slugifyTenantKey(name)).toBe(key);
  });

  it('stays within 63 characters and never ends with a dash', () => {
    const key = slugifyTenantKey(`${'a'.repeat(62)} b`);
    expect(key.length).toBeLessThanOrEqual(63);
    expect(key.endsWith('-')).toBe(false);
  });
});
