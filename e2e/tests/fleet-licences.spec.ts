import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signInThroughUi } from './admin-sign-in';

/**
 * Issue 12 points 7-8 (licence half; ADR 0011): examiner@ sees the checks due in the menu badge
 * and on /fahrzeuge/fuehrerschein (demo: booker@ due soon, admin@ overdue), records a check in
 * German and one in English, and the badge drops each time; axe finds nothing on desktop and
 * phone, in the list and the dialogs. booker@ sees their own status read-only on /konto.
 */

async function expectNoAxeFindings(page: Page, what: string) {
  // Not while the pointer rests on a menu entry (its hover transition would be measured).
  await page.mouse.move(0, 0);
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
  if (dir) await page.screenshot({ path: path.join(dir, `licences-${file}.png`), fullPage: true });
}

const ENTRY = { de: /^Führerschein/, en: /^Driving licences/ };
const DUE = { de: /(\d+) Kontrollen? fällig/, en: /(\d+) checks? due/ };

/** The number in the menu entry, read from its accessible name ("Führerschein, 2 Kontrollen fällig"). */
async function badge(page: Page, lang: 'de' | 'en'): Promise<number> {
  const entry = page.getByRole('banner').getByRole('link', { name: ENTRY[lang] });
  await expect(entry).toBeVisible();
  const match = DUE[lang].exec((await entry.textContent()) ?? '');
  return match ? Number(match[1]) : 0;
}

test('examiner@ sees the due list and badge, records checks (de, en), and the badge drops', async ({
  page,
}) => {
  // Two languages, two viewports, five axe runs and screenshots: more than the default 30 s.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInThroughUi(page, 'examiner');
  await expect.poll(() => badge(page, 'de')).toBe(2);
  await page.getByRole('banner').getByRole('link', { name: ENTRY.de }).click();
  await expect(page).toHaveURL(/\/fahrzeuge\/fuehrerschein$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Führerschein\u00ad?kontrolle$/ })).toBeVisible();
  const list = page.getByRole('list', { name: 'Führerscheine' });
  // Found in either language (the list's name is translated).
  const card = (name: string) =>
    page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name }) });
  await expect(card('Ben Bucher')).toContainText('Bald fällig');
  await expect(card('Anna Admin')).toContainText('Überfällig');
  await expect(card('Clara Freigabe')).toContainText('Kein Führerschein');
  // No buttons on the examiner's own card (nobody checks their own licence).
  await expect(card('Eva Prüfer').getByRole('button')).toHaveCount(0);
  await expectNoAxeFindings(page, 'list de desktop');
  await screenshot(page, 'desktop-de');

  // The filter: only the overdue one.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Überfällig' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(card('Anna Admin')).toBeVisible();

  // The licence dialog (read, audited) opens and closes without saving.
  await page.getByRole('button', { name: 'Führerschein von Anna Admin bearbeiten' }).click();
  const dialog = page.getByRole('dialog', { name: 'Führerschein von Anna Admin' });
  await expect(dialog.getByRole('textbox', { name: /Führerscheinnummer/ })).toHaveValue('C1A7XK93L20');
  await expect(dialog.getByRole('checkbox', { name: 'C1', exact: true })).toBeChecked();
  await expectNoAxeFindings(page, 'dialog de');
  await screenshot(page, 'dialog-de');
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toBeHidden();

  // Record a check with confirmation and toast; the badge drops from 2 to 1.
  await page.getByRole('button', { name: 'Kontrolle für Anna Admin erfassen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Kontrolle erfassen' });
  await expect(confirm).toContainText('Anna Admin');
  await confirm.getByRole('button', { name: 'Kontrolle erfassen' }).click();
  await expect(page.getByText('Kontrolle erfasst', { exact: true })).toBeVisible();
  await expect.poll(() => badge(page, 'de')).toBe(1);
  await expect(list.getByRole('listitem')).toHaveCount(0);

  // English, on a phone: the menu sits in the burger drawer, so read the badge on desktop first.
  await page.getByText('EN', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Driving licence checks' })).toBeVisible();
  await expect.poll(() => badge(page, 'en')).toBe(1);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'All' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card('Ben Bucher')).toContainText('Due soon');
  await expect(card('Anna Admin')).toContainText('Valid');
  await expectNoAxeFindings(page, 'list en phone');
  await screenshot(page, 'phone-en');
  await page.getByRole('button', { name: 'Record a check for Ben Bucher' }).click();
  const confirmEn = page.getByRole('dialog', { name: 'Record check' });
  await expect(confirmEn).toBeVisible();
  await expectNoAxeFindings(page, 'confirm en phone');
  await screenshot(page, 'confirm-phone-en');
  await confirmEn.getByRole('button', { name: 'Record check' }).click();
  await expect(page.getByText('Check recorded', { exact: true })).toBeVisible();
  await expect(card('Ben Bucher')).toContainText('Valid');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(() => badge(page, 'en')).toBe(0);
  await expect(page.getByTestId('licence-due-count')).toHaveCount(0);
  await screenshot(page, 'desktop-en');

  // German on a phone, for the screenshots.
  await page.getByText('DE', { exact: true }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 1, name: /^Führerschein\u00ad?kontrolle$/ })).toBeVisible();
  await expectNoAxeFindings(page, 'list de phone');
  await screenshot(page, 'phone-de');
});

test('booker@ sees their own licence read-only on the account page (de, en)', async ({ page }) => {
  await signInThroughUi(page, 'booker');
  await page.goto('/konto');
  const section = page.getByRole('region', { name: 'Führerschein' });
  await expect(section.getByTestId('own-licence-status')).toBeVisible();
  await expect(section).toContainText('B, C1');
  await expect(section.getByRole('button')).toHaveCount(0);
  await expectNoAxeFindings(page, 'account de');
  await screenshot(page, 'account-de');
  await page.getByText('EN', { exact: true }).click();
  await expect(page.getByRole('region', { name: 'Driving licence' })).toContainText('Next check');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeFindings(page, 'account en phone');
  await screenshot(page, 'account-phone-en');
});
