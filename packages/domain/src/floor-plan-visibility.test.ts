import { describe, expect, it } from 'vitest';
import { mayReadFloorPlan, seesInactiveFloorPlans } from './floor-plan-visibility';
import type { PermissionName } from './permissions';

describe('floor plan visibility', () => {
  it.each<[string, PermissionName[], boolean, boolean]>([
    ['a booker', ['fahrzeug_buchen'], false, false],
    ['nobody (kiosk device)', [], false, false],
    ['a user admin', ['benutzer_pflegen', 'berechtigungs_pflege'], false, false],
    ['a fleet manager', ['fahrzeug_pflege'], false, false],
    ['a booking admin', ['buchung_pflege'], false, false],
    ['object care', ['objekt_pflege'], false, true],
    ['equipment care', ['ausstattungs_pflege'], false, true],
    ['opening-hours care', ['oeffnungszeiten_pflege'], false, true],
    ['the platform administrator', [], true, true],
  ])('%s sees inactive plans: %s', (_who, permissions, platformAdmin, expected) => {
    const viewer = { permissions, platformAdmin };
    expect(seesInactiveFloorPlans(viewer)).toBe(expected);
    expect(mayReadFloorPlan({ active: false }, viewer)).toBe(expected);
    expect(mayReadFloorPlan({ active: true }, viewer)).toBe(true);
  });
});
