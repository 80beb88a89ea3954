import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signInThroughApi } from './admin-sign-in';

// Issue 13: the personal e-mail notification section of the settings dialog and the admin
// mailbox's status filter, on desktop and a 390 px phone, in German and English, without axe
// findings; screenshots go to E2E_SCREENSHOT_DIR when set.

const LANGUAGES = ['de', 'en'] as const;
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const TEXT = {
  de: {
    menu: /^Benutzermenü/,
    item: 'Einstellungen',
    heading: 'E-Mail-Benachrichtigungen',
    cancelled: 'Buchung storniert',
    mandatory: 'Anmeldecodes (immer an)',
    mailbox: 'Postfach',
    filter: 'Status',
  },
  en: {
    menu: /^User menu/,
    item: 'Settings',
    heading: 'E-mail notifications',
    cancelled: 'Booking cancelled',
    mandatory: 'Sign-in codes (always on)',
    mailbox: 'Mailbox',
    filter: 'Status',
  },
} as const;

async function expectNoAxeFindings(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const findings = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(findings, what).toEqual([]);
}

async function screenshot(page: Page, file: string) {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${file}.png`), fullPage: true });
}

async function myValues(page: Page): Promise<Record<string, unknown>> {
  const response = await page.request.get('/api/v1/settings/me');
  return ((await response.json()) as { values: Record<string, unknown> }).values;
}

test('personal e-mail notifications: switch one off, only it is stored; axe clean on desktop and phone, de and en', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await signInThroughApi(page, baseURL ?? '', 'booker');
  const origin = new URL(baseURL ?? '').origin;
  const reset = () =>
    page.request.put('/api/v1/settings/me', {
      data: { values: { 'vehicles.mailOnBookingCancelled': null } },
      headers: { Origin: origin },
    });
  await reset(); // a run stopped half-way may have left the switch off
  try {
    for (const language of LANGUAGES) {
      await page.addInitScript((lang) => window.localStorage.setItem('buchbar.language', lang), language);
      const text = TEXT[language];
      for (const viewport of VIEWPORTS) {
        const what = `settings ${viewport.name} ${language}`;
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await page.goto('/konto'); // a light page: axe checks the dialog and what is behind it
        await page.getByRole('button', { name: text.menu }).click();
        await page.getByRole('menuitem', { name: text.item }).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog.getByRole('heading', { name: text.heading })).toBeVisible();
        const mandatory = dialog.getByRole('switch', { name: text.mandatory });
        await expect(mandatory).toBeChecked();
        await expect(mandatory).toBeDisabled();
        await expectNoAxeFindings(page, what);
        await screenshot(page, `notification-settings-${viewport.name}-${language}`);
        if (language === 'de' && viewport.name === 'desktop') {
          const cancelled = dialog.getByRole('switch', { name: text.cancelled });
          await expect(cancelled).toBeChecked();
          await cancelled.click({ force: true });
          await dialog.getByRole('button', { name: 'Speichern' }).click();
          await expect(dialog).toBeHidden();
          const stored = await myValues(page);
          expect(stored['vehicles.mailOnBookingCancelled']).toBe(false);
          // Untouched switches keep following the tenant's defaults: nothing else is pinned.
          expect(stored['vehicles.mailOnBookingCreated']).toBeUndefined();
          expect(stored['spaces.reminderMailAtStart']).toBeUndefined();
        } else {
          await page.keyboard.press('Escape');
          await expect(dialog).toBeHidden();
        }
      }
    }
  } finally {
    await reset();
  }
});

test('admin mailbox: status filter, axe clean on desktop and phone, de and en', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await signInThroughApi(page, baseURL ?? '', 'platform');
  for (const language of LANGUAGES) {
    await page.addInitScript((lang) => window.localStorage.setItem('buchbar.language', lang), language);
    const text = TEXT[language];
    for (const viewport of VIEWPORTS) {
      const what = `mailbox ${viewport.name} ${language}`;
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto('/admin/postfach');
      await expect(page.getByRole('heading', { name: text.mailbox, level: 1 })).toBeVisible();
      await expect(page.getByRole('combobox', { name: text.filter })).toBeVisible();
      await expectNoAxeFindings(page, what);
      await screenshot(page, `mailbox-${viewport.name}-${language}`);
    }
  }
  await page.goto('/admin/postfach?status=failed');
  await expect(page.getByText('0 e-mails')).toBeVisible();
});
