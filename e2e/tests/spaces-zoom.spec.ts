import { expect, test } from '@playwright/test';
import { signInThroughApi } from './admin-sign-in';
import { berlinDatePlus, floorPlanId } from './spaces-helpers';

// Issue 14 point 5: the map's zoom is a view control (no settings write per click, nothing carried
// to another device); the personal setting general.zoom scales the whole interface instead.
// examiner@ is used so that no other spec's settings interfere.
test('map zoom stays on the screen; general.zoom scales the interface', async ({ page, baseURL }) => {
  await signInThroughApi(page, baseURL ?? '', 'examiner');
  const origin = new URL(baseURL ?? '').origin;
  const planId = await floorPlanId(page, 'lesesaal', 'Lesesaal 1. OG');
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes('/api/v1/settings')) writes.push(request.url());
  });
  await page.goto(`/lesesaal/karte?plan=${planId}&date=${berlinDatePlus(1)}`);
  const zoom = page.getByRole('group', { name: 'Zoom' });
  await expect(zoom.getByText('100 %')).toBeVisible();
  await zoom.getByRole('button', { name: 'Plan vergrößern' }).click();
  await zoom.getByRole('button', { name: 'Plan vergrößern' }).click();
  await expect(zoom.getByText('150 %')).toBeVisible();
  expect(writes).toEqual([]);
  const stored = await page.request.get('/api/v1/settings/me');
  expect(
    ((await stored.json()) as { values: Record<string, unknown> }).values['general.zoom'],
  ).toBeUndefined();

  // The interface scale comes from the personal setting.
  expect(await page.evaluate(() => document.documentElement.style.fontSize)).toBe('');
  const saved = await page.request.put('/api/v1/settings/me', {
    data: { values: { 'general.zoom': 125 } },
    headers: { Origin: origin },
  });
  expect(saved.ok()).toBe(true);
  try {
    await page.reload();
    await expect(page.getByRole('group', { name: 'Zoom' }).getByText('100 %')).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.style.fontSize)).toBe('125%');
  } finally {
    await page.request.put('/api/v1/settings/me', {
      data: { values: { 'general.zoom': null } },
      headers: { Origin: origin },
    });
  }
});
