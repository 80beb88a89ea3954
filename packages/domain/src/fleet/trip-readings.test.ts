import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../settings';
import type { ObjectAttribute } from './attribute-conditions';
import {
  isAllowedTripFile,
  TRIP_LIMITS,
  type TripEntryContext,
  type TripEntryInput,
  tripEntryContextFromSettings,
  validateTripEntry,
} from './trip-readings';

const STATES = ['sauber', 'leicht verschmutzt', 'verschmutzt', 'stark verschmutzt'];

const destination: ObjectAttribute = {
  id: 'dest',
  object: 'FAHRZEUG_VERLAUF',
  type: 'TEXT',
  label: 'Ziel',
  choices: [],
  conditions: [{ type: 'MANDATORY', dependentAttributeId: null, value: null }],
};
const vehicleOnly: ObjectAttribute = { ...destination, id: 'colour', object: 'FAHRZEUG', label: 'Farbe' };

const checkOut: TripEntryContext = {
  type: 'CHECK_OUT',
  lastMileage: 12_345,
  cleanlinessStates: STATES,
  historyAttributes: [destination, vehicleOnly],
  acceptBeforeCheckOut: false,
};
const checkIn: TripEntryContext = { ...checkOut, type: 'CHECK_IN' };

const good: TripEntryInput = {
  mileage: 12_400,
  fuelPercent: 80,
  cleanlinessInside: 'sauber',
  cleanlinessOutside: 'leicht verschmutzt',
  parkingSpot: '  P3 ',
  damages: [{ description: ' Kratzer hinten links ', photos: ['a.jpg'] }],
  receipts: ['tank.pdf'],
  attributes: { dest: ' Berlin ' },
};

const codes = (input: TripEntryInput, ctx: TripEntryContext = checkOut) => {
  const verdict = validateTripEntry(input, ctx);
  return verdict.ok ? [] : verdict.refusals.map((r) => `${r.field}:${r.code}`);
};

describe('validateTripEntry (spec 3, 5; ADR 0009 gap 3)', () => {
  it('accepts a full check-out and cleans it for storing', () => {
    const verdict = validateTripEntry(good, checkOut);
    expect(verdict).toEqual({
      ok: true,
      value: {
        type: 'CHECK_OUT',
        mileage: 12_400,
        fuelPercent: 80,
        chargePercent: null,
        cleanlinessInside: 'sauber',
        cleanlinessOutside: 'leicht verschmutzt',
        parkingSpot: 'P3',
        damages: [{ description: 'Kratzer hinten links', photos: ['a.jpg'] }],
        receipts: ['tank.pdf'],
        attributes: { dest: 'Berlin' },
      },
    });
  });

  it.each([
    // overrides, refusals (field:code)
    [{ mileage: undefined }, ['mileage:TRIP_MILEAGE_MISSING']],
    [{ mileage: null }, ['mileage:TRIP_MILEAGE_MISSING']],
    [{ mileage: 12_344 }, ['mileage:TRIP_MILEAGE_BELOW_LAST']],
    [{ mileage: 12_345 }, []], // equal to the last reading: a 0 km trip (ADR 0008 gap 10)
    [{ mileage: 12_345.5 }, ['mileage:TRIP_MILEAGE_INVALID']],
    [{ mileage: -1 }, ['mileage:TRIP_MILEAGE_INVALID']],
    [{ mileage: TRIP_LIMITS.maxMileage + 1 }, ['mileage:TRIP_MILEAGE_INVALID']],
    [{ mileage: Number.NaN }, ['mileage:TRIP_MILEAGE_INVALID']],
    [{ fuelPercent: 101 }, ['fuelPercent:TRIP_FUEL_PERCENT_INVALID']],
    [{ fuelPercent: -1 }, ['fuelPercent:TRIP_FUEL_PERCENT_INVALID']],
    [{ fuelPercent: 50.5 }, ['fuelPercent:TRIP_FUEL_PERCENT_INVALID']],
    [{ fuelPercent: 0 }, []],
    [{ fuelPercent: 100 }, []],
    [{ fuelPercent: null, chargePercent: 100 }, []],
    [{ chargePercent: 101 }, ['chargePercent:TRIP_CHARGE_PERCENT_INVALID']],
    [{ cleanlinessOutside: 'dreckig' }, ['cleanlinessOutside:TRIP_CLEANLINESS_UNKNOWN']],
    [{ cleanlinessInside: 'Sauber' }, ['cleanlinessInside:TRIP_CLEANLINESS_UNKNOWN']], // exact values
    [{ cleanlinessInside: ' ' }, ['cleanlinessInside:TRIP_CLEANLINESS_MISSING']],
    [{ cleanlinessOutside: undefined }, ['cleanlinessOutside:TRIP_CLEANLINESS_MISSING']],
    [{ parkingSpot: 'x'.repeat(100) }, []],
    [{ parkingSpot: 'x'.repeat(101) }, ['parkingSpot:TRIP_PARKING_SPOT_TOO_LONG']],
    [
      { damages: [{ description: '  ', photos: ['a.jpg'] }] },
      ['damages.0.description:TRIP_DAMAGE_DESCRIPTION_MISSING'],
    ],
    [{ damages: [{ photos: [] }] }, ['damages.0.description:TRIP_DAMAGE_DESCRIPTION_MISSING']],
    [
      { damages: [{ description: 'x'.repeat(2001) }] },
      ['damages.0.description:TRIP_DAMAGE_DESCRIPTION_TOO_LONG'],
    ],
    [
      { damages: [{ description: 'Delle', photos: Array(11).fill('p.jpg') }] },
      ['damages.0.photos:TRIP_TOO_MANY_FILES'],
    ],
    [{ receipts: Array(21).fill('r.pdf') }, ['receipts:TRIP_TOO_MANY_FILES']],
    [{ attributes: {} }, ['attributes:MANDATORY_FIELDS_MISSING']],
    [{ attributes: { colour: 'rot', dest: 'Bonn' } }, ['attributes:UNKNOWN_ATTRIBUTE']], // FAHRZEUG attribute
  ] as const)('%o -> %o', (over, expected) => {
    expect(codes({ ...good, ...over } as TripEntryInput)).toEqual(expected);
  });

  it('returns every refusal at once, in field order', () => {
    expect(
      codes({ mileage: 1, fuelPercent: 101, cleanlinessInside: 'nass', damages: [{ description: '' }] }),
    ).toEqual([
      'mileage:TRIP_MILEAGE_BELOW_LAST',
      'fuelPercent:TRIP_FUEL_PERCENT_INVALID',
      'cleanlinessInside:TRIP_CLEANLINESS_UNKNOWN',
      'cleanlinessOutside:TRIP_CLEANLINESS_MISSING',
      'damages.0.description:TRIP_DAMAGE_DESCRIPTION_MISSING',
      'attributes:MANDATORY_FIELDS_MISSING',
    ]);
  });

  it('names the last reading and the allowed states in the details', () => {
    const verdict = validateTripEntry({ ...good, mileage: 100, cleanlinessOutside: 'nass' }, checkOut);
    expect(verdict.ok).toBe(false);
    if (verdict.ok) return;
    expect(verdict.refusals[0]).toEqual({
      field: 'mileage',
      code: 'TRIP_MILEAGE_BELOW_LAST',
      details: { value: 100, lastMileage: 12_345 },
    });
    expect(verdict.refusals[1]?.details).toMatchObject({
      value: 'nass',
      allowed: 'sauber, leicht verschmutzt, verschmutzt, stark verschmutzt',
    });
  });

  it('takes the first reading of a vehicle without history', () => {
    expect(codes({ ...good, mileage: 0 }, { ...checkOut, lastMileage: null })).toEqual([]);
  });

  it('does not require cleanliness at check-in, but checks a value given', () => {
    expect(codes({ ...good, cleanlinessInside: null, cleanlinessOutside: '' }, checkIn)).toEqual([]);
    expect(codes({ ...good, cleanlinessInside: 'nass' }, checkIn)).toEqual([
      'cleanlinessInside:TRIP_CLEANLINESS_UNKNOWN',
    ]);
  });

  it.each([
    // type, acceptBeforeCheckOut, conditionAccepted, refused?
    ['CHECK_OUT', true, undefined, true],
    ['CHECK_OUT', true, false, true],
    ['CHECK_OUT', true, true, false],
    ['CHECK_OUT', false, undefined, false],
    ['CHECK_IN', true, undefined, false],
  ] as const)(
    '%s with accept-before-check-out %s and accepted %s: refused %s',
    (type, accept, accepted, refused) => {
      const result = codes(
        { ...good, conditionAccepted: accepted },
        { ...checkOut, type, acceptBeforeCheckOut: accept },
      );
      expect(result).toEqual(refused ? ['conditionAccepted:TRIP_CONDITION_NOT_ACCEPTED'] : []);
    },
  );

  it('reads the states and the acceptance setting from the settings', () => {
    const ctx = tripEntryContextFromSettings(defaultSettings(), {
      type: 'CHECK_OUT',
      lastMileage: null,
      historyAttributes: [],
    });
    expect(ctx.cleanlinessStates).toEqual(STATES);
    expect(ctx.acceptBeforeCheckOut).toBe(false);
  });

  it.each([
    ['receipt', 'application/pdf', true],
    ['receipt', 'image/jpeg', true],
    ['photo', 'application/pdf', false],
    ['photo', 'image/png', true],
    ['receipt', 'image/gif', false],
  ] as const)('%s of type %s allowed: %s', (kind, type, allowed) => {
    expect(isAllowedTripFile(kind, type)).toBe(allowed);
  });
});
