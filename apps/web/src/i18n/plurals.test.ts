import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import deLogbook from './de/fleet-logbook.json';
import enLogbook from './en/fleet-logbook.json';

/** Issue 22 point 10: "1 Fassung", not "1 Fassungen"; numbers as the language writes them. */
async function translator(lng: 'de' | 'en') {
  const instance = i18next.createInstance();
  await instance.init({
    lng,
    resources: { de: { fleetLogbook: deLogbook }, en: { fleetLogbook: enLogbook } },
    defaultNS: 'fleetLogbook',
    interpolation: { escapeValue: false },
  });
  // Keys of this test's own instance, not the app's typed resources.
  return instance.t as unknown as (key: string, options: Record<string, unknown>) => string;
}

describe('logbook check result: plural and number format', () => {
  it.each([
    ['de', 1, /^In Ordnung: die 1 Fassung stimmt /],
    ['de', 12000, /^In Ordnung: alle 12\.000 Fassungen stimmen /],
    ['en', 1, /^OK: the 1 version matches /],
    ['en', 12000, /^OK: all 12,000 versions match /],
  ] as const)('%s, %d', async (lng, count, expected) => {
    const t = await translator(lng);
    expect(t('verify.ok', { count, at: 'x' })).toMatch(expected);
  });
});

describe('kilometres in messages follow the language', () => {
  it.each([
    ['de', 12000, '12.000 km'],
    ['en', 12000, '12,000 km'],
    ['de', '42085', '42.085 km'],
  ] as const)('%s %s', async (lng, value, expected) => {
    const t = await translator(lng);
    expect(t('entry.km', { value })).toBe(expected);
  });
});
