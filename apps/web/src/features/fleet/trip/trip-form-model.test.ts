import type { ObjectAttribute } from '@buchbar/domain/fleet/attribute-conditions';
import type { TripEntryContext } from '@buchbar/domain/fleet/trip-readings';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_TRIP_FORM,
  hasPendingUploads,
  levelFields,
  refusalMessage,
  serverTripErrors,
  type TripFormValues,
  toTripBody,
  validateTripForm,
} from './trip-form-model';

const note: ObjectAttribute = {
  id: 'a-note',
  object: 'FAHRZEUG_VERLAUF',
  type: 'TEXT',
  label: 'Tankkarte benutzt',
  choices: [],
  conditions: [{ type: 'MANDATORY', dependentAttributeId: null, value: null }],
};
const ctx = (over: Partial<TripEntryContext> = {}): TripEntryContext => ({
  type: 'CHECK_OUT',
  lastMileage: 12345,
  cleanlinessStates: ['sauber', 'leicht verschmutzt', 'stark verschmutzt'],
  historyAttributes: [],
  acceptBeforeCheckOut: false,
  ...over,
});
const form = (over: Partial<TripFormValues> = {}): TripFormValues => ({ ...EMPTY_TRIP_FORM, ...over });
const valid = form({
  mileage: 12400,
  fuelPercent: 50,
  cleanlinessInside: 'sauber',
  cleanlinessOutside: 'sauber',
});

describe('validateTripForm (the domain validateTripEntry at the fields)', () => {
  it('accepts a complete check-out', () => {
    expect(validateTripForm(valid, ctx(), 'de', '?')).toEqual({});
  });

  it('names the last reading when the mileage is below it', () => {
    const errors = validateTripForm({ ...valid, mileage: 12000 }, ctx(), 'de', '?');
    expect(errors.mileage).toContain('12345');
    expect(validateTripForm({ ...valid, mileage: 12000 }, ctx(), 'en', '?').mileage).toContain('12345');
  });

  it('marks each field: fuel 101, missing cleanliness at check-out, empty damage description', () => {
    const errors = validateTripForm(
      form({
        mileage: 12400,
        fuelPercent: 101,
        damages: [{ key: 'd', description: ' ', photos: [] }],
      }),
      ctx(),
      'en',
      '?',
    );
    expect(Object.keys(errors).sort()).toEqual([
      'cleanlinessInside',
      'cleanlinessOutside',
      'damages.0.description',
      'fuelPercent',
    ]);
  });

  it('shows the form’s own text for a code where it asks so (the side is clear at the field)', () => {
    const errors = validateTripForm(form({ mileage: 12400 }), ctx(), 'de', '?', {
      TRIP_CLEANLINESS_MISSING: 'Bitte wählen.',
    });
    expect(errors.cleanlinessInside).toBe('Bitte wählen.');
    expect(errors.cleanlinessOutside).toBe('Bitte wählen.');
  });

  it('does not require cleanliness at check-in', () => {
    expect(validateTripForm(form({ mileage: 12345 }), ctx({ type: 'CHECK_IN' }), 'de', '?')).toEqual({});
  });

  it('puts a missing mandatory attribute at that attribute, and asks to accept when configured', () => {
    const errors = validateTripForm(
      valid,
      ctx({ historyAttributes: [note], acceptBeforeCheckOut: true }),
      'de',
      '?',
    );
    expect(errors['attributes.a-note']).toBe('Bitte füllen Sie alle Pflichtfelder aus.');
    expect(errors.conditionAccepted).toBeDefined();
    const fixed = { ...valid, attributes: { 'a-note': 'ja' }, conditionAccepted: true };
    expect(
      validateTripForm(fixed, ctx({ historyAttributes: [note], acceptBeforeCheckOut: true }), 'de', '?'),
    ).toEqual({});
  });
});

describe('toTripBody', () => {
  it('references only finished uploads and sends conditionAccepted only at check-out', () => {
    const values = form({
      mileage: 1,
      damages: [
        {
          key: 'd',
          description: 'Kratzer',
          photos: [
            { key: 'p1', label: 'a.jpg', status: 'done', progress: 100, fileName: 'trip-x-1.jpg' },
            { key: 'p2', label: 'b.jpg', status: 'error', progress: 0, error: 'zu groß' },
          ],
        },
      ],
    });
    expect(toTripBody(values, 'CHECK_OUT')).toMatchObject({
      mileage: 1,
      fuelPercent: null,
      cleanlinessInside: null,
      damages: [{ description: 'Kratzer', photos: ['trip-x-1.jpg'] }],
      conditionAccepted: false,
    });
    expect(toTripBody(values, 'CHECK_IN')).not.toHaveProperty('conditionAccepted');
    expect(hasPendingUploads(values)).toBe(false);
    expect(
      hasPendingUploads(
        form({ receipts: [{ key: 'r', label: 'r.pdf', status: 'uploading', progress: 10 }] }),
      ),
    ).toBe(true);
  });
});

/** The shape of lib/api-error's ApiError (status, code, translated message, details). */
class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

describe('serverTripErrors', () => {
  it('puts 422 refusals at their fields (file refusals at their list)', () => {
    const error = new ApiError(422, 'TRIP_MILEAGE_BELOW_LAST', 'unter 500', {
      refusals: [
        { field: 'mileage', code: 'TRIP_MILEAGE_BELOW_LAST', message: 'unter 500' },
        { field: 'damages.0.photos.1', code: 'TRIP_FILE_UNKNOWN', message: 'unbekannt' },
      ],
    });
    expect(serverTripErrors(error, 'de')).toEqual({
      fields: { mileage: 'unter 500', 'damages.0.photos': 'unbekannt' },
      general: null,
    });
  });

  it('shows a refusal of the step (not approved) as one message', () => {
    const text = 'Check-in ist nicht möglich, da die Buchung nicht freigegeben wurde.';
    expect(serverTripErrors(new ApiError(422, 'CHECK_IN_NOT_APPROVED', text), 'de')).toEqual({
      fields: {},
      general: text,
    });
    expect(refusalMessage('CHECK_IN_NOT_APPROVED', {}, 'de', '?')).toBe(text);
  });
});

describe('levelFields', () => {
  it.each([
    ['BENZIN', { fuel: true, charge: false }],
    ['ELEKTRO', { fuel: false, charge: true }],
    ['PLUGIN_HYBRID', { fuel: true, charge: true }],
    [undefined, { fuel: true, charge: false }],
  ])('%s', (fuelType, expected) => expect(levelFields(fuelType)).toEqual(expected));
});
