import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signInThroughApi } from './admin-sign-in';

/**
 * Issue 14 point 7 and issue 13 point 2: a tenant admin sets a group's own values
 * (/admin/gruppeneinstellungen), sees what applies without them and where it comes from, resets
 * them; a bad value is refused at its field; the sticky save bar never covers the focused field on
 * a phone; axe finds nothing on desktop and phone, German and English. Screenshots go to
 * E2E_SCREENSHOT_DIR when set.
 */
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function screenshot(page: Page, file: string) {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${file}.png`), fullPage: true });
}

async function axeFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function groupId(page: Page): Promise<string> {
  const groups = (await (await page.request.get('/api/v1/settings/groups')).json()) as {
    id: string;
    name: string;
  }[];
  return groups.find((g) => g.name === 'Alle Mitarbeitenden')?.id ?? '';
}

async function groupValues(page: Page, id: string): Promise<Record<string, unknown>> {
  const response = await page.request.get(`/api/v1/settings/groups/${id}`);
  return ((await response.json()) as { values: Record<string, unknown> }).values;
}

test('a group overrides the tenant: shown with its source, saved at the group layer, reset', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signInThroughApi(page, baseURL ?? '', 'admin');
  const origin = new URL(baseURL ?? '').origin;
  const id = await groupId(page);
  const tenant = (v: number | null) =>
    page.request.put('/api/v1/settings/tenant', {
      data: { values: { 'spaces.advanceBookingDays': v } },
      headers: { Origin: origin },
    });
  expect((await tenant(10)).status()).toBe(200);
  try {
    await page.goto('/admin/einstellungen');
    await page.getByRole('link', { name: 'Einstellungen je Gruppe' }).click();
    await page.getByRole('combobox', { name: 'Gruppe' }).click();
    await page.getByRole('option', { name: /^Alle Mitarbeitenden/ }).click();
    await expect(page).toHaveURL(new RegExp(`gruppe=${id}`));
    // Without a group value, the tenant's applies, and the hint says so.
    const field = page.getByRole('textbox', { name: 'Buchbare Tage im Voraus', exact: true });
    await expect(page.getByText('Wert des Mandanten: 10')).toBeVisible();
    await expect(field).toHaveAttribute('placeholder', '10');
    // A tenant-only policy is not offered at the group layer.
    await page.getByRole('tab', { name: 'Fahrzeuge' }).click();
    await expect(page.getByText('Gastbuchung möglich', { exact: true })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Lesesaal / Arbeitswelt' }).click();

    await field.fill('-5');
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(page.getByText('Bitte einen Wert von 0 bis 365 eingeben.').first()).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(await groupValues(page, id)).toEqual({});

    await field.fill('21');
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(page.getByText('1 Einstellung wurde gespeichert.').first()).toBeVisible();
    expect(await groupValues(page, id)).toEqual({ 'spaces.advanceBookingDays': 21 });
    await expect(page.getByText('In der Gruppe gesetzt')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Gruppe' })).toHaveValue(/1 eigener Wert/);

    await page.getByRole('button', { name: 'Gruppenwert von Buchbare Tage im Voraus entfernen' }).click();
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    // The status line says the same as after the first save: wait for the stored values instead.
    await expect.poll(() => groupValues(page, id)).toEqual({});
    await expect(page.getByText('In der Gruppe gesetzt')).toHaveCount(0);
  } finally {
    await tenant(null);
    await page.request.put(`/api/v1/settings/groups/${id}`, {
      data: { values: { 'spaces.advanceBookingDays': null } },
      headers: { Origin: origin },
    });
  }
});

test('the save bar never covers the focused field on a phone (tenant and group pages)', async ({
  page,
  baseURL,
}) => {
  await signInThroughApi(page, baseURL ?? '', 'admin');
  await page.setViewportSize({ width: 390, height: 600 });
  const id = await groupId(page);
  for (const url of ['/admin/einstellungen', `/admin/gruppeneinstellungen?gruppe=${id}`]) {
    await page.goto(url);
    await page.getByRole('tab', { name: 'Fahrzeuge' }).click();
    const inputs = page.locator('form input[id^="setting-"]');
    await expect(inputs.first()).toBeVisible();
    const count = await inputs.count();
    const bar = page
      .getByRole('button', { name: 'Änderungen speichern' })
      .locator('xpath=ancestor::div[contains(@class,"mantine-Paper-root")][1]');
    for (let i = 0; i < count; i += 1) {
      const input = inputs.nth(i);
      await input.focus();
      const box = await input.boundingBox();
      const barBox = await bar.boundingBox();
      if (!box || !barBox || box.height === 0) continue; // hidden parts of composite inputs
      expect(box.y + box.height, `${url} field ${i} above the save bar`).toBeLessThanOrEqual(barBox.y + 1);
    }
  }
});

test('without the tenant-settings permission the page is refused', async ({ page, baseURL }) => {
  await signInThroughApi(page, baseURL ?? '', 'fleet');
  await page.goto('/admin/gruppeneinstellungen');
  await expect(page.getByText('Keine Berechtigung für die Mandanteneinstellungen')).toBeVisible();
});

test('group settings: axe clean on desktop and phone, German and English', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await signInThroughApi(page, baseURL ?? '', 'admin');
  const id = await groupId(page);
  for (const language of ['de', 'en'] as const) {
    await page.addInitScript((lang) => window.localStorage.setItem('buchbar.language', lang), language);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto(`/admin/gruppeneinstellungen?gruppe=${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        language === 'de' ? 'Einstellungen je Gruppe' : 'Settings per group',
      );
      await expect(page.locator('form input[id^="setting-"]').first()).toBeVisible();
      expect(await axeFindings(page), `${viewport.name} ${language}`).toEqual([]);
      await screenshot(page, `group-settings-${viewport.name}-${language}`);
      await page.goto('/admin/einstellungen');
      await expect(page.locator('form input[id^="setting-"]').first()).toBeVisible();
      await screenshot(page, `settings-${viewport.name}-${language}`);
    }
  }
});
