import { describe, expect, it } from 'vitest';
import { resolveStartPath, type StartPageInput } from './start-page';

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
