import { expect, type Page, test } from '@playwright/test';
import { signInThroughApi } from './admin-sign-in';

/**
 * Issue 22 point 9: no screen shows the browser's own date or time input (it follows the browser's
 * language: "11/05/2026", "mm/dd/yyyy, --:-- --" on German pages). Each screen with date fields is
 * opened as a fleet manager and as an admin; its date field (the app's picker) must be there, so a
 * screen that failed to load cannot pass, and no input of a native date or time type may exist.
 */
const NATIVE =
  'input[type="date"], input[type="time"], input[type="datetime-local"], input[type="month"], input[type="week"]';

type Screen = {
  name: string;
  accounts: readonly ('fleet' | 'admin')[];
  /** Opens the screen (and its dialog or tab); returns the names of the date fields it shows. */
  open: (page: Page, vehicleId: string) => Promise<string[]>;
};

const BOTH = ['fleet', 'admin'] as const;

const SCREENS: Screen[] = [
  {
    name: 'logbook',
    accounts: BOTH,
    open: async (page) => {
      await page.goto('/fahrzeuge/fahrtenbuch');
      return ['Von (Ende der Fahrt)', 'Bis'];
    },
  },
  {
    name: 'blocks and service booklet',
    accounts: BOTH,
    open: async (page, vehicleId) => {
      await page.goto(`/admin/fahrzeuge/${vehicleId}?tab=service`);
      await expect(page.getByRole('form', { name: 'Fahrzeug sperren' })).toBeVisible();
      await expect(page.getByRole('form', { name: 'Eintrag ins Serviceheft' })).toBeVisible();
      return ['Beginn', 'Ende'];
    },
  },
  {
    name: 'vehicle history',
    accounts: BOTH,
    open: async (page, vehicleId) => {
      await page.goto(`/admin/fahrzeuge/${vehicleId}?tab=history`);
      return ['Von (Tag)', 'Bis (Tag)'];
    },
  },
  {
    name: 'bulk cancel of bookings',
    accounts: BOTH,
    open: async (page, vehicleId) => {
      await page.goto(`/admin/fahrzeuge/${vehicleId}`);
      await page.getByRole('tab', { name: 'Buchungen stornieren' }).click();
      return ['Von', 'Bis'];
    },
  },
  {
    name: 'report for a period of ones own',
    accounts: ['fleet'],
    open: async (page) => {
      await page.goto('/fahrzeuge/berichte');
      await page.getByRole('button', { name: 'Jetzt senden' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Bericht jetzt senden' });
      await dialog.getByRole('radio', { name: 'Eigener Zeitraum' }).check();
      return ['Von', 'Bis'];
    },
  },
  {
    name: 'driving licence',
    accounts: ['admin'],
    open: async (page) => {
      await page.goto('/fahrzeuge/fuehrerschein');
      await page.getByRole('button', { name: 'Führerschein von Ben Bucher bearbeiten' }).click();
      await expect(page.getByRole('dialog', { name: 'Führerschein von Ben Bucher' })).toBeVisible();
      return ['Ausstellungsdatum', 'Fahrverbot von'];
    },
  },
  {
    name: 'vehicle search and booking',
    accounts: BOTH,
    open: async (page) => {
      await page.goto('/fahrzeuge');
      await expect(page.getByRole('button', { name: 'Datum', exact: true })).toBeVisible();
      expect(await page.locator(NATIVE).count()).toBe(0);
      await page.getByRole('button', { name: 'Suchen', exact: true }).click();
      const card = page
        .getByRole('region', { name: 'Frei im gewählten Zeitraum' })
        .getByRole('article')
        .first();
      const name = (await card.getAttribute('aria-label')) ?? '';
      await card.getByRole('button', { name: `${name} buchen` }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      return ['Datum'];
    },
  },
];

for (const account of BOTH) {
  test.describe(`${account}@`, () => {
    let vehicleId = '';
    test.beforeEach(async ({ page, baseURL }) => {
      await signInThroughApi(page, baseURL ?? '', account);
      const vehicles = await page.request.get('/api/v1/vehicles');
      expect(vehicles.ok()).toBe(true);
      const body = (await vehicles.json()) as { id: string }[] | { items: { id: string }[] };
      vehicleId = (Array.isArray(body) ? body : body.items)[0]?.id ?? '';
      expect(vehicleId).not.toBe('');
    });

    for (const screen of SCREENS.filter((s) => s.accounts.includes(account))) {
      test(`${screen.name}: the app's date pickers, no native date or time input`, async ({ page }) => {
        const fields = await screen.open(page, vehicleId);
        for (const field of fields) await expect(page.getByLabel(field).first()).toBeVisible();
        expect(await page.locator(NATIVE).count()).toBe(0);
        // Each date field is the app's picker: a button that opens a calendar.
        for (const field of fields) {
          await expect(page.getByRole('button', { name: field, exact: true }).first()).toHaveAttribute(
            'aria-haspopup',
            'dialog',
          );
        }
      });
    }
  });
}
