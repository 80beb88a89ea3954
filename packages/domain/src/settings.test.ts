import { describe, expect, it } from 'vitest';
import {
  defaultSettings,
  getSettingDefinition,
  isUserWritable,
  resolveEffectiveSettings,
  SETTING_KEYS,
  SETTINGS,
  settingKeysOfLayer,
  settingValueProblem,
  validateSettingValue,
} from './settings';

describe('registry', () => {
  it('has a valid default for every option at the tenant layer', () => {
    for (const key of SETTING_KEYS) {
      expect(validateSettingValue(key, SETTINGS[key].default, 'tenant'), key).toMatchObject({ ok: true });
    }
  });

  it.each([
    ['spaces.bookingStepMinutes', 15],
    ['spaces.checkInWindowMinutes', 15],
    ['vehicles.bookingTimeFrom', '09:00'],
    ['vehicles.bookingTimeTo', '18:00'],
    ['general.language', 'de'],
    ['general.startPage', 'fahrzeuge'],
    ['spaces.bookableWeekdays', [1, 2, 3, 4, 5]],
  ])('spec default %s = %j', (key, value) => {
    expect(defaultSettings()[key as keyof ReturnType<typeof defaultSettings>]).toEqual(value);
  });

  it('names the legacy debug flag', () => {
    expect(SETTINGS['general.enableDebug'].legacyName).toBe('EnableDebug');
  });

  it.each([
    ['general.language', true],
    ['general.zoom', true],
    ['spaces.favouriteSeats', true],
    ['vehicles.favouriteVehicles', true],
    ['spaces.maxBookingsPerWeek', false],
    ['vehicles.reportMailAddresses', false],
    ['nope', false],
  ])('%s user-writable: %s', (key, writable) => {
    expect(isUserWritable(key)).toBe(writable);
  });

  it('refuses an unknown option', () => {
    expect(getSettingDefinition('spaces.unknown')).toEqual({
      ok: false,
      code: 'NO_CUSTOMIZING_OPTION',
      details: { option: 'spaces.unknown' },
    });
  });
});

describe('validateSettingValue', () => {
  it.each([
    ['vehicles.bookingTimeFrom', '07:30', 'tenant'],
    ['spaces.bookingStepMinutes', 30, 'group'],
    ['spaces.bookableWeekdays', [1, 6, 7], 'tenant'],
    ['general.language', 'en', 'user'],
    ['vehicles.reportMailAddresses', ['fleet@demo.example'], 'tenant'],
    ['vehicles.missingCheckOutReminderMinutes', [], 'tenant'],
    ['spaces.favouriteSeats', ['seat-1', 'seat-2'], 'user'],
  ])('accepts %s = %j at %s', (option, value, layer) => {
    expect(validateSettingValue(option, value, layer)).toEqual({ ok: true, value });
  });

  it.each([
    ['vehicles.bookingTimeFrom', '25:00'],
    ['vehicles.bookingTimeTo', '9:00'],
    ['spaces.bookingStepMinutes', 7],
    ['spaces.bookingStepMinutes', '15'],
    ['spaces.advanceBookingDays', -1],
    ['spaces.advanceBookingDays', 1.5],
    ['spaces.releaseNoShows', 'true'],
    ['spaces.bookableWeekdays', [0, 1]],
    ['spaces.bookableWeekdays', [1, 1]],
    ['spaces.bookableWeekdays', 'Mo'],
    ['general.language', 'fr'],
    ['vehicles.reportInterval', 'weekly'],
    ['vehicles.reportMailAddresses', ['not-an-address']],
    ['general.zoom', Number.POSITIVE_INFINITY],
  ])('refuses %s = %j with SETTING_VALUE_INVALID naming value, option and layer', (option, value) => {
    const result = validateSettingValue(option, value, 'tenant');
    expect(result).toMatchObject({
      ok: false,
      code: 'SETTING_VALUE_INVALID',
      details: { option, value, layer: 'tenant' },
    });
  });

  it.each([
    ['spaces.maxBookingsPerWeek', 3, 'user'],
    ['vehicles.guestBooking', true, 'group'],
    ['general.language', 'de', 'department'],
  ])('refuses %s at layer %s', (option, value, layer) => {
    expect(validateSettingValue(option, value, layer)).toMatchObject({
      ok: false,
      code: 'SETTING_LAYER_NOT_ALLOWED',
    });
  });

  it('refuses an unknown option before looking at the value', () => {
    expect(validateSettingValue('lesesaal.foo', 1, 'tenant')).toMatchObject({
      code: 'NO_CUSTOMIZING_OPTION',
    });
  });
});

describe('settingValueProblem (the code the web shows at the field)', () => {
  it.each([
    // Issue 14 point 7: a negative advance window is refused, never clamped to 0.
    ['spaces.advanceBookingDays', -5, { code: 'range', min: 0, max: 365 }],
    ['spaces.advanceBookingDays', 366, { code: 'range', min: 0, max: 365 }],
    ['spaces.advanceBookingDays', 1.5, { code: 'notWhole' }],
    ['spaces.advanceBookingDays', '14', { code: 'notNumber' }],
    ['spaces.advanceBookingDays', Number.NaN, { code: 'notNumber' }],
    ['spaces.bookingStepMinutes', 7, { code: 'notAllowed', allowed: [5, 10, 15, 20, 30, 60] }],
    ['spaces.releaseNoShows', 'true', { code: 'notBoolean' }],
    ['vehicles.bookingTimeFrom', '25:00', { code: 'notTime' }],
    ['vehicles.reportInterval', 'weekly', { code: 'notAllowed' }],
    ['general.language', 3, { code: 'notString' }],
    ['spaces.bookableWeekdays', 'Mo', { code: 'notArray' }],
    ['spaces.bookableWeekdays', [1, 1], { code: 'notUnique' }],
    ['spaces.bookableWeekdays', [0], { code: 'itemNotAllowed' }],
    ['spaces.bookableWeekdays', ['1'], { code: 'itemInvalid', items: 'integer' }],
    ['vehicles.reportMailAddresses', ['keine-mail'], { code: 'itemInvalid', items: 'email' }],
    ['vehicles.missingCheckOutReminderMinutes', [1.5], { code: 'itemInvalid', items: 'integer' }],
  ] as const)('%s = %j -> %j', (option, value, problem) => {
    expect(settingValueProblem(SETTINGS[option], value)).toMatchObject(problem);
  });

  it.each([
    ['spaces.advanceBookingDays', 0],
    ['spaces.advanceBookingDays', 365],
    ['vehicles.bookingTimeFrom', '00:00'],
    ['spaces.bookableWeekdays', []],
  ] as const)('%s = %j is fine', (option, value) => {
    expect(settingValueProblem(SETTINGS[option], value)).toBeNull();
  });

  it('puts the problem and its English reason in the refusal', () => {
    expect(validateSettingValue('spaces.advanceBookingDays', -5, 'group')).toEqual({
      ok: false,
      code: 'SETTING_VALUE_INVALID',
      details: {
        option: 'spaces.advanceBookingDays',
        layer: 'group',
        value: -5,
        reason: 'must be between 0 and 365',
        problem: { code: 'range', min: 0, max: 365 },
      },
    });
  });
});

describe('settingKeysOfLayer', () => {
  it('lists the group layer without tenant-only options', () => {
    const group = settingKeysOfLayer('group');
    expect(group).toContain('spaces.advanceBookingDays');
    expect(group).toContain('vehicles.mailOnBookingCreated');
    expect(group).not.toContain('vehicles.guestBooking');
    expect(group).not.toContain('general.sessionIdleMinutes');
    for (const key of group) expect(SETTINGS[key].layers).toContain('group');
  });
});

describe('resolveEffectiveSettings (user > group > tenant > default)', () => {
  const tenant = { 'spaces.advanceBookingDays': 7, 'general.language': 'de', 'spaces.maxBookingsPerWeek': 3 };
  const groups = [
    { 'spaces.advanceBookingDays': 21 },
    { 'spaces.advanceBookingDays': 30, 'spaces.maxBookingsPerWeek': 5 },
  ];
  const user = { 'general.language': 'en', 'spaces.advanceBookingDays': 99 };

  it.each([
    ['spaces.advanceBookingDays', 21, 'group'], // the user may not set it; first group wins
    ['spaces.maxBookingsPerWeek', 5, 'group'], // only the second group sets it
    ['general.language', 'en', 'user'],
    ['spaces.bookingStepMinutes', 15, 'default'],
  ] as const)('%s = %j from %s', (key, value, source) => {
    const resolved = resolveEffectiveSettings({ tenant, groups, user });
    expect(resolved.values[key]).toEqual(value);
    expect(resolved.sources[key]).toBe(source);
  });

  it('falls back to the next layer and reports invalid or unknown stored values', () => {
    const resolved = resolveEffectiveSettings({
      tenant: { 'vehicles.bookingTimeFrom': '08:00', 'vehicles.gone': 1 },
      user: { 'vehicles.bookingTimeFrom': '25:00' },
    });
    expect(resolved.values['vehicles.bookingTimeFrom']).toBe('08:00');
    expect(resolved.ignored.map((i) => i.code).sort()).toEqual([
      'NO_CUSTOMIZING_OPTION',
      'SETTING_LAYER_NOT_ALLOWED',
    ]);
  });

  it('reports a bad value at an allowed layer', () => {
    const resolved = resolveEffectiveSettings({ user: { 'general.zoom': 500 } });
    expect(resolved.values['general.zoom']).toBe(100);
    expect(resolved.ignored).toEqual([
      {
        code: 'SETTING_VALUE_INVALID',
        details: expect.objectContaining({ option: 'general.zoom', value: 500, layer: 'user' }),
      },
    ]);
  });

  it('gives all defaults without stored values', () => {
    expect(resolveEffectiveSettings({}).values).toEqual(defaultSettings());
  });
});
