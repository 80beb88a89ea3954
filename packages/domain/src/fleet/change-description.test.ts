import { describe, expect, it } from 'vitest';
import { changedFields, describeChanges, type FieldValue, formatFieldValue } from './change-description';

const FIELDS = ['make', 'licencePlate', 'seats', 'navigation', 'validTo', 'departmentIds'] as const;
type Vehicle = Partial<Record<(typeof FIELDS)[number], FieldValue>>;
const OLD: Vehicle = {
  make: 'VW',
  licencePlate: 'HH-AB 1',
  seats: 5,
  navigation: false,
  validTo: null,
  departmentIds: ['b', 'a'],
};
const LABELS = { make: 'Marke', licencePlate: 'Kennzeichen', seats: 'Sitze', navigation: 'Navigation' };

describe('changedFields / describeChanges (spec 4: nothing happens without a differing field)', () => {
  it.each<[string, Vehicle, string]>([
    ['identical values', { ...OLD }, ''],
    ['an empty partial update', {}, ''],
    ['lists in another order', { departmentIds: ['a', 'b'] }, ''],
    ['one text field', { licencePlate: 'HH-AB 2' }, 'Kennzeichen: HH-AB 1 → HH-AB 2'],
    ['a number', { seats: 7 }, 'Sitze: 5 → 7'],
    ['a flag', { navigation: true }, 'Navigation: nein → ja'],
    ['empty to a date', { validTo: '2027-12-31' }, 'validTo: – → 2027-12-31'],
    ['a list', { departmentIds: ['a'] }, 'departmentIds: a, b → a'],
    [
      'several fields, in the order of the field list',
      { seats: 2, make: 'Opel', licencePlate: 'HH-AB 1' },
      'Marke: VW → Opel; Sitze: 5 → 2',
    ],
  ])('%s', (_name, next, expected) => {
    const changes = changedFields(FIELDS, OLD, next);
    expect(changes.length === 0).toBe(expected === '');
    expect(describeChanges(changes, LABELS)).toBe(expected);
  });

  it.each<[FieldValue, string]>([
    [null, '–'],
    ['', '–'],
    [[], '–'],
    [true, 'ja'],
    [false, 'nein'],
    [0, '0'],
    [['x', 'y'], 'x, y'],
  ])('formats %j as %s', (value, text) => {
    expect(formatFieldValue(value)).toBe(text);
  });
});
