import { describe, expect, it } from 'vitest';
import type { Me } from './session';
import { listSpaceAdminPages, showsUtilisation } from './space-admin-pages';

function me(permissions: string[], isAdmin = permissions.length > 0): Me {
  return {
    user: {
      id: 'u1',
      email: 'a@demo.example',
      firstName: 'A',
      lastName: 'B',
      platformAdmin: false,
      language: null,
    },
    tenant: { id: 't1', name: 'Demo GmbH' },
    permissions,
    isAdmin,
  };
}

describe('listSpaceAdminPages', () => {
  it.each([
    { session: undefined, expected: [] },
    { session: me(['fahrzeug_buchen'], false), expected: [] },
    { session: me(['ausstattungs_pflege']), expected: ['/admin/raeume'] },
    { session: me(['objekt_pflege']), expected: ['/admin/lokationen'] },
    { session: me(['oeffnungszeiten_pflege']), expected: ['/admin/oeffnungszeiten'] },
    { session: me(['fahrzeug_pflege']), expected: [] },
    {
      session: me(['ausstattungs_pflege', 'objekt_pflege', 'oeffnungszeiten_pflege']),
      expected: ['/admin/raeume', '/admin/lokationen', '/admin/oeffnungszeiten'],
    },
  ])('$session.permissions -> $expected', ({ session, expected }) => {
    expect(listSpaceAdminPages(session).map((page) => page.path)).toEqual(expected);
  });
});

describe('showsUtilisation', () => {
  it('follows the server-decided isAdmin flag', () => {
    expect(showsUtilisation(me(['fahrzeug_pflege'], true))).toBe(true);
    expect(showsUtilisation(me(['fahrzeug_buchen'], false))).toBe(false);
    expect(showsUtilisation(undefined)).toBe(false);
  });
});
