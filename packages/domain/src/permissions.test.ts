import { describe, expect, it } from 'vitest';
import {
  grantsPermission,
  isAdmin,
  PERMISSION_CATALOGUE,
  PERMISSION_NAMES,
  type PermissionName,
  parsePermissionName,
  resolveEffectivePermissions,
} from './permissions';

describe('catalogue', () => {
  it('lists the 14 permissions of spec 6, boolean, default false, with de and en texts', () => {
    expect(PERMISSION_CATALOGUE).toHaveLength(14);
    expect(new Set(PERMISSION_NAMES).size).toBe(14);
    for (const p of PERMISSION_CATALOGUE) {
      expect(p).toMatchObject({
        type: 'boolean',
        default: false,
        descriptionKey: `permissions.${p.name}.description`,
      });
      expect(p.description.de.length).toBeGreaterThan(0);
      expect(p.description.en.length).toBeGreaterThan(0);
    }
  });

  it.each([
    ['fahrzeug_buchen', true],
    ['Fahrzeug_Buchen', false],
    ['admin', false],
  ])('parsePermissionName(%s) ok: %s', (value, known) => {
    expect(parsePermissionName(value).ok).toBe(known);
    if (!known)
      expect(parsePermissionName(value)).toMatchObject({ code: 'UNKNOWN_PERMISSION', details: { value } });
  });
});

describe('grantsPermission (spec 6: held if the value is the text true)', () => {
  it.each([
    [true, true],
    ['true', true],
    ['TRUE', false],
    ['false', false],
    [false, false],
    [1, false],
    [null, false],
  ])('%j -> %s', (value, held) => {
    expect(grantsPermission(value)).toBe(held);
  });
});

describe('resolveEffectivePermissions', () => {
  const bookerRole = { permissions: [{ name: 'fahrzeug_buchen', value: 'true' }] };
  const approverRole = {
    permissions: [
      { name: 'fahrzeug_freigabe_von_sonderfahrten', value: true },
      { name: 'fahrzeug_buchen', value: 'false' },
    ],
  };

  it.each<[string, Parameters<typeof resolveEffectivePermissions>[0], PermissionName[]]>([
    ['nothing', {}, []],
    ['direct only', { direct: [{ name: 'benutzer_pflegen', value: 'true' }] }, ['benutzer_pflegen']],
    ['direct false is no grant', { direct: [{ name: 'benutzer_pflegen', value: 'false' }] }, []],
    ['from a role', { roles: [bookerRole] }, ['fahrzeug_buchen']],
    ['from a group role', { groups: [{ roles: [approverRole] }] }, ['fahrzeug_freigabe_von_sonderfahrten']],
    [
      'a direct false does not cancel a role true (any true wins)',
      { direct: [{ name: 'fahrzeug_buchen', value: false }], roles: [bookerRole] },
      ['fahrzeug_buchen'],
    ],
    [
      'a group role false does not cancel a role true',
      { roles: [bookerRole], groups: [{ roles: [approverRole] }] },
      ['fahrzeug_freigabe_von_sonderfahrten', 'fahrzeug_buchen'],
    ],
    ['unknown names are ignored', { direct: [{ name: 'root', value: 'true' }] }, []],
  ])('%s', (_label, input, expected) => {
    expect(resolveEffectivePermissions(input)).toEqual(expected);
  });
});

describe('isAdmin (spec 6)', () => {
  it.each<[PermissionName[], boolean]>([
    [[], false],
    [['fahrzeug_buchen', 'buchung_pflege', 'fahrzeug_fuehrerscheinpruefung'], false],
    [['oeffnungszeiten_pflege'], true],
    [['benutzer_pflegen'], true],
    [['berechtigungs_pflege'], true],
    [['ausstattungs_pflege'], true],
    [['objekt_pflege'], true],
    [['fahrzeug_pflege'], true],
    [['customizing_mandant_pflege'], true],
  ])('%j -> %s', (perms, admin) => {
    expect(isAdmin(perms)).toBe(admin);
  });
});
