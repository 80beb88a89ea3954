import { describe, expect, it } from 'vitest';
import type { Vehicle, VehicleAttribute } from '../api/get-vehicles';
import {
  cardValues,
  defaultSearch,
  favouriteIds,
  searchWindow,
  toDomainAttributes,
  toggleFavourite,
} from './vehicle-list-model';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const C = '00000000-0000-4000-8000-00000000000c';
const D = '00000000-0000-4000-8000-00000000000d';
const FUEL_CARD = '00000000-0000-4000-8202-000000000001';
const NOTE = '00000000-0000-4000-8202-000000000002';

function vehicle(id: string, extra: Partial<Vehicle> = {}): Vehicle {
  return {
    id,
    locationId: 'main',
    locationName: 'Hauptgebäude',
    category: 'Kleinwagen',
    make: 'Opel',
    model: 'Corsa',
    licencePlate: 'B-X 1',
    attributes: [],
    ...extra,
  } as Vehicle;
}
const _bookable = (ok: boolean) => ({ bookable: ok, reasons: [], needsApproval: false, approvalReasons: [] });

const ATTRIBUTES: VehicleAttribute[] = [
  {
    id: FUEL_CARD,
    object: 'FAHRZEUG',
    type: 'RADIOS',
    label: 'Tankkarte',
    choices: [
      { key: 'ja', text: 'Ja' },
      { key: 'nein', text: 'Nein' },
    ],
    position: 0,
    conditions: [
      { type: 'SHOW_CARD', dependentAttributeId: null, value: null },
      { type: 'SHOW_FILTER', dependentAttributeId: null, value: null },
    ],
  },
  { id: NOTE, object: 'FAHRZEUG', type: 'TEXT', label: 'Hinweis', choices: [], position: 1, conditions: [] },
  { id: D, object: 'FAHRZEUG', type: 'SLIDER', label: 'Unbekannt', choices: [], position: 2, conditions: [] },
];
const domain = toDomainAttributes(ATTRIBUTES);

describe('vehicle list model', () => {
  it('drops attributes of unknown type and shows SHOW_CARD values with their choice text', () => {
    expect(domain.map((a) => a.id)).toEqual([FUEL_CARD, NOTE]);
    const v = vehicle(A, {
      attributes: [
        { attributeId: FUEL_CARD, value: 'ja' },
        { attributeId: NOTE, value: 'nur intern' },
      ],
    });
    expect(cardValues(domain, v)).toEqual([{ id: FUEL_CARD, label: 'Tankkarte', text: 'Ja' }]);
    expect(cardValues(domain, vehicle(B))).toEqual([]);
  });

  it.each([
    {
      input: { date: '2026-11-24', from: '10:00', to: '12:00' },
      from: '2026-11-24T10:00:00+01:00',
      to: '2026-11-24T12:00:00+01:00',
    },
    {
      input: { date: '2026-07-01', from: '08:15', to: '17:45' },
      from: '2026-07-01T08:15:00+02:00',
      to: '2026-07-01T17:45:00+02:00',
    },
    // DST days in Berlin: the spring gap pushes 02:30 to 03:30 CEST; in autumn 02:30 is the first (CEST) one.
    {
      input: { date: '2026-03-29', from: '01:00', to: '04:00' },
      from: '2026-03-29T01:00:00+01:00',
      to: '2026-03-29T04:00:00+02:00',
    },
    {
      input: { date: '2026-10-25', from: '02:30', to: '03:30' },
      from: '2026-10-25T02:30:00+02:00',
      to: '2026-10-25T03:30:00+01:00',
    },
  ])('turns $input into Berlin instants', ({ input, from, to }) => {
    expect(searchWindow(input)).toEqual({ ok: true, window: { from, to } });
  });

  it.each([
    { input: { date: '2026-02-30', from: '10:00', to: '12:00' }, error: 'invalidDate' },
    { input: { date: '', from: '10:00', to: '12:00' }, error: 'invalidDate' },
    { input: { date: '2026-11-24', from: '12:00', to: '12:00' }, error: 'invalidRange' },
    { input: { date: '2026-11-24', from: '12:00', to: '10:00' }, error: 'invalidRange' },
    { input: { date: '2026-11-24', from: '', to: '10:00' }, error: 'invalidRange' },
  ])('refuses $input', ({ input, error }) => {
    expect(searchWindow(input)).toEqual({ ok: false, error });
  });

  it('defaults to tomorrow in Berlin 10:00–12:00 (also just after midnight Berlin, still the previous UTC day)', () => {
    expect(defaultSearch(Date.parse('2026-11-23T12:00:00Z'))).toEqual({
      date: '2026-11-24',
      from: '10:00',
      to: '12:00',
    });
    expect(defaultSearch(Date.parse('2026-11-23T23:30:00Z')).date).toBe('2026-11-25');
  });

  it('toggles a favourite and keeps every other stored id, also those not shown', () => {
    expect(toggleFavourite([A], B)).toEqual([A, B]);
    expect(toggleFavourite([A, B], A)).toEqual([B]);
    expect(toggleFavourite([D, A], C)).toEqual([D, A, C]);
    expect(toggleFavourite([D, A], D)).toEqual([A]);
    expect(favouriteIds([A, 3, null, B])).toEqual([A, B]);
    expect(favouriteIds('x')).toEqual([]);
  });
});
