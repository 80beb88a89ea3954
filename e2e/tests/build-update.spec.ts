import { expect, test } from '@playwright/test';

test('the app notices a newer build manifest and offers a reload', async ({ page }) => {
  await page.goto('/datenschutz');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.route('**/version.json', (route) =>
    route.fulfill({ json: { build: 'a-newer-build', builtAt: new Date().toISOString() } }),
  );
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page.getByText('Eine neue Version ist verfügbar')).toBeVisible();
  await page.getByRole('button', { name: 'Neu laden' }).click();
  await page.waitForLoadState('load');
  // The app is mounted again (its watcher listens for focus) before the next focus is sent.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The reload guard: a second reload within 10 s is refused with a notice.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await page.getByRole('button', { name: 'Neu laden' }).click();
  await expect(page.getByText(/gerade erst neu geladen|in ein paar Sekunden/i)).toBeVisible();
});
