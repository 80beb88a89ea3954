import { describe, expect, it } from 'vitest';
import {
  changedTenantValues,
  draftProblems,
  type FieldValue,
  fieldProblem,
  formatDefault,
  fromFieldValue,
  groupOptionsOfLayer,
  groupTenantOptions,
  type SettingShape,
  toFieldValue,
} from './setting-values';

const TENANT = ['tenant', 'group'];
const step: SettingShape = {
  key: 'spaces.bookingStepMinutes',
  feature: 'spaces',
  type: 'number',
  default: 15,
  layers: TENANT,
};
const from: SettingShape = {
  key: 'vehicles.bookingTimeFrom',
  feature: 'vehicles',
  type: 'time',
  default: '09:00',
  layers: TENANT,
};
const guests: SettingShape = {
  key: 'vehicles.guestBooking',
  feature: 'vehicles',
  type: 'boolean',
  default: false,
  layers: TENANT,
};
const weekdays: SettingShape = {
  key: 'spaces.bookableWeekdays',
  feature: 'spaces',
  type: 'array',
  items: 'integer',
  default: [1, 2, 3, 4, 5],
  allowed: [1, 2, 3, 4, 5, 6, 7],
  layers: TENANT,
};
const mails: SettingShape = {
  key: 'vehicles.reportMailAddresses',
  feature: 'vehicles',
  type: 'array',
  items: 'email',
  default: [],
  layers: TENANT,
};
const favourites: SettingShape = {
  key: 'spaces.favouriteSeats',
  feature: 'spaces',
  type: 'array',
  default: [],
  layers: ['tenant', 'group', 'user'],
};
const zoom: SettingShape = {
  key: 'general.zoom',
  feature: 'general',
  type: 'number',
  default: 100,
  layers: ['user'],
};
const defs = [step, from, guests, weekdays, mails];

describe('groupTenantOptions', () => {
  it('puts tenant-layer options in their feature tab and leaves out favourites and user-only ones', () => {
    const groups = groupTenantOptions([...defs, favourites, zoom]);
    expect(groups.spaces.map((d) => d.key)).toEqual(['spaces.bookingStepMinutes', 'spaces.bookableWeekdays']);
    expect(groups.vehicles.map((d) => d.key)).toEqual([
      'vehicles.bookingTimeFrom',
      'vehicles.guestBooking',
      'vehicles.reportMailAddresses',
    ]);
    expect(groups.general).toEqual([]);
  });
});

describe('field value conversion', () => {
  it.each([
    { def: step, stored: 30, field: 30 },
    { def: from, stored: '07:30', field: '07:30' },
    { def: guests, stored: true, field: true },
    { def: weekdays, stored: [1, 3], field: ['1', '3'] },
    { def: mails, stored: ['a@b.de'], field: ['a@b.de'] },
  ])('$def.key round-trips', ({ def, stored, field }) => {
    expect(toFieldValue(def, stored)).toEqual(field);
    expect(fromFieldValue(def, field)).toEqual(stored);
  });

  it('keeps text that is no number so the server can refuse it', () => {
    expect(fromFieldValue(weekdays, ['1', 'x'])).toEqual([1, 'x']);
  });

  it('shows an unset number as empty text', () => {
    expect(toFieldValue(step, undefined)).toBe('');
  });
});

describe('changedTenantValues', () => {
  const stored = { 'spaces.bookingStepMinutes': 30, 'vehicles.guestBooking': true };
  it.each<{ name: string; draft: Record<string, FieldValue | null>; expected: Record<string, unknown> }>([
    { name: 'untouched draft', draft: {}, expected: {} },
    { name: 'same value again', draft: { 'spaces.bookingStepMinutes': 30 }, expected: {} },
    {
      name: 'changed number',
      draft: { 'spaces.bookingStepMinutes': 15 },
      expected: { 'spaces.bookingStepMinutes': 15 },
    },
    {
      name: 'reset of a stored value',
      draft: { 'vehicles.guestBooking': null },
      expected: { 'vehicles.guestBooking': null },
    },
    { name: 'reset of an unset value', draft: { 'vehicles.bookingTimeFrom': null }, expected: {} },
    {
      name: 'new time',
      draft: { 'vehicles.bookingTimeFrom': '25:00' },
      expected: { 'vehicles.bookingTimeFrom': '25:00' },
    },
    {
      name: 'array with parsed integers',
      draft: { 'spaces.bookableWeekdays': ['1', '2'] },
      expected: { 'spaces.bookableWeekdays': [1, 2] },
    },
  ])('$name', ({ draft, expected }) => {
    expect(changedTenantValues(defs, stored, draft)).toEqual(expected);
  });
});

describe('formatDefault', () => {
  it.each([
    { def: step, expected: '15' },
    { def: guests, expected: 'aus' },
    { def: weekdays, expected: '1, 2, 3, 4, 5' },
    { def: mails, expected: '–' },
  ])('$def.key', ({ def, expected }) => {
    expect(formatDefault(def, 'an', 'aus')).toBe(expected);
  });

  it('names the items with the given labels (no raw keys for admins)', () => {
    const names: Record<number, string> = { 1: 'Mo', 2: 'Di', 3: 'Mi', 4: 'Do', 5: 'Fr' };
    expect(formatDefault(weekdays, 'an', 'aus', (v) => names[Number(v)] ?? String(v))).toBe(
      'Mo, Di, Mi, Do, Fr',
    );
  });
});

describe('fieldProblem (issue 14 point 7: refused at the field, never clamped)', () => {
  const advance: SettingShape = {
    key: 'spaces.advanceBookingDays',
    feature: 'spaces',
    type: 'number',
    default: 14,
    layers: TENANT,
  };
  const recipients: SettingShape = {
    key: 'vehicles.reportMailAddresses',
    feature: 'vehicles',
    type: 'array',
    default: [],
    items: 'email',
    layers: ['tenant'],
  };
  it.each([
    { def: advance, value: -5, problem: { code: 'range', min: 0, max: 365 } },
    { def: advance, value: 400, problem: { code: 'range', min: 0, max: 365 } },
    { def: advance, value: '' as FieldValue, problem: { code: 'notNumber' } },
    { def: step, value: 7, problem: { code: 'notAllowed' } },
    { def: recipients, value: ['keine-mail'], problem: { code: 'itemInvalid', items: 'email' } },
    { def: weekdays, value: ['1', '1'], problem: { code: 'notUnique' } },
  ])('$def.key = $value', ({ def, value, problem }) => {
    expect(fieldProblem(def, value)).toMatchObject(problem);
  });

  it.each([
    { def: advance, value: 0 },
    { def: advance, value: null },
    { def: recipients, value: ['fleet@demo.example'] },
  ])('$def.key = $value is fine', ({ def, value }) => {
    expect(fieldProblem(def, value)).toBeNull();
  });

  it('collects the problems of changed fields only', () => {
    expect(draftProblems([advance, step], { 'spaces.advanceBookingDays': -5 })).toEqual({
      'spaces.advanceBookingDays': { kind: 'problem', problem: { code: 'range', min: 0, max: 365 } },
    });
    expect(draftProblems([advance, step], { 'spaces.advanceBookingDays': null })).toEqual({});
  });
});

describe('groupOptionsOfLayer', () => {
  it('leaves tenant-only options off the group page', () => {
    const guestsTenantOnly: SettingShape = { ...guests, layers: ['tenant'] };
    const groups = groupOptionsOfLayer([step, guestsTenantOnly], 'group');
    expect(groups.spaces.map((d) => d.key)).toEqual(['spaces.bookingStepMinutes']);
    expect(groups.vehicles).toEqual([]);
  });
});
