import { expect, type Page, test } from '@playwright/test';
import { signInThroughApi } from './admin-sign-in';

// Issue 14 point 4: on a 390 px phone no page scrolls sideways (the opening hours, the kiosk tab
// and the privacy page did). Every screen of the axe sweep (a11y-every-screen.spec.ts) plus the
// tabs and views it does not open, in German and English: the document is never wider than the
// window. Wide content (tables, a zoomed plan) scrolls inside its own frame.
type Screen = { path: string; account: string | null };
const SCREENS: Screen[] = [
  { path: '/login', account: null },
  { path: '/auth/recovery', account: null },
  { path: '/datenschutz', account: null },
  { path: '/impressum', account: null },
  { path: '/kiosk', account: null },
  { path: '/lesesaal/karte', account: 'booker' },
  { path: '/lesesaal/liste', account: 'booker' },
  { path: '/arbeitswelt/karte', account: 'booker' },
  { path: '/arbeitswelt/liste', account: 'booker' },
  { path: '/fahrzeuge', account: 'booker' },
  { path: '/konto', account: 'booker' },
  { path: '/datenschutz', account: 'booker' },
  { path: '/gibt-es-nicht', account: 'booker' },
  { path: '/fahrzeuge/freigaben', account: 'approver' },
  { path: '/fahrzeuge/uebersicht', account: 'fleet' },
  { path: '/admin/fahrzeuge', account: 'fleet' },
  { path: '/fahrzeuge/fahrtenbuch', account: 'fleet' },
  { path: '/fahrzeuge/fuehrerschein', account: 'examiner' },
  { path: '/admin/objektattribute', account: 'fleet' },
  { path: '/auslastung', account: 'admin' },
  { path: '/admin/benutzer', account: 'admin' },
  { path: '/admin/rollen', account: 'admin' },
  { path: '/admin/gruppen', account: 'admin' },
  { path: '/admin/einstellungen', account: 'admin' },
  { path: '/admin/protokoll', account: 'admin' },
  { path: '/admin/raeume', account: 'admin' },
  { path: '/admin/raeume?tab=ausstattung', account: 'admin' },
  { path: '/admin/raeume?tab=kiosk', account: 'admin' },
  { path: '/admin/raeume?produkt=arbeitswelt', account: 'admin' },
  { path: '/admin/lokationen', account: 'admin' },
  { path: '/admin/oeffnungszeiten', account: 'admin' },
  { path: '/admin/mandanten', account: 'platform' },
  { path: '/admin/postfach', account: 'platform' },
];

async function widthOf(page: Page): Promise<{ scrollWidth: number; innerWidth: number; widest: string }> {
  return page.evaluate(() => {
    const innerWidth = window.innerWidth;
    // For the report: the first element reaching past the window's right edge.
    const wide = Array.from(document.querySelectorAll<HTMLElement>('body *')).find(
      (el) => el.getBoundingClientRect().right > innerWidth + 0.5 && el.getBoundingClientRect().width > 0,
    );
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth,
      widest: wide ? `${wide.tagName.toLowerCase()}.${String(wide.className).slice(0, 60)}` : '',
    };
  });
}

for (const account of [...new Set(SCREENS.map((s) => s.account))]) {
  test(`no screen of ${account ?? 'the signed-out visitor'} scrolls sideways at 390 px (de and en)`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 390, height: 844 });
    if (account) await signInThroughApi(page, baseURL ?? '', account);
    const wider: string[] = [];
    for (const language of ['de', 'en']) {
      await page.addInitScript((lang) => window.localStorage.setItem('buchbar.language', lang), language);
      for (const screen of SCREENS.filter((s) => s.account === account)) {
        await page.goto(screen.path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page.locator('[role="status"].mantine-Loader-root')).toHaveCount(0);
        const { scrollWidth, innerWidth, widest } = await widthOf(page);
        if (scrollWidth > innerWidth)
          wider.push(`${screen.path} (${language}): ${scrollWidth} px, ${widest}`);
      }
    }
    expect(wider).toEqual([]);
  });
}
