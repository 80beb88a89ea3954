import { describe, expect, it } from 'vitest';
import { type ResetTarget, resolveResetTarget, resolveStartPath, type StartPageInput } from './start-page';

describe('resolveStartPath (spec 2 "/")', () => {
  it.each<{ name: string; input: StartPageInput; expected: string | null }>([
    {
      name: 'default (vehicles), user may book vehicles',
      input: { startPage: 'fahrzeuge', canBookVehicles: true, offeredProducts: ['lesesaal'] },
      expected: '/fahrzeuge',
    },
    {
      name: 'default (vehicles), no vehicle booking, reading room offered',
      input: { startPage: 'fahrzeuge', canBookVehicles: false, offeredProducts: ['arbeitswelt', 'lesesaal'] },
      expected: '/lesesaal',
    },
    {
      name: 'default (vehicles), no vehicle booking, only the work place offered',
      input: { startPage: 'fahrzeuge', canBookVehicles: false, offeredProducts: ['arbeitswelt'] },
      expected: '/arbeitswelt',
    },
    {
      name: 'default (vehicles), no vehicle booking, nothing offered: welcome page',
      input: { startPage: 'fahrzeuge', canBookVehicles: false, offeredProducts: [] },
      expected: null,
    },
    {
      name: 'reading room configured and offered wins over vehicles',
      input: { startPage: 'lesesaal', canBookVehicles: true, offeredProducts: ['lesesaal'] },
      expected: '/lesesaal',
    },
    {
      name: 'work place configured and offered',
      input: {
        startPage: 'arbeitswelt',
        canBookVehicles: false,
        offeredProducts: ['lesesaal', 'arbeitswelt'],
      },
      expected: '/arbeitswelt',
    },
    {
      name: 'reading room configured but not offered: vehicles',
      input: { startPage: 'lesesaal', canBookVehicles: true, offeredProducts: ['arbeitswelt'] },
      expected: '/fahrzeuge',
    },
    {
      name: 'reading room configured but not offered, no vehicle booking: other product',
      input: { startPage: 'lesesaal', canBookVehicles: false, offeredProducts: ['arbeitswelt'] },
      expected: '/arbeitswelt',
    },
    {
      name: 'setting missing (unknown value) behaves as the default',
      input: { startPage: undefined, canBookVehicles: true, offeredProducts: [] },
      expected: '/fahrzeuge',
    },
    {
      name: 'unknown products in spaces.products are ignored',
      input: { startPage: 'kantine', canBookVehicles: false, offeredProducts: ['kantine', 42] },
      expected: null,
    },
  ])('$name', ({ input, expected }) => {
    expect(resolveStartPath(input)).toBe(expected);
  });
});

describe('resolveResetTarget (spec 2: the error page returns to the reading room or the vehicles)', () => {
  const both = {
    startPage: 'fahrzeuge',
    canBookVehicles: true,
    offeredProducts: ['lesesaal', 'arbeitswelt'],
  };
  it.each<[string, StartPageInput & { currentPath: string }, ResetTarget]>([
    [
      'in the reading room: its map',
      { ...both, currentPath: '/lesesaal/liste' },
      { path: '/lesesaal/karte', area: 'lesesaal' },
    ],
    [
      'in the work places: their map',
      { ...both, currentPath: '/arbeitswelt/karte' },
      { path: '/arbeitswelt/karte', area: 'arbeitswelt' },
    ],
    [
      'at a vehicle: the vehicle list',
      { ...both, currentPath: '/fahrzeuge/123' },
      { path: '/fahrzeuge', area: 'fahrzeuge' },
    ],
    [
      'an admin page: the start page (vehicles)',
      { ...both, currentPath: '/admin/benutzer' },
      { path: '/fahrzeuge', area: 'fahrzeuge' },
    ],
    [
      'an admin page, start page reading room',
      { ...both, startPage: 'lesesaal', currentPath: '/admin' },
      { path: '/lesesaal/karte', area: 'lesesaal' },
    ],
    [
      'vehicles without fahrzeug_buchen: the reading room',
      { ...both, canBookVehicles: false, currentPath: '/fahrzeuge' },
      { path: '/lesesaal/karte', area: 'lesesaal' },
    ],
    [
      'a product the tenant does not offer: the start page',
      { ...both, offeredProducts: ['arbeitswelt'], currentPath: '/lesesaal/karte' },
      { path: '/fahrzeuge', area: 'fahrzeuge' },
    ],
    [
      'a look-alike path is not the product',
      { ...both, currentPath: '/lesesaalx' },
      { path: '/fahrzeuge', area: 'fahrzeuge' },
    ],
    [
      'nothing to use: the welcome page',
      { startPage: 'fahrzeuge', canBookVehicles: false, offeredProducts: [], currentPath: '/konto' },
      { path: '/', area: 'start' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(resolveResetTarget(input)).toEqual(expected);
  });
});
