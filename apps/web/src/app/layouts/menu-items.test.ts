import { describe, expect, it } from 'vitest';
import type { Me } from '../../lib/session';
import { buildMenuItems } from './menu-items';

function me(platformAdmin: boolean): Me {
  return {
    user: { id: 'u1', email: 'a@demo.example', firstName: 'A', lastName: 'B', platformAdmin, language: null },
    tenant: { id: 't1', name: 'Demo GmbH' },
    permissions: [],
  };
}

describe('buildMenuItems', () => {
  it.each([
    { name: 'signed out', session: undefined, expected: ['/'] },
    { name: 'regular user', session: me(false), expected: ['/'] },
    { name: 'platform admin', session: me(true), expected: ['/', '/admin/postfach'] },
  ])('$name', ({ session, expected }) => {
    expect(buildMenuItems(session).map((item) => item.to)).toEqual(expected);
  });
});
