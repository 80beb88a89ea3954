import { describe, expect, it } from 'vitest';
import { approvalBadgeCount } from '../../lib/fleet-approvals';
import type { Me } from '../../lib/session';
import { buildMenuItems, type MenuItem, menuNamespaces, passwordPath } from './menu-items';

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
      expected: ['/', '/fahrzeuge', '/fahrzeuge/freigaben'],
    },
    {
      role: 'examiner',
      session: me(['fahrzeug_fuehrerscheinpruefung']),
      expected: ['/', '/fahrzeuge/fuehrerschein'],
    },
    {
      role: 'fleet manager',
      session: me([
        'fahrzeug_pflege',
        'fahrzeug_fremdbuchung',
        'fahrzeug_logbuch_report',
        'fahrzeug_gastbuchung',
      ]),
      expected: [
        '/',
        '/admin [/admin/protokoll /admin/objektattribute /admin/fahrzeuge /fahrzeuge/uebersicht /fahrzeuge/fahrtenbuch /fahrzeuge/berichte]',
      ],
    },
    {
      role: 'tenant admin',
      session: me(ADMIN_PERMISSIONS),
      expected: [
        '/',
        '/admin [/admin/benutzer /admin/rollen /admin/gruppen /admin/einstellungen /admin/protokoll /admin/objektattribute /admin/raeume /admin/lokationen /admin/oeffnungszeiten /admin/fahrzeuge /fahrzeuge/uebersicht]',
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
        '/admin [/admin/benutzer /admin/rollen /admin/gruppen /admin/einstellungen /admin/mandanten /admin/protokoll /admin/postfach /admin/objektattribute /admin/raeume /admin/lokationen /admin/oeffnungszeiten /admin/fahrzeuge /fahrzeuge/uebersicht]',
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
  it('offers office utilisation to admins (isAdmin decided by the server) before the admin menu, the evaluation in it', () => {
    const admin = { ...me(['ausstattungs_pflege', 'objekt_pflege']), isAdmin: true };
    expect(outline(buildMenuItems(admin))).toEqual([
      '/',
      '/auslastung',
      '/admin [/admin/einstellungen /admin/protokoll /admin/raeume /admin/lokationen /auswertung]',
    ]);
    expect(buildMenuItems(admin).find((item) => item.to === '/auslastung')?.label).toBe('nav.utilisation');
    const adminMenu = buildMenuItems(admin).find((item) => item.to === '/admin');
    expect(adminMenu?.children?.find((item) => item.to === '/auswertung')?.label).toBe('nav.evaluation');
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

describe('buildMenuItems special-trip approvals', () => {
  it.each([
    { role: 'approver', permissions: ['fahrzeug_freigabe_von_sonderfahrten'], shown: true },
    { role: 'booker', permissions: ['fahrzeug_buchen'], shown: false },
    { role: 'fleet manager', permissions: ['fahrzeug_pflege', 'fahrzeug_fremdbuchung'], shown: false },
  ])('$role: entry with the pending-count badge shown = $shown', ({ permissions, shown }) => {
    const entry = buildMenuItems(me(permissions)).find((item) => item.to === '/fahrzeuge/freigaben');
    expect(entry !== undefined).toBe(shown);
    if (entry) expect(entry).toMatchObject({ label: 'nav.approvals', badge: 'approvals', end: false });
  });

  it('comes after the space products and before the admin menu', () => {
    const session = {
      ...me(['fahrzeug_freigabe_von_sonderfahrten', 'fahrzeug_pflege']),
      settings: { 'spaces.products': ['lesesaal'] },
    };
    expect(outline(buildMenuItems(session))).toEqual([
      '/',
      '/lesesaal',
      '/fahrzeuge/freigaben',
      '/admin [/admin/protokoll /admin/objektattribute /admin/fahrzeuge /fahrzeuge/uebersicht]',
    ]);
  });
});

describe('buildMenuItems fleet overview (issue 11 point 8)', () => {
  it.each([
    { role: 'fleet manager', permissions: ['fahrzeug_pflege'], shown: true },
    { role: 'booker', permissions: ['fahrzeug_buchen', 'fahrzeug_fremdbuchung'], shown: false },
    { role: 'approver', permissions: ['fahrzeug_freigabe_von_sonderfahrten'], shown: false },
  ])('$role: entry shown = $shown', ({ permissions, shown }) => {
    const admin = buildMenuItems(me(permissions)).find((item) => item.to === '/admin');
    const entry = admin?.children?.find((item) => item.to === '/fahrzeuge/uebersicht');
    expect(entry !== undefined).toBe(shown);
    if (entry) expect(entry).toMatchObject({ label: 'nav.fleetOverview', end: false });
  });
});

describe('approvalBadgeCount', () => {
  it.each([
    { count: undefined, expected: undefined },
    { count: 0, expected: undefined },
    { count: 3, expected: 3 },
    { count: 120, expected: 120 },
  ])('count $count -> $expected', ({ count, expected }) => {
    expect(approvalBadgeCount(count)).toBe(expected);
  });
});

describe('buildMenuItems logbook (issue 12)', () => {
  it.each([
    { role: 'report holder', permissions: ['fahrzeug_logbuch_report'], shown: true },
    { role: 'fleet manager without reports', permissions: ['fahrzeug_pflege'], shown: false },
    { role: 'booker', permissions: ['fahrzeug_buchen'], shown: false },
  ])('$role: entry shown = $shown', ({ permissions, shown }) => {
    const admin = buildMenuItems(me(permissions)).find((item) => item.to === '/admin');
    const entry = admin?.children?.find((item) => item.to === '/fahrzeuge/fahrtenbuch');
    expect(entry !== undefined).toBe(shown);
    if (entry) expect(entry).toMatchObject({ label: 'nav.logbook', end: false });
    // Its periodic reports (issue 13 point 5) beside it.
    const reports = admin?.children?.find((item) => item.to === '/fahrzeuge/berichte');
    expect(reports !== undefined).toBe(shown);
    if (reports) expect(reports).toMatchObject({ label: 'nav.reports', end: false });
  });
});

describe('menuNamespaces (the main menu loads only these translation files)', () => {
  const item = (label: MenuItem['label'], children?: MenuItem[]): MenuItem => ({
    to: '/x',
    label,
    end: false,
    ...(children ? { children } : {}),
  });

  it.each([
    { items: [], expected: ['common'] },
    { items: [item('nav.start'), item('nav.vehicles')], expected: ['common'] },
    { items: [item('spaces:nav.lesesaal')], expected: ['common', 'spaces'] },
    { items: [item('admin:nav.admin', [item('admin:nav.users')])], expected: ['common', 'admin'] },
  ])('$expected', ({ items, expected }) => {
    expect(menuNamespaces(items).sort()).toEqual([...expected].sort());
  });

  it("covers every label of a booker's and an admin's menu", () => {
    for (const user of [me(['fahrzeug_buchen']), me(ADMIN_PERMISSIONS, true)]) {
      const items = buildMenuItems(user);
      const all = items.flatMap((i) => [i, ...(i.children ?? [])]);
      const namespaces = menuNamespaces(items);
      for (const entry of all) {
        const ns = entry.label.includes(':') ? entry.label.split(':')[0] : 'common';
        expect(namespaces).toContain(ns);
      }
    }
  });
});

describe('passwordPath (spec 2 /{product}/passwort)', () => {
  const offering = (products: unknown): Me => ({ ...me([]), settings: { 'spaces.products': products } });
  it.each<[string, Me | undefined, string]>([
    ['/arbeitswelt/karte', offering(['lesesaal', 'arbeitswelt']), '/arbeitswelt/passwort'],
    ['/lesesaal', offering(['lesesaal', 'arbeitswelt']), '/lesesaal/passwort'],
    ['/fahrzeuge', offering(['lesesaal', 'arbeitswelt']), '/lesesaal/passwort'],
    ['/fahrzeuge', offering(['arbeitswelt']), '/arbeitswelt/passwort'],
    ['/lesesaal/karte', offering(['arbeitswelt']), '/arbeitswelt/passwort'],
    ['/lesesaalx', offering(['lesesaal']), '/lesesaal/passwort'],
    ['/fahrzeuge', offering([]), '/konto'],
    ['/', undefined, '/konto'],
  ])('%s -> %s', (pathname, session, expected) => {
    expect(passwordPath(pathname, session)).toBe(expected);
  });
});
