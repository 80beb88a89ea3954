import { describe, expect, it } from 'vitest';
import type { Me } from '../../lib/session';
import { buildMenuItems, type MenuItem } from './menu-items';

const ADMIN_PERMISSIONS = [
  'benutzer_pflegen',
  'berechtigungs_pflege',
  'customizing_mandant_pflege',
  'ausstattungs_pflege',
  'objekt_pflege',
  'oeffnungszeiten_pflege',
  'fahrzeug_pflege',
];

function me(permissions: string[], platformAdmin = false): Me {
  return {
    user: { id: 'u1', email: 'a@demo.example', firstName: 'A', lastName: 'B', platformAdmin, language: null },
    tenant: { id: 't1', name: 'Demo GmbH' },
    permissions,
  };
}

/** "label -> children labels" so a failing case shows the whole menu. */
function outline(items: MenuItem[]): string[] {
  return items.map((item) =>
    item.children ? `${item.to} [${item.children.map((c) => c.to).join(' ')}]` : item.to,
  );
}

// The demo roles of the seed (README): what each one's main menu must hold, no more.
describe('buildMenuItems by role', () => {
  it.each([
    { role: 'signed out', session: undefined, expected: ['/'] },
    { role: 'booker', session: me(['fahrzeug_buchen']), expected: ['/', '/fahrzeuge'] },
    {
      role: 'approver',
      session: me(['fahrzeug_buchen', 'fahrzeug_freigabe_von_sonderfahrten']),
      expected: ['/', '/fahrzeuge'],
    },
    { role: 'examiner', session: me(['fahrzeug_fuehrerscheinpruefung']), expected: ['/'] },
    {
      role: 'fleet manager',
      session: me([
        'fahrzeug_pflege',
        'fahrzeug_fremdbuchung',
        'fahrzeug_logbuch_report',
        'fahrzeug_gastbuchung',
      ]),
      expected: ['/', '/admin [/admin/protokoll /admin/fahrzeuge]'],
    },
    {
      role: 'tenant admin',
      session: me(ADMIN_PERMISSIONS),
      expected: [
        '/',
        '/admin [/admin/benutzer /admin/rollen /admin/gruppen /admin/einstellungen /admin/protokoll /admin/raeume /admin/lokationen /admin/oeffnungszeiten /admin/fahrzeuge]',
      ],
    },
    {
      role: 'platform administrator',
      session: me([], true),
      expected: ['/', '/admin [/admin/mandanten /admin/postfach]'],
    },
    {
      role: 'platform administrator who is also tenant admin',
      session: me(ADMIN_PERMISSIONS, true),
      expected: [
        '/',
        '/admin [/admin/benutzer /admin/rollen /admin/gruppen /admin/einstellungen /admin/mandanten /admin/protokoll /admin/postfach /admin/raeume /admin/lokationen /admin/oeffnungszeiten /admin/fahrzeuge]',
      ],
    },
    {
      role: 'user manager only',
      session: me(['benutzer_pflegen']),
      expected: ['/', '/admin [/admin/benutzer /admin/protokoll]'],
    },
    {
      role: 'opening hours only (settings by the spec 5 guard)',
      session: me(['oeffnungszeiten_pflege']),
      expected: ['/', '/admin [/admin/einstellungen /admin/protokoll /admin/oeffnungszeiten]'],
    },
    { role: 'unknown permission names are ignored', session: me(['gibt_es_nicht']), expected: ['/'] },
  ])('$role', ({ session, expected }) => {
    expect(outline(buildMenuItems(session))).toEqual(expected);
  });

  it('labels the admin entries with admin texts and keeps the existing mailbox text', () => {
    const admin = buildMenuItems(me(ADMIN_PERMISSIONS, true)).find((item) => item.to === '/admin');
    expect(admin?.label).toBe('admin:nav.admin');
    expect(admin?.children?.map((c) => c.label)).toContain('nav.mailbox');
    expect(admin?.children?.map((c) => c.label)).toContain('admin:nav.users');
  });
});

describe('buildMenuItems space products', () => {
  it.each([
    { products: ['lesesaal', 'arbeitswelt'], expected: ['/', '/fahrzeuge', '/lesesaal', '/arbeitswelt'] },
    { products: ['arbeitswelt'], expected: ['/', '/fahrzeuge', '/arbeitswelt'] },
    { products: [], expected: ['/', '/fahrzeuge'] },
  ])('offers $products', ({ products, expected }) => {
    const session = { ...me(['fahrzeug_buchen']), settings: { 'spaces.products': products } };
    expect(outline(buildMenuItems(session))).toEqual(expected);
  });

  it('labels the entries with the spaces texts', () => {
    const session = { ...me([]), settings: { 'spaces.products': ['lesesaal'] } };
    expect(buildMenuItems(session)[1]?.label).toBe('spaces:nav.lesesaal');
  });
});

describe('buildMenuItems office utilisation', () => {
  it('offers office utilisation to admins (isAdmin decided by the server) before the admin menu', () => {
    const admin = { ...me(['ausstattungs_pflege', 'objekt_pflege']), isAdmin: true };
    expect(outline(buildMenuItems(admin))).toEqual([
      '/',
      '/auslastung',
      '/admin [/admin/einstellungen /admin/protokoll /admin/raeume /admin/lokationen]',
    ]);
    expect(buildMenuItems(admin).find((item) => item.to === '/auslastung')?.label).toBe('nav.utilisation');
    expect(outline(buildMenuItems({ ...me(['fahrzeug_buchen']), isAdmin: false }))).toEqual([
      '/',
      '/fahrzeuge',
    ]);
  });
});

describe('buildMenuItems vehicles', () => {
  it('offers the vehicle list (label nav.vehicles) only with fahrzeug_buchen', () => {
    const booker = buildMenuItems(me(['fahrzeug_buchen'])).find((item) => item.to === '/fahrzeuge');
    expect(booker).toEqual({ to: '/fahrzeuge', label: 'nav.vehicles', end: false });
    const others = [me(['fahrzeug_pflege', 'fahrzeug_fremdbuchung']), me([], true), undefined];
    for (const session of others) {
      expect(buildMenuItems(session).some((item) => item.to === '/fahrzeuge')).toBe(false);
    }
  });
});
