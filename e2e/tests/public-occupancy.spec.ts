import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signInThroughApi } from './admin-sign-in';
import { berlinDatePlus, floorPlanId } from './spaces-helpers';

// Issue 14 point 8 / ADR 0016: /public shows a tenant's public floor plans without sign-in —
// counts and the plan, no names — in German and English, on a desktop and a 390 px phone; other
// sites may frame it (only it); a change reaches the open page live.

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const TEXT = {
  de: {
    heading: 'Live-Belegung: Demo GmbH',
    free: /Plätze? frei/,
    legend: 'Frei',
    updated: /^Stand: \d\d:\d\d Uhr$/,
  },
  en: {
    heading: 'Live occupancy: Demo GmbH',
    free: /places? free/,
    legend: 'Free',
    updated: /^As of \d\d:\d\d$/,
  },
} as const;
/** Names and addresses of the demo's people: none of them may appear on the public page. */
const PEOPLE = ['Bucher', 'Anna Admin', 'Freigabe', 'Fuhrpark', 'Prüfer', '@demo.example'];

async function expectNoAxeFindings(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const findings = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(findings, what).toEqual([]);
}

/**
 * The seats the public answer lists for the reading room now (other specs of the run add seats to
 * it): the page must show exactly those, and the demo's 24 at least.
 */
async function publicSeatCount(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/v1/public/occupancy/demo');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { plans: { name: string; seats: unknown[] }[] };
  const count = body.plans.find((p) => p.name === 'Lesesaal 1. OG')?.seats.length ?? 0;
  expect(count).toBeGreaterThanOrEqual(24);
  return count;
}

async function screenshot(page: Page, file: string) {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${file}.png`), fullPage: true });
}

test('without sign-in: the public reading room with counts and plan, no names; de and en, desktop and phone; axe clean', async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (const lang of ['de', 'en'] as const) {
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const response = await page.goto(`/public/demo${lang === 'en' ? '?lang=en' : ''}`);
      // Only this page may be framed by other sites.
      expect(response?.headers()['content-security-policy']).toContain('frame-ancestors *');
      expect(response?.headers()['x-frame-options']).toBeUndefined();
      await expect(page.getByRole('heading', { level: 1, name: TEXT[lang].heading })).toBeVisible();
      const plan = page.getByRole('region', { name: 'Lesesaal 1. OG' });
      await expect(plan.getByText(TEXT[lang].free)).toBeVisible();
      const seats = await publicSeatCount(page.request);
      await expect(plan.locator('[data-testid^="public-seat-"]')).toHaveCount(seats);
      await expect(plan.getByRole('list', { name: /Lesesaal 1\. OG/ }).getByRole('listitem')).toHaveCount(
        seats,
      );
      await expect(page.getByTestId('public-updated-at')).toHaveText(TEXT[lang].updated);
      await expect(page.getByText(TEXT[lang].legend, { exact: true })).toBeVisible();
      // The internal work floor is not public; nothing leads into the app (no menu, no sign-in).
      await expect(page.getByText('Arbeitswelt 2. OG')).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: /Hauptmenü|Main menu/ })).toHaveCount(0);
      await expect(page.getByRole('link', { name: /Anmelden|Sign in/ })).toHaveCount(0);
      const text = await page.locator('body').innerText();
      for (const person of PEOPLE) expect(text, `${person} on /public`).not.toContain(person);
      await expectNoAxeFindings(page, `/public/demo ${lang} ${viewport.name}`);
      await screenshot(page, `public-${lang}-${viewport.name}`);
    }
  }
  // No tenant, an unknown tenant: a message, no error page, no way into the app.
  await page.goto('/public');
  await expect(page.getByRole('heading', { level: 1, name: 'Live-Belegung' })).toBeVisible();
  await page.goto('/public/gibt-es-nicht');
  await expect(page.getByRole('heading', { level: 1, name: 'Keine öffentliche Belegung' })).toBeVisible();
  await expectNoAxeFindings(page, '/public/gibt-es-nicht');
});

async function openingException(request: APIRequestContext, planId: string, date: string) {
  const res = await request.post(`/api/v1/spaces/lesesaal/floor-plans/${planId}/opening-hours/exceptions`, {
    data: { validFrom: date, validTo: date, from: '00:00', to: '23:59', status: 'offen' },
  });
  expect(res.status()).toBe(201);
  const schedule = (await res.json()) as { exceptions: { id: string; validFrom: string; from: string }[] };
  return schedule.exceptions.find((e) => e.validFrom === date && e.from === '00:00')?.id ?? '';
}

test('live: a change of the public plan reaches the open page without reloading it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const admin = await browser.newPage();
  await signInThroughApi(admin, baseURL ?? '', 'admin');
  const planId = await floorPlanId(admin, 'lesesaal', 'Lesesaal 1. OG');
  const today = berlinDatePlus(0);
  // Open all day today, so "now" is within the opening hours whenever the suite runs.
  const exceptionId = await openingException(admin.request, planId, today);
  const seats = (await (
    await admin.request.get(`/api/v1/spaces/lesesaal/seats?floorPlanId=${planId}`)
  ).json()) as {
    id: string;
    label: string;
    active: boolean;
    [key: string]: unknown;
  }[];
  const seat = seats.find((s) => s.label === 'L-24');
  expect(seat).toBeDefined();
  const { id, ...fields } = seat as NonNullable<typeof seat>;
  const body = {
    ...fields,
    equipment: (fields.equipment as { equipmentId: string; count: number }[]).map((e) => ({
      equipmentId: e.equipmentId,
      count: e.count,
    })),
  };
  try {
    await page.goto('/public/demo');
    const marker = page.getByTestId('public-seat-L-24');
    await expect(marker).toHaveAttribute('data-state', 'free');
    const before = await page.getByTestId('public-counts').innerText();
    const off = await admin.request.put(`/api/v1/spaces/lesesaal/seats/${id}`, {
      data: { ...body, active: false },
    });
    expect(off.status()).toBe(200);
    // The stream says "changed"; the page reloads its answer within a few seconds (jitter ≤ 2 s).
    await expect(marker).toHaveAttribute('data-state', 'closed', { timeout: 10_000 });
    await expect(page.getByTestId('public-counts')).not.toHaveText(before);
  } finally {
    await admin.request.put(`/api/v1/spaces/lesesaal/seats/${id}`, { data: { ...body, active: true } });
    await admin.request.delete(
      `/api/v1/spaces/lesesaal/floor-plans/${planId}/opening-hours/exceptions/${exceptionId}`,
    );
    await admin.close();
  }
});
