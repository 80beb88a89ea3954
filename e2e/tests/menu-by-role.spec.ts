import { expect, type Page, test } from '@playwright/test';
import { signInThroughUi } from './admin-sign-in';

type Menu = { top: string[]; admin: string[] };

/**
 * What each demo role's main menu holds (spec 2/6): "Admin" for admins and platform
 * administrators, its entries by permission. The dropdown starts with the overview.
 */
// Every demo account of the tenant except the platform administrator may book vehicles.
const SPACES_DE = ['Fahrzeuge', 'Lesesaal', 'Arbeitswelt'];
const SPACES_EN = ['Vehicles', 'Reading room', 'Work places'];

const ROLES: { account: string; de: Menu; en: Menu }[] = [
  {
    account: 'booker',
    de: { top: ['Start', ...SPACES_DE], admin: [] },
    en: { top: ['Start', ...SPACES_EN], admin: [] },
  },
  {
    account: 'approver',
    de: { top: ['Start', ...SPACES_DE, 'Freigaben'], admin: [] },
    en: { top: ['Start', ...SPACES_EN, 'Approvals'], admin: [] },
  },
  {
    account: 'examiner',
    de: { top: ['Start', ...SPACES_DE, 'Führerschein'], admin: [] },
    en: { top: ['Start', ...SPACES_EN, 'Driving licences'], admin: [] },
  },
  {
    account: 'fleet',
    de: {
      top: ['Start', ...SPACES_DE, 'Auslastung', 'Admin'],
      admin: [
        'Übersicht',
        'Protokoll',
        'Objektattribute',
        'Fahrzeuge',
        'Fahrzeugübersicht',
        'Fahrtenbuch',
        'Fahrtenbuch-Berichte',
        'Auswertung',
      ],
    },
    en: {
      top: ['Start', ...SPACES_EN, 'Office utilisation', 'Admin'],
      admin: [
        'Overview',
        'Audit log',
        'Object attributes',
        'Vehicles',
        'Fleet overview',
        'Logbook',
        'Logbook reports',
        'Evaluation',
      ],
    },
  },
  {
    account: 'admin',
    de: {
      top: ['Start', ...SPACES_DE, 'Freigaben', 'Führerschein', 'Auslastung', 'Admin'],
      admin: [
        'Übersicht',
        'Benutzer',
        'Rollen',
        'Gruppen',
        'Einstellungen',
        'Protokoll',
        'Objektattribute',
        'Räume',
        'Standorte',
        'Öffnungszeiten',
        'Fahrzeuge',
        'Fahrzeugübersicht',
        'Fahrtenbuch',
        'Fahrtenbuch-Berichte',
        'Auswertung',
      ],
    },
    en: {
      top: ['Start', ...SPACES_EN, 'Approvals', 'Driving licences', 'Office utilisation', 'Admin'],
      admin: [
        'Overview',
        'Users',
        'Roles',
        'Groups',
        'Settings',
        'Audit log',
        'Object attributes',
        'Rooms',
        'Locations',
        'Opening hours',
        'Vehicles',
        'Fleet overview',
        'Logbook',
        'Logbook reports',
        'Evaluation',
      ],
    },
  },
  {
    account: 'platform',
    de: { top: ['Start', 'Lesesaal', 'Arbeitswelt', 'Admin'], admin: ['Übersicht', 'Mandanten', 'Postfach'] },
    en: { top: ['Start', 'Reading room', 'Work places', 'Admin'], admin: ['Overview', 'Tenants', 'Mailbox'] },
  },
];

async function readMenu(page: Page, mainMenuName: string): Promise<Menu> {
  const nav = page.getByRole('banner').getByRole('navigation', { name: mainMenuName });
  // The entries' labels without a count badge ("Freigaben 2, 2 offene Freigaben" -> "Freigaben").
  const top = await nav.locator(':scope > ul > li').evaluateAll((items) =>
    items.map((item) => {
      const copy = item.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('[data-menu-badge]').forEach((badge) => {
        badge.remove();
      });
      return (copy.textContent ?? '').trim();
    }),
  );
  if (!top.includes('Admin')) return { top, admin: [] };
  await nav.getByRole('button', { name: 'Admin', exact: true }).click();
  const items = page.getByRole('menu').getByRole('menuitem');
  await expect(items.first()).toBeVisible();
  const admin = (await items.allInnerTexts()).map((text) => text.trim());
  await page.keyboard.press('Escape');
  return { top, admin };
}

for (const role of ROLES) {
  test(`${role.account} sees exactly the menu entries of their permissions (de, en)`, async ({ page }) => {
    await signInThroughUi(page, role.account);
    expect(await readMenu(page, 'Hauptmenü')).toEqual(role.de);

    await page.getByText('EN', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await readMenu(page, 'Main menu')).toEqual(role.en);

    // Every admin entry opens its page (no guard refuses what the menu offers).
    if (role.en.admin.length > 1) {
      const last = role.en.admin.at(-1) ?? '';
      await page.getByRole('banner').getByRole('button', { name: 'Admin', exact: true }).click();
      await page.getByRole('menuitem', { name: last }).click();
      await expect(page.getByRole('heading', { level: 1, name: last })).toBeVisible();
    }
  });
}
