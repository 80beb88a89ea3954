import { describe, expect, it } from 'vitest';
import { listFleetAdminPages } from './fleet-admin-pages';
import type { Me } from './session';

function me(permissions: string[]): Me {
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
    isAdmin: permissions.length > 0,
  };
}

describe('listFleetAdminPages', () => {
  it.each([
    { session: undefined, expected: [] },
    { session: me(['fahrzeug_buchen', 'fahrzeug_fremdbuchung']), expected: [] },
    { session: me(['objekt_pflege']), expected: [] },
    { session: me(['fahrzeug_pflege']), expected: ['/admin/fahrzeuge'] },
  ])('$session.permissions -> $expected', ({ session, expected }) => {
    expect(listFleetAdminPages(session).map((page) => page.path)).toEqual(expected);
  });
});
