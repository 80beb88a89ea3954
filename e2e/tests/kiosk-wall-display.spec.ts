import { expect, test } from '@playwright/test';
import { signInThroughApi } from './admin-sign-in';
import { seriousAxeFindings } from './axe-findings';

// Issue 14 point 9: the kiosk fits a 1920 × 1080 wall display without scrolling: title, legend,
// the whole plan and every seat's check-in code on one screen, codes large enough to scan.
test.use({ viewport: { width: 1920, height: 1080 } });

for (const product of ['lesesaal', 'arbeitswelt'] as const) {
  test(`the ${product} kiosk fits 1920 × 1080 without scrolling`, async ({ page, browser, baseURL }) => {
    const base = baseURL ?? '';
    const origin = new URL(base).origin;
    await signInThroughApi(page, base, 'admin');
    const plans = (await (await page.request.get(`/api/v1/spaces/${product}/floor-plans`)).json()) as {
      id: string;
      name: string;
      active: boolean;
    }[];
    const plan = plans.find((p) => p.active && !p.name.startsWith('Zz E2E'));
    if (!plan) throw new Error(`no active ${product} plan`);
    const created = await page.request.post(`/api/v1/spaces/${product}/floor-plans/${plan.id}/kiosk-tokens`, {
      data: { name: `E2E Wand ${product}` },
      headers: { Origin: origin },
    });
    expect(created.status()).toBe(201);
    const { id: tokenId, token } = (await created.json()) as { id: string; token: string };
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
    const kioskMap = await page.request.get(
      `/api/v1/kiosk/map?date=${today}&token=${encodeURIComponent(token)}`,
    );
    expect(kioskMap.status()).toBe(200);
    const { seats } = (await kioskMap.json()) as { seats: { label: string }[] };

    const wall = await browser.newContext({
      baseURL: base,
      locale: 'de-DE',
      timezoneId: 'Europe/Berlin',
      viewport: { width: 1920, height: 1080 },
    });
    const kiosk = await wall.newPage();
    await kiosk.goto(`/kiosk?token=${encodeURIComponent(token)}`);
    await expect(kiosk.getByRole('heading', { level: 1, name: plan.name })).toBeVisible();
    await expect(kiosk.getByRole('heading', { name: 'Legende' })).toBeVisible();
    const codes = kiosk.getByRole('img', { name: /^QR-Code zum Einchecken an / });
    await expect(codes).toHaveCount(seats.length);
    const page1 = await kiosk.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      scrollHeight: document.documentElement.scrollHeight,
      width: window.innerWidth,
      height: window.innerHeight,
    }));
    expect(page1.scrollWidth).toBeLessThanOrEqual(page1.width);
    expect(page1.scrollHeight).toBeLessThanOrEqual(page1.height);
    // Every marker, every code card and the plan image lie inside the screen.
    const outside = await kiosk.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('[data-testid^="kiosk-"], img'))
        .map((el) => ({
          id: el.dataset.testid ?? el.getAttribute('alt') ?? el.tagName,
          box: el.getBoundingClientRect(),
        }))
        .filter(
          ({ box }) =>
            box.width > 0 && (box.bottom > window.innerHeight + 0.5 || box.right > window.innerWidth + 0.5),
        )
        .map(({ id }) => id),
    );
    expect(outside).toEqual([]);
    // Large enough to be scanned from a step away.
    for (const size of await codes.evaluateAll((imgs) =>
      imgs.map((img) => img.getBoundingClientRect().width),
    ))
      expect(size).toBeGreaterThanOrEqual(96);
    expect(await seriousAxeFindings(kiosk)).toEqual([]);
    await kiosk.screenshot({ path: test.info().outputPath(`kiosk-${product}.png`) });

    await page.request.delete(`/api/v1/spaces/${product}/floor-plans/${plan.id}/kiosk-tokens/${tokenId}`, {
      headers: { Origin: origin },
    });
    await wall.close();
  });
}
