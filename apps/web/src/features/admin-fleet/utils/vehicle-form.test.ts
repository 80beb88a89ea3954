import { describe, expect, it } from 'vitest';
import type { VehicleAttribute } from '../api/vehicles';
import { checkAttributes, toDomainAttributes, toFormValues, toVehicleBody } from './vehicle-form';

const TYRES = '00000000-0000-4000-8202-000000000001';
const PLACE = '00000000-0000-4000-8202-000000000002';
const attributes: VehicleAttribute[] = [
  {
    id: TYRES,
    object: 'FAHRZEUG',
    type: 'DROPDOWN',
    label: 'Tankkarte',
    choices: [
      { key: 'ja', text: 'Ja' },
      { key: 'nein', text: 'Nein' },
    ],
    position: 0,
    conditions: [{ type: 'MANDATORY', dependentAttributeId: null, value: null }],
  },
  {
    id: PLACE,
    object: 'FAHRZEUG',
    type: 'TEXT',
    label: 'Ort der Karte',
    choices: [],
    position: 1,
    conditions: [
      { type: 'SHOW_IF', dependentAttributeId: TYRES, value: 'ja' },
      { type: 'MANDATORY', dependentAttributeId: null, value: null },
    ],
  },
];
const messages = { mandatory: 'Bitte füllen Sie alle Pflichtfelder aus.', invalid: 'ungültig' };

describe('vehicle form', () => {
  it('turns empty numbers, dates and times into null and sorts the weekdays', () => {
    const values = {
      ...toFormValues(undefined),
      make: ' VW ',
      bookingWeekdays: ['5', '1'],
      seats: 5 as const,
    };
    const body = toVehicleBody(values, {});
    expect(body).toMatchObject({
      make: 'VW',
      validFrom: null,
      powerKw: null,
      seats: 5,
      bookingFrom: null,
      bookingWeekdays: [1, 5],
      requiredLicenceClass: null,
    });
  });

  const cases = [
    { name: 'missing mandatory dropdown', values: {}, errors: [TYRES] },
    { name: 'shown dependent text missing', values: { [TYRES]: 'ja' }, errors: [PLACE] },
    { name: 'hidden dependent ignored and dropped', values: { [TYRES]: 'nein', [PLACE]: 'x' }, errors: [] },
    { name: 'complete', values: { [TYRES]: 'ja', [PLACE]: 'Handschuhfach' }, errors: [] },
  ];
  it.each(cases)('attributes: $name', ({ values, errors }) => {
    const result = checkAttributes(toDomainAttributes(attributes), values, messages);
    if (errors.length === 0) expect(result.ok).toBe(true);
    else
      expect(result).toEqual({
        ok: false,
        errors: Object.fromEntries(errors.map((id) => [`attributes.${id}`, messages.mandatory])),
      });
  });

  it('drops the value of a hidden attribute', () => {
    const result = checkAttributes(
      toDomainAttributes(attributes),
      { [TYRES]: 'nein', [PLACE]: 'x' },
      messages,
    );
    expect(result).toEqual({ ok: true, values: { [TYRES]: 'nein' } });
  });
});
