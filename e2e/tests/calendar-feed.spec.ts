import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signInThroughApi } from './admin-sign-in';

/**
 * Issue 13 point 4 (ADR 0012): on /konto a user creates a calendar subscription link, copies it,
 * the link answers an iCalendar feed without a session; regenerating shows a new link and the old
 * one answers 404. German on a desktop, English on a 390 px phone; axe finds nothing serious.
 * CALENDAR_SHOTS=<dir> saves screenshots.
 */
const TEXT = {
  de: {
    heading: 'Kalender-Abo',
    create: 'Kalender-Link erzeugen',
    url: 'Ihr geheimer Kalender-Link',
    regenerate: 'Neu erzeugen',
    revoke: 'Widerrufen',
    confirmTitle: 'Kalender-Link neu erzeugen?',
    revokeTitle: 'Kalender-Link widerrufen?',
    copy: 'Kopieren',
    noLink: 'Kein Link',
  },
  en: {
    heading: 'Calendar subscription',
    create: 'Create calendar link',
    url: 'Your secret calendar link',
    regenerate: 'Regenerate',
    revoke: 'Revoke',
    confirmTitle: 'Regenerate the calendar link?',
    revokeTitle: 'Revoke the calendar link?',
    copy: 'Copy',
    noLink: 'No link',
  },
} as const;

const RUNS = [
  { language: 'de', account: 'booker', viewport: { name: 'desktop', width: 1280, height: 800 } },
  { language: 'en', account: 'approver', viewport: { name: 'phone', width: 390, height: 844 } },
] as const;

const SHOTS = process.env.CALENDAR_SHOTS;

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

for (const run of RUNS) {
  test(`calendar subscription: create, fetch, regenerate, revoke (${run.language}, ${run.viewport.name})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const text = TEXT[run.language];
    await page.setViewportSize({ width: run.viewport.width, height: run.viewport.height });
    await page.addInitScript((lang) => window.localStorage.setItem('buchbar.language', lang), run.language);
    await signInThroughApi(page, baseURL ?? '', run.account);
    // A clean start (a retry finds the link of the first attempt otherwise).
    await page.request.delete('/api/v1/me/calendar-feed', {
      headers: { Origin: new URL(baseURL ?? '').origin },
    });
    await page.goto('/konto');
    const section = page.getByRole('region', { name: text.heading });
    await expect(section).toBeVisible();
    await expect(section.getByText(text.noLink)).toBeVisible();
    await section.getByRole('button', { name: text.create }).click();

    const field = section.getByRole('textbox', { name: text.url });
    await expect(field).toHaveValue(/\/api\/v1\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    await expect(section.getByRole('button', { name: text.copy })).toBeVisible();
    const first = await field.inputValue();
    await section.scrollIntoViewIfNeeded();
    expect(await seriousViolations(page)).toEqual([]);
    if (SHOTS)
      await page.screenshot({
        path: `${SHOTS}/calendar-feed-${run.language}-${run.viewport.name}.png`,
        fullPage: true,
      });

    // The link works without a session (a fresh request context has no cookie).
    const anonymous = await page.context().browser()?.newContext();
    const feed = await anonymous?.request.get(first);
    expect(feed?.status()).toBe(200);
    expect(feed?.headers()['content-type']).toContain('text/calendar');
    expect(await feed?.text()).toMatch(/^BEGIN:VCALENDAR\r\n/);

    // Regenerate (confirmed in a dialog): a new link, the old one is gone.
    await section.getByRole('button', { name: text.regenerate }).click();
    const dialog = page.getByRole('dialog', { name: text.confirmTitle });
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    if (SHOTS)
      await page.screenshot({
        path: `${SHOTS}/calendar-feed-confirm-${run.language}-${run.viewport.name}.png`,
      });
    await dialog.getByRole('button', { name: text.regenerate }).click();
    await expect(dialog).toBeHidden();
    await expect(field).not.toHaveValue(first);
    const second = await field.inputValue();
    expect((await anonymous?.request.get(first))?.status()).toBe(404);
    expect((await anonymous?.request.get(second))?.status()).toBe(200);

    // Revoke: no link any more.
    await section.getByRole('button', { name: text.revoke }).click();
    const revoke = page.getByRole('dialog', { name: text.revokeTitle });
    await revoke.getByRole('button', { name: text.revoke }).click();
    await expect(section.getByText(text.noLink)).toBeVisible();
    expect((await anonymous?.request.get(second))?.status()).toBe(404);
    await anonymous?.close();
  });
}

test('a fleet manager subscribes to one vehicle on its admin page', async ({ page, baseURL }) => {
  await signInThroughApi(page, baseURL ?? '', 'fleet');
  const vehicles = await page.request.get('/api/v1/vehicles');
  const list = (await vehicles.json()) as { id: string }[] | { items: { id: string }[] };
  const id = (Array.isArray(list) ? list : list.items)[0]?.id;
  expect(id).toBeTruthy();
  await page.request.delete(`/api/v1/vehicles/${id}/calendar-feed`, {
    headers: { Origin: new URL(baseURL ?? '').origin },
  });
  await page.goto(`/admin/fahrzeuge/${id}?tab=calendar`);
  const section = page.getByRole('region', { name: 'Kalender dieses Fahrzeugs' });
  await section.getByRole('button', { name: 'Kalender-Link erzeugen' }).click();
  const url = await section.getByRole('textbox', { name: 'Ihr geheimer Kalender-Link' }).inputValue();
  const feed = await page.request.get(url);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('X-WR-CALNAME:Buchbar');
  expect(await seriousViolations(page)).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/calendar-feed-vehicle-de-desktop.png`, fullPage: true });
});
