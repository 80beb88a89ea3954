import { expect, test } from '@playwright/test';
import { chromiumPath } from '../chromium-path';

// ADR 0016: other sites may frame /public (frame-ancestors *), and nothing else of the app.
test.use({
  launchOptions: {
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-features=LocalNetworkAccessChecks'],
  },
});

test('another site frames /public; the sign-in page refuses the same frame', async ({ page, baseURL }) => {
  const app = new URL(baseURL ?? '');
  // The embedding page comes from another origin (127.0.0.1 instead of localhost): cross-origin
  // for frame-ancestors. Chrome treats a page the test fulfils as a public site and would refuse
  // it any frame of a local address (Local Network Access); the launch options above switch that
  // check off, as a library's public website framing a public Buchbar never meets it.
  const site = `http://127.0.0.1:${app.port}/bibliothek-website`;
  await page.route(site, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><title>Bibliothek</title><h1>Unsere Lesesäle</h1>
        <iframe id="live" title="Live" src="${app.origin}/public/demo" width="900" height="600"></iframe>
        <iframe id="login" title="Login" src="${app.origin}/login" width="400" height="300"></iframe>`,
    }),
  );
  const blocked: string[] = [];
  page.on('console', (m) => {
    if (m.text().includes("frame-ancestors 'none'")) blocked.push(m.text());
  });
  await page.goto(site);
  const live = page.frameLocator('#live');
  await expect(live.getByRole('heading', { level: 1, name: 'Live-Belegung: Demo GmbH' })).toBeVisible();
  // Other specs of the run may have added seats: the frame shows what the public answer lists.
  const answer = await page.request.get(`${app.origin}/api/v1/public/occupancy/demo`);
  const plans = ((await answer.json()) as { plans: { name: string; seats: unknown[] }[] }).plans;
  const seats = plans.find((p) => p.name === 'Lesesaal 1. OG')?.seats.length ?? 0;
  expect(seats).toBeGreaterThanOrEqual(24);
  await expect(live.locator('[data-testid^="public-seat-"]')).toHaveCount(seats);
  // frame-ancestors 'none' on every other page: the browser refuses to show the sign-in there.
  await expect.poll(() => blocked.length, { timeout: 10_000 }).toBe(1);
  await expect(
    page.frameLocator('#login').getByRole('button', { name: 'Anmelden', exact: true }),
  ).toHaveCount(0);
});
