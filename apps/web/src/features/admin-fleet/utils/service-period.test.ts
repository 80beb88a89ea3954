import { describe, expect, it } from 'vitest';
import { localInputNow, periodErrors, requestedBlockType } from './service-period';

describe('periodErrors', () => {
  it.each([
    ['UNKNOWN_TYPE', 'type'],
    ['END_NOT_AFTER_START', 'end'],
    ['VEHICLE_BLOCK_IN_PAST', 'end'],
    ['SERVICE_DESCRIPTION_MISSING', 'description'],
  ])('puts %s at the field %s', (code, field) => {
    expect(periodErrors({ code, message: 'Text' }, {})).toEqual({ fields: { [field]: 'Text' } });
  });

  it('keeps a running trip or another block for the whole form', () => {
    expect(periodErrors({ code: 'VEHICLE_BLOCK_OVERLAPS_TRIP', message: 'Fahrt läuft' }, {})).toEqual({
      fields: {},
      general: 'Fahrt läuft',
    });
  });

  it('keeps the fields of a 400', () => {
    expect(
      periodErrors({ code: 'VALIDATION_FAILED', message: 'Ungültig' }, { start: 'Kein Zeitpunkt' }),
    ).toEqual({ fields: { start: 'Kein Zeitpunkt' } });
  });
});

describe('requestedBlockType', () => {
  it.each([
    ['DEFEKT', 'DEFEKT'],
    ['defekt', 'DEFEKT'],
    ['WARTUNG', 'WARTUNG'],
    ['BUCHUNG', null],
    ['', null],
    [null, null],
  ])('%s → %s', (param, type) => {
    expect(requestedBlockType(param)).toBe(type);
  });
});

describe('localInputNow', () => {
  it.each([
    ['2026-03-29T00:59:00Z', '2026-03-29T01:59'],
    ['2026-03-29T01:00:00Z', '2026-03-29T03:00'],
    ['2026-10-25T00:30:00Z', '2026-10-25T02:30'],
    ['2026-10-25T01:30:00Z', '2026-10-25T02:30'],
    ['2027-10-31T12:00:00Z', '2027-10-31T13:00'],
  ])('%s is %s in Berlin', (utc, local) => {
    expect(localInputNow(Date.parse(utc))).toBe(local);
  });
});
