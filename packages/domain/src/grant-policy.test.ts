import { describe, expect, it } from 'vitest';
import {
  canChangeGrantSource,
  canChangeGrants,
  canManageUser,
  type GrantActor,
  grantedBy,
  isSubset,
  permissionsBeyond,
  permissionsChanged,
  permissionsGained,
  setChange,
} from './grant-policy';
import type { PermissionName } from './permissions';

const userCare: GrantActor = { userId: 'u', permissions: ['benutzer_pflegen'] };
const grantCare: GrantActor = { userId: 'g', permissions: ['berechtigungs_pflege', 'fahrzeug_buchen'] };
const full: GrantActor = {
  userId: 'a',
  permissions: ['benutzer_pflegen', 'berechtigungs_pflege', 'objekt_pflege', 'fahrzeug_buchen'],
};

describe('set helpers', () => {
  it.each([
    [[], [], true],
    [[], ['a'], true],
    [['a'], ['a', 'b'], true],
    [['a', 'c'], ['a', 'b'], false],
    [['a'], [], false],
  ])('isSubset(%j, %j) = %s', (part, whole, expected) => {
    expect(isSubset(part, whole)).toBe(expected);
  });

  it.each<[PermissionName[], PermissionName[], PermissionName[]]>([
    [[], ['objekt_pflege'], ['objekt_pflege']],
    [['objekt_pflege'], ['objekt_pflege'], []],
    [['objekt_pflege', 'fahrzeug_buchen'], ['fahrzeug_buchen', 'fahrzeug_buchen'], []],
    [['objekt_pflege'], [], []],
  ])('permissionsGained(%j -> %j) = %j', (before, after, gained) => {
    expect(permissionsGained(before, after)).toEqual(gained);
  });

  it('permissionsBeyond lists what the holder lacks, once each', () => {
    expect(
      permissionsBeyond(['objekt_pflege', 'objekt_pflege', 'fahrzeug_buchen'], ['fahrzeug_buchen']),
    ).toEqual(['objekt_pflege']);
  });

  it('permissionsChanged is the symmetric difference', () => {
    expect(
      permissionsChanged(['objekt_pflege', 'fahrzeug_buchen'], ['fahrzeug_buchen', 'buchung_pflege']),
    ).toEqual(['buchung_pflege', 'objekt_pflege']);
  });

  it('grantedBy keeps known names whose value is true', () => {
    expect(
      grantedBy([
        { name: 'objekt_pflege', value: 'true' },
        { name: 'fahrzeug_buchen', value: 'false' },
        { name: 'fliegen', value: 'true' },
        { name: 'buchung_pflege', value: true },
      ]),
    ).toEqual(['objekt_pflege', 'buchung_pflege']);
  });

  it('setChange names added and removed members', () => {
    expect(setChange(['a', 'b'], ['b', 'c', 'c'])).toEqual({ added: ['c'], removed: ['a'] });
  });
});

describe('canManageUser (issue 8.2: not the platform admin, nobody stronger)', () => {
  it.each<
    [
      string,
      GrantActor,
      { userId: string; permissions: PermissionName[]; platformAdmin: boolean },
      string | true,
    ]
  >([
    ['self', userCare, { userId: 'u', permissions: ['benutzer_pflegen'], platformAdmin: false }, true],
    ['weaker user', full, { userId: 't', permissions: ['fahrzeug_buchen'], platformAdmin: false }, true],
    ['equal user', full, { userId: 't', permissions: [...full.permissions], platformAdmin: false }, true],
    ['user without permissions', userCare, { userId: 't', permissions: [], platformAdmin: false }, true],
    [
      'stronger user',
      userCare,
      { userId: 't', permissions: ['benutzer_pflegen', 'objekt_pflege'], platformAdmin: false },
      'TARGET_STRONGER',
    ],
    [
      'platform admin without tenant permissions',
      full,
      { userId: 'p', permissions: [], platformAdmin: true },
      'TARGET_PLATFORM_ADMIN',
    ],
    [
      'platform admin by another platform admin',
      { ...full, platformAdmin: true },
      { userId: 'p', permissions: [], platformAdmin: true },
      true,
    ],
  ])('%s', (_, actor, target, expected) => {
    const result = canManageUser(actor, target);
    if (expected === true) expect(result.ok).toBe(true);
    else expect(result).toMatchObject({ ok: false, code: expected });
  });

  it('names the permissions that make the target stronger', () => {
    expect(
      canManageUser(userCare, {
        userId: 't',
        permissions: ['objekt_pflege', 'benutzer_pflegen'],
        platformAdmin: false,
      }),
    ).toEqual({ ok: false, code: 'TARGET_STRONGER', details: { permissions: ['objekt_pflege'] } });
  });
});

describe('canChangeGrants (issue 8.1: nobody grants what they do not hold)', () => {
  it.each<[string, GrantActor, string, PermissionName[], boolean, string | true]>([
    ['nothing changed, any actor', userCare, 'u', ['objekt_pflege'], false, true],
    ['user care alone cannot assign', userCare, 't', [], true, 'GRANT_NEEDS_PERMISSION_CARE'],
    [
      'user care alone cannot grant itself',
      userCare,
      'u',
      ['berechtigungs_pflege'],
      true,
      'GRANT_NEEDS_PERMISSION_CARE',
    ],
    ['own grants, even held ones', full, 'a', ['fahrzeug_buchen'], true, 'OWN_GRANTS'],
    ['a held permission to another user', grantCare, 't', ['fahrzeug_buchen'], true, true],
    [
      'a role with a permission not held',
      grantCare,
      't',
      ['fahrzeug_buchen', 'objekt_pflege'],
      true,
      'GRANT_EXCEEDS_OWN',
    ],
    ['removing a membership that touches nothing', grantCare, 't', [], true, true],
    ['full admin grants what they hold', full, 't', ['objekt_pflege', 'benutzer_pflegen'], true, true],
  ])('%s', (_, actor, targetUserId, touched, changed, expected) => {
    const result = canChangeGrants({ actor, targetUserId, touched, changed });
    if (expected === true) expect(result.ok).toBe(true);
    else expect(result).toMatchObject({ ok: false, code: expected });
  });

  it('names the permissions beyond the actor', () => {
    expect(
      canChangeGrants({ actor: grantCare, targetUserId: 't', touched: ['objekt_pflege'], changed: true }),
    ).toEqual({
      ok: false,
      code: 'GRANT_EXCEEDS_OWN',
      details: { permissions: ['objekt_pflege'] },
    });
  });
});

describe('canChangeGrantSource (roles and groups reach every member)', () => {
  it.each<[string, GrantActor, PermissionName[], string | true]>([
    ['rename: touches nothing', grantCare, [], true],
    ['add a held permission', grantCare, ['fahrzeug_buchen'], true],
    ['add a permission not held', grantCare, ['objekt_pflege'], 'GRANT_EXCEEDS_OWN'],
    ['remove (or delete) a permission not held', grantCare, ['benutzer_pflegen'], 'GRANT_EXCEEDS_OWN'],
    ['without berechtigungs_pflege', userCare, [], 'GRANT_NEEDS_PERMISSION_CARE'],
  ])('%s', (_, actor, touched, expected) => {
    const result = canChangeGrantSource({ actor, touched });
    if (expected === true) expect(result.ok).toBe(true);
    else expect(result).toMatchObject({ ok: false, code: expected });
  });
});
