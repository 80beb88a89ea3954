import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signInThroughApi } from './admin-sign-in';

/**
 * Issue 13 point 5: fleet@ (fahrzeug_logbuch_report) opens the logbook reports, finds the demo
 * tenant's past report and its recipients, sends a report now (confirmation, toast) and sees it
 * listed as a manual report by David Fuhrpark, then opens it (usage tables, PDF). In German and
 * English, on desktop and on a phone (390 px); axe-clean.
 */
const SHOTS = process.env.REPORT_SHOTS ?? '';

const TEXT = {
  de: {
    heading: 'Fahrtenbuch-Berichte',
    settings: 'Berichtseinstellungen',
    sendNow: 'Jetzt senden',
    dialog: 'Bericht jetzt senden',
    current: 'Laufender Zeitraum bis heute',
    confirm: 'Bericht senden',
    toast: 'Bericht versandt',
    manual: 'Manuell',
    scheduled: 'Geplant',
    by: 'von David Fuhrpark',
    vehicles: 'Nutzung der Fahrzeuge',
    floorPlans: 'Nutzung der Raumpläne',
    pdf: /^PDF des Berichts/,
  },
  en: {
    heading: 'Logbook reports',
    settings: 'Report settings',
    sendNow: 'Send now',
    dialog: 'Send a report now',
    current: 'Current period up to today',
    confirm: 'Send report',
    toast: 'Report sent',
    manual: 'Manual',
    scheduled: 'Scheduled',
    by: 'by David Fuhrpark',
    vehicles: 'Vehicle usage',
    floorPlans: 'Floor plan usage',
    pdf: /^Download the PDF of the report/,
  },
} as const;

async function axeClean(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

for (const lang of ['de', 'en'] as const) {
  for (const viewport of [
    { name: 'desktop', width: 1280, height: 900 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    test(`fleet@ sends a logbook report now and sees it listed (${lang}, ${viewport.name})`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const x = TEXT[lang];
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.addInitScript((l) => window.localStorage.setItem('buchbar.language', l), lang);
      await signInThroughApi(page, baseURL ?? '', 'fleet');
      await page.goto('/fahrzeuge/berichte');
      await expect(page.getByRole('heading', { level: 1, name: x.heading })).toBeVisible();
      const settings = page.getByRole('region', { name: x.settings });
      await expect(settings).toContainText('berichte@demo.example');
      const cards = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: x.pdf }) });
      // The demo tenant's past (scheduled) report is there from the start.
      await expect(cards.filter({ hasText: x.scheduled }).first()).toBeVisible();
      const before = await cards.count();
      await axeClean(page);
      if (SHOTS)
        await page.screenshot({ path: `${SHOTS}/reports-${lang}-${viewport.name}.png`, fullPage: true });

      await page.getByRole('button', { name: x.sendNow }).click();
      const dialog = page.getByRole('dialog', { name: x.dialog });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('radio', { name: x.current })).toBeChecked();
      await expect(dialog).toContainText('berichte@demo.example');
      await axeClean(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/reports-dialog-${lang}-${viewport.name}.png` });
      await dialog.getByRole('button', { name: x.confirm }).click();
      await expect(dialog).toBeHidden();
      await expect(page.locator('.mantine-Notification-root').filter({ hasText: x.toast })).toBeVisible();
      await expect(cards).toHaveCount(before + 1);
      const newest = cards.first();
      await expect(newest).toContainText(x.manual);
      await expect(newest).toContainText(x.by);
      await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
      await axeClean(page);

      // The report's own page (where the mail's link leads): usage tables and the PDF.
      await newest.getByRole('link').first().click();
      await expect(page).toHaveURL(/\/fahrzeuge\/berichte\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 2, name: x.vehicles })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: x.floorPlans })).toBeVisible();
      await expect(page.getByRole('table').first()).toContainText('B-BB 101');
      await axeClean(page);
      if (SHOTS)
        await page.screenshot({
          path: `${SHOTS}/report-detail-${lang}-${viewport.name}.png`,
          fullPage: true,
        });
      const href = (await page.getByRole('link', { name: x.pdf }).getAttribute('href')) ?? '';
      expect(href).toContain(`lang=${lang}`);
      const res = await page.request.get(href);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toContain('application/pdf');
      expect((await res.body()).length).toBeGreaterThan(1000);
    });
  }
}
