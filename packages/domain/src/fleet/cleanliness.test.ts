import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../settings';
import {
  type CleanlinessSettings,
  checkCleanlinessSettings,
  cleanlinessSettingsFrom,
  fleetNoticeMails,
  fleetNoticeReasons,
  isAtOrWorse,
  validateCleanlinessStates,
  validateCleanlinessThreshold,
} from './cleanliness';

const STATES = ['sauber', 'leicht verschmutzt', 'verschmutzt', 'stark verschmutzt'];
const defaults: CleanlinessSettings = {
  states: STATES,
  insideThreshold: 'verschmutzt',
  outsideThreshold: 'stark verschmutzt',
};

describe('cleanliness states and thresholds (spec 9; ADR 0008 gap 10)', () => {
  it('reads the tenant defaults', () => {
    expect(cleanlinessSettingsFrom(defaultSettings())).toEqual(defaults);
  });

  it.each([
    [
      [' sauber ', 'schmutzig'],
      ['sauber', 'schmutzig'],
    ],
    [[], 'empty'],
    [['sauber', ' '], 'blank or too long'],
    [['x'.repeat(101)], 'blank or too long'],
    [['Sauber', 'sauber'], 'duplicate'],
  ])('%o -> %o', (states, expected) => {
    const result = validateCleanlinessStates(states);
    expect(result.ok ? result.value : result.details.reason).toEqual(expected);
  });

  it.each([
    ['verschmutzt', true],
    [' stark verschmutzt ', true],
    ['', true], // never
    ['dreckig', false],
    ['Verschmutzt', false],
  ])('threshold %s valid: %s', (value, valid) => {
    expect(validateCleanlinessThreshold(value, STATES, 'vehicles.cleanlinessInsideMailThreshold').ok).toBe(
      valid,
    );
  });

  it.each([
    // the settings after the write, refusal codes
    [defaults, []],
    [{ ...defaults, insideThreshold: '' }, []],
    [{ ...defaults, outsideThreshold: 'matschig' }, ['CLEANLINESS_THRESHOLD_UNKNOWN']],
    // renaming the states would orphan both default thresholds
    [
      { ...defaults, states: ['gut', 'mittel', 'schlecht'] },
      ['CLEANLINESS_THRESHOLD_UNKNOWN', 'CLEANLINESS_THRESHOLD_UNKNOWN'],
    ],
    [
      {
        ...defaults,
        states: ['gut', 'mittel', 'schlecht'],
        insideThreshold: 'mittel',
        outsideThreshold: 'schlecht',
      },
      [],
    ],
    [{ ...defaults, states: [] }, ['CLEANLINESS_STATES_INVALID']],
  ])('%o -> %o', (next, codes) => {
    expect(checkCleanlinessSettings(next).map((r) => r.code)).toEqual(codes);
  });

  it('names the setting and the allowed states', () => {
    expect(checkCleanlinessSettings({ ...defaults, outsideThreshold: 'matschig' })[0]?.details).toEqual({
      value: 'matschig',
      setting: 'vehicles.cleanlinessOutsideMailThreshold',
      allowed: 'sauber, leicht verschmutzt, verschmutzt, stark verschmutzt',
    });
  });

  it.each([
    // value, threshold, at or worse
    ['sauber', 'verschmutzt', false],
    ['leicht verschmutzt', 'verschmutzt', false],
    ['verschmutzt', 'verschmutzt', true], // at
    ['stark verschmutzt', 'verschmutzt', true], // and worse
    ['stark verschmutzt', 'stark verschmutzt', true],
    ['verschmutzt', 'stark verschmutzt', false],
    ['sauber', 'sauber', true],
    ['stark verschmutzt', '', false], // never
    ['stark verschmutzt', 'gelöscht', false], // orphaned threshold
    ['unbekannt', 'sauber', false],
    [null, 'sauber', false],
  ])('%s against %s: %s', (value, threshold, expected) => {
    expect(isAtOrWorse(value, threshold, STATES)).toBe(expected);
  });
});

describe('damage and dirt notice (spec 9; ADR 0009 gap 3)', () => {
  it.each([
    [{ damageCount: 0, cleanlinessInside: 'sauber', cleanlinessOutside: 'sauber' }, []],
    [{ damageCount: 1, cleanlinessInside: 'sauber', cleanlinessOutside: 'sauber' }, ['DAMAGE']],
    [
      { damageCount: 0, cleanlinessInside: 'sauber', cleanlinessOutside: 'stark verschmutzt' },
      ['DIRT_OUTSIDE'],
    ],
    [{ damageCount: 0, cleanlinessInside: 'sauber', cleanlinessOutside: 'verschmutzt' }, []],
    [{ damageCount: 0, cleanlinessInside: 'verschmutzt', cleanlinessOutside: null }, ['DIRT_INSIDE']],
    [
      { damageCount: 2, cleanlinessInside: 'stark verschmutzt', cleanlinessOutside: 'stark verschmutzt' },
      ['DAMAGE', 'DIRT_INSIDE', 'DIRT_OUTSIDE'],
    ],
    [{ damageCount: 0, cleanlinessInside: null, cleanlinessOutside: null }, []], // a check-in without rating
  ])('%o -> %o', (reported, reasons) => {
    expect(fleetNoticeReasons(reported, defaults)).toEqual(reasons);
  });

  it('sends one mail per fleet manager, the damage part only to those who want it', () => {
    const managers = [
      { userId: 'fleet', mailOnDamageReported: true },
      { userId: 'admin', mailOnDamageReported: false },
      { userId: 'fleet', mailOnDamageReported: true }, // listed twice (two roles)
    ];
    expect(fleetNoticeMails(managers, ['DAMAGE', 'DIRT_OUTSIDE'])).toEqual([
      { userId: 'fleet', reasons: ['DAMAGE', 'DIRT_OUTSIDE'] },
      { userId: 'admin', reasons: ['DIRT_OUTSIDE'] },
    ]);
    expect(fleetNoticeMails(managers, ['DAMAGE'])).toEqual([{ userId: 'fleet', reasons: ['DAMAGE'] }]);
    expect(fleetNoticeMails(managers, [])).toEqual([]);
  });
});
