import { logbookContentOfTrip } from '@buchbar/domain/fleet/logbook';
import { describe, expect, it } from 'vitest';
import { changesOf, fieldsOfKind, formatDay, formValuesOf } from './logbook-form';

const current = logbookContentOfTrip({
  plate: 'B-BB 101',
  driverId: 'u1',
  driverName: 'Ben Bucher',
  plannedStart: Date.parse('2026-11-20T08:00:00Z'),
  plannedEnd: Date.parse('2026-11-20T10:00:00Z'),
  actualStart: null,
  actualEnd: Date.parse('2026-11-20T10:00:00Z'),
  startMileage: 1000,
  endMileage: null,
  reason: 'Kunde',
  destination: 'Potsdam',
  stopover: '',
  detour: '',
  contact: '',
});

describe('changesOf', () => {
  it.each([
    ['nothing changed', {}, {}],
    ['a mileage typed with a thousands dot', { endMileage: '1.100' }, { endMileage: 1100 }],
    ['a cleared mileage', { startMileage: '' }, { startMileage: null }],
    ['trimmed texts', { partner: '  ACME  ', destination: 'Potsdam ' }, { partner: 'ACME' }],
    ['the trip kind', { tripKind: 'private' as const }, { tripKind: 'private' }],
  ])('%s', (_name, edit, expected) => {
    expect(changesOf(current, { ...formValuesOf(current), ...edit })).toEqual(expected);
  });
  it('never sends the reason as a field', () => {
    expect(changesOf(current, { ...formValuesOf(current), reason: 'x' })).toEqual({});
  });
});

describe('fieldsOfKind and formatDay', () => {
  it.each([
    ['business', ['destination', 'stopover', 'detour', 'purpose', 'partner']],
    ['private', []],
    ['commute', ['note']],
  ] as const)('%s asks for %j', (kind, fields) => {
    expect(fieldsOfKind(kind)).toEqual(fields);
  });
  it.each([
    ['2026-10-25', 'de', '25.10.2026'],
    ['2026-10-25', 'en', '25 Oct 2026'],
  ])('%s in %s', (d, lang, text) => {
    expect(formatDay(d, lang)).toBe(text);
  });
});
