import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signInThroughApi } from './admin-sign-in';

// Issue 14 point 10: axe-core on every screen, German, desktop and 390 px phone: no critical and
// no serious finding (WCAG 2.1 A/AA rules). Each screen is opened as an account that may see it
// and checked once its heading (or, for the sign-in-free screens, its main landmark) is shown.
// The create/edit dialogs of the admin lists are covered by admin-crud-a11y.spec.ts.
type Screen = { path: string; account: string | null; ready?: string };
const SCREENS: Screen[] = [
  { path: '/login', account: null },
  { path: '/auth/recovery', account: null },
  { path: '/datenschutz', account: null },
  { path: '/impressum', account: null },
  // Issue 14 point 8 (ADR 0016): the public occupancy without sign-in.
  { path: '/public/demo', account: null },
  { path: '/lesesaal/karte', account: 'booker' },
  { path: '/lesesaal/liste', account: 'booker' },
  { path: '/arbeitswelt/karte', account: 'booker' },
  { path: '/fahrzeuge', account: 'booker' },
  { path: '/konto', account: 'booker' },
  { path: '/lesesaal/passwort', account: 'booker' },
  { path: '/arbeitswelt/passwort', account: 'booker' },
  { path: '/gibt-es-nicht', account: 'booker' },
  { path: '/fahrzeuge/freigaben', account: 'approver' },
  { path: '/fahrzeuge/uebersicht', account: 'fleet' },
  { path: '/admin/fahrzeuge', account: 'fleet' },
  { path: '/fahrzeuge/fahrtenbuch', account: 'fleet' },
  { path: '/fahrzeuge/berichte', account: 'fleet' },
  { path: '/fahrzeuge/fuehrerschein', account: 'examiner' },
  { path: '/admin/objektattribute', account: 'fleet' },
  { path: '/auslastung', account: 'admin' },
  { path: '/auswertung', account: 'admin' },
  { path: '/admin/benutzer', account: 'admin' },
  { path: '/admin/rollen', account: 'admin' },
  { path: '/admin/gruppen', account: 'admin' },
  { path: '/admin/einstellungen', account: 'admin' },
  { path: '/admin/gruppeneinstellungen', account: 'admin' },
  { path: '/admin/protokoll', account: 'admin' },
  { path: '/admin/raeume', account: 'admin' },
  { path: '/admin/lokationen', account: 'admin' },
  { path: '/admin/oeffnungszeiten', account: 'admin' },
  { path: '/admin/mandanten', account: 'platform' },
  { path: '/admin/postfach', account: 'platform' },
];
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function seriousFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const account of [...new Set(SCREENS.map((s) => s.account))]) {
  test(`every screen of ${account ?? 'the signed-out visitor'} passes axe (no critical or serious) on desktop and phone`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    await page.addInitScript(() => window.localStorage.setItem('buchbar.language', 'de'));
    if (account) await signInThroughApi(page, baseURL ?? '', account);
    const findings: Record<string, string[]> = {};
    for (const screen of SCREENS.filter((s) => s.account === account)) {
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await page.goto(screen.path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        // Loaders settle before contrast is measured (no fades: reducedMotion in the config).
        await expect(page.locator('[role="status"].mantine-Loader-root')).toHaveCount(0);
        const found = await seriousFindings(page);
        if (found.length > 0) findings[`${screen.path} ${viewport.name}`] = found;
      }
    }
    expect(findings).toEqual({});
  });
}
