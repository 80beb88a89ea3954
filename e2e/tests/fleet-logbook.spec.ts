import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signInThroughApi } from './admin-sign-in';

/**
 * Issue 12: fleet@ (fahrzeug_logbuch_report) opens the demo logbook of the VW Golf B-BB 101, sees
 * the chain verified, corrects an entry (a reason is required), sees the original struck through
 * beside the correction with reason and author, and downloads Excel and PDF. In German and in
 * English, on desktop and on a phone (390 px); axe-clean.
 */
const SHOTS = process.env.LOGBOOK_SHOTS ?? '';
const GOLF = '00000000-0000-4000-8201-000000000001';

const TEXT = {
  de: {
    heading: 'Fahrtenbuch',
    verified: /In Ordnung: alle \d+ Fassungen/,
    correct: 'Korrigieren',
    dialog: 'Eintrag korrigieren',
    partner: /^Geschäftspartner/,
    reason: /^Grund der Korrektur/,
    reasonRequired: 'Bitte geben Sie einen Grund an.',
    save: 'Neue Fassung speichern',
    change: /Korrektur \(Fassung \d+\)/,
    xlsx: 'Excel herunterladen',
    pdf: 'PDF herunterladen',
  },
  en: {
    heading: 'Logbook',
    verified: /OK: all \d+ versions/,
    correct: 'Correct',
    dialog: 'Correct the entry',
    partner: /^Business partner/,
    reason: /^Reason for the correction/,
    reasonRequired: 'Please give a reason.',
    save: 'Save new version',
    change: /Correction \(version \d+\)/,
    xlsx: 'Download Excel',
    pdf: 'Download PDF',
  },
} as const;

async function axeClean(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

const berlinDay = (ms: number) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date(ms));

for (const lang of ['de', 'en'] as const) {
  for (const viewport of [
    { name: 'desktop', width: 1280, height: 900 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    test(`fleet@ corrects a logbook entry and downloads the exports (${lang}, ${viewport.name})`, async ({
      page,
      baseURL,
    }) => {
      // Three axe runs and two downloads: more than the default 30 s on a busy machine.
      test.setTimeout(120_000);
      const x = TEXT[lang];
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.addInitScript((l) => window.localStorage.setItem('buchbar.language', l), lang);
      await signInThroughApi(page, baseURL ?? '', 'fleet');
      const from = berlinDay(Date.now() - 40 * 24 * 3600_000);
      const to = berlinDay(Date.now());
      await page.goto(`/fahrzeuge/fahrtenbuch?fahrzeug=${GOLF}&von=${from}&bis=${to}`);
      await expect(page.getByRole('heading', { level: 1, name: x.heading })).toBeVisible();
      await expect(page.getByTestId('logbook-verification')).toContainText(x.verified);
      const entries = page.getByTestId('logbook-entry');
      await expect(entries.first()).toBeVisible();
      expect(await entries.count()).toBeGreaterThan(10);
      await axeClean(page);
      if (SHOTS)
        await page.screenshot({ path: `${SHOTS}/logbook-${lang}-${viewport.name}.png`, fullPage: false });

      // Correct the partner of the newest entry fleet@ may only correct (not complete).
      // (booker@'s open entry without a purpose is left alone: a business trip needs one.)
      const card = entries
        .filter({ has: page.getByRole('button', { name: x.correct, exact: true }) })
        .filter({ hasNotText: /Angaben fehlen|Missing:/ })
        .first();
      const heading = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
      await card.getByRole('button', { name: x.correct, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: x.dialog });
      await expect(dialog).toBeVisible();
      const partner = `E2E ${lang} ${viewport.name} ${Date.now() % 100000} GmbH`;
      const field = dialog.getByRole('textbox', { name: x.partner });
      const before = await field.inputValue();
      await field.fill(partner);
      await dialog.getByRole('button', { name: x.save }).click();
      await expect(dialog.getByText(x.reasonRequired)).toBeVisible();
      await axeClean(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/logbook-dialog-${lang}-${viewport.name}.png` });
      const reason = `Falscher Ansprechpartner (${lang})`;
      await dialog.getByRole('textbox', { name: x.reason }).fill(reason);
      await dialog.getByRole('button', { name: x.save }).click();
      await expect(dialog).toBeHidden();
      // The success toast (shared notify, pale description text) leaves after 6 s; axe runs after it.
      await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });

      // The card shows the correction: kind, reason, the old value struck (<del>) and the new one.
      const corrected = entries.filter({ has: page.getByRole('heading', { level: 3, name: heading }) });
      const version = corrected.getByTestId('logbook-version').last();
      await expect(version).toContainText(x.change);
      await expect(version).toContainText('David Fuhrpark');
      await expect(version).toContainText(reason);
      await expect(version.locator('ins')).toHaveText(partner);
      if (before) await expect(version.locator('del')).toHaveText(before);
      await expect(version.locator('del')).toHaveCSS('text-decoration-line', 'line-through');
      if (SHOTS)
        await corrected.screenshot({ path: `${SHOTS}/logbook-corrected-${lang}-${viewport.name}.png` });

      // The downloads: links carry the period and the screen's language and answer the file.
      for (const [name, type] of [
        [x.xlsx, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        [x.pdf, 'application/pdf'],
      ] as const) {
        const link = page.getByRole('link', { name });
        const href = (await link.getAttribute('href')) ?? '';
        expect(href).toContain(`from=${from}`);
        expect(href).toContain(`lang=${lang}`);
        const res = await page.request.get(href);
        expect(res.status()).toBe(200);
        expect(res.headers()['content-type']).toContain(type);
        expect((await res.body()).length).toBeGreaterThan(1000);
      }
      await axeClean(page);
    });
  }
}
