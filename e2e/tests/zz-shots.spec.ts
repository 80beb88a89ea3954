import { test } from '@playwright/test';
import { signInThroughApi } from './admin-sign-in';

for (const [name, width, height] of [['desktop', 1280, 900], ['phone', 390, 844]] as const) {
  test(`shots ${name}`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width, height });
    await signInThroughApi(page, baseURL ?? '', 'admin');
    await page.goto('/fahrzeuge');
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `/tmp/bundle-shots/${name}-list-de.png` });
    await page.getByText('Datum').first().click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/bundle-shots/${name}-datepicker-de.png` });
    await page.keyboard.press('Escape');
    await page.goto('/admin/benutzer');
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `/tmp/bundle-shots/${name}-admin-users-de.png` });
    await page.getByText('EN', { exact: true }).click();
    await page.goto('/admin/einstellungen');
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `/tmp/bundle-shots/${name}-admin-settings-en.png`, fullPage: false });
    await page.getByText('DE', { exact: true }).click();
  });
}
