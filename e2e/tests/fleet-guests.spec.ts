import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signInThroughApi } from './admin-sign-in';

/**
 * Issue 11 point 6: fleet@ (fahrzeug_gastbuchung) books the guest car Škoda Octavia for a guest
 * in the booking dialog; the guest's mail (read from the admin mailbox) carries the link to
 * /pub/fahrzeugbuchungstorno; the guest, without a session, confirms and cancels there; the same
 * link again says it is invalid. German on a desktop, English on a 390 px phone.
 */
const VEHICLE = 'Škoda Octavia Combi';
const TEXT = {
  de: {
    book: `${VEHICLE} buchen`,
    forGuest: 'Für einen Gast buchen',
    name: 'Name des Gastes',
    email: 'E-Mail-Adresse des Gastes',
    notes: 'Hinweise zum Gast',
    submit: 'Buchen',
    booked: 'Fahrzeug gebucht',
    pageTitle: 'Ihre Fahrzeugbuchung',
    confirm: 'Buchung bestätigen',
    confirmed: 'Vielen Dank, die Buchung ist bestätigt.',
    cancel: 'Buchung stornieren',
    cancelYes: 'Ja, stornieren',
    cancelled: /Die Buchung ist storniert/,
    invalid: 'Link ungültig',
    emailError: 'Bitte geben Sie eine gültige E-Mail-Adresse des Gastes an.',
    sidebar: 'Seitenleiste',
    phoneOverview: 'Meine Fahrzeugbuchungen',
    guestSection: 'Meine Gastbuchungen',
  },
  en: {
    book: `Book ${VEHICLE}`,
    forGuest: 'Book for a guest',
    name: "Guest's name",
    email: "Guest's e-mail address",
    notes: 'Notes about the guest',
    submit: 'Book',
    booked: 'Vehicle booked',
    pageTitle: 'Your vehicle booking',
    confirm: 'Confirm booking',
    confirmed: 'Thank you, the booking is confirmed.',
    cancel: 'Cancel booking',
    cancelYes: 'Yes, cancel',
    cancelled: /The booking is cancelled/,
    invalid: 'Invalid link',
    emailError: 'Please enter a valid e-mail address of the guest.',
    sidebar: 'Sidebar',
    phoneOverview: 'My vehicle bookings',
    guestSection: 'My guest bookings',
  },
} as const;

const RUNS = [
  { language: 'de', viewport: { name: 'desktop', width: 1280, height: 800 }, daysAhead: 3 },
  { language: 'en', viewport: { name: 'phone', width: 390, height: 844 }, daysAhead: 4 },
] as const;

const SHOTS = process.env.GUEST_SHOTS;

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  // The id and the first offending elements, so a failure says where.
  return result.violations
    .filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

/** The Berlin date `days` ahead, moved on to a Monday–Friday (the car's booking days). */
function weekdayAhead(days: number): string {
  const berlin = (d: Date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', dateStyle: 'short' }).format(d);
  for (let d = days; ; d++) {
    const date = new Date(Date.now() + d * 86_400_000);
    const weekday = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', weekday: 'short' }).format(
      date,
    );
    if (weekday !== 'Sat' && weekday !== 'Sun') return berlin(date);
  }
}

for (const run of RUNS) {
  test(`fleet@ books for a guest; the guest confirms and cancels through the mailed link (${run.language}, ${run.viewport.name})`, async ({
    page,
    baseURL,
    browser,
  }) => {
    test.setTimeout(120_000);
    const text = TEXT[run.language];
    const guestEmail = `gast-${run.language}-${Date.now()}@example.org`;
    await page.setViewportSize({ width: run.viewport.width, height: run.viewport.height });
    await page.addInitScript((lang) => window.localStorage.setItem('buchbar.language', lang), run.language);
    await signInThroughApi(page, baseURL ?? '', 'fleet');

    // Evening of a working day a few days ahead: far from the demo trips, > 24 h away.
    await page.goto(`/fahrzeuge?date=${weekdayAhead(run.daysAhead)}&from=18:30&to=20:00`);
    await page.getByRole('button', { name: text.book, exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: new RegExp(VEHICLE) });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('switch', { name: text.forGuest }).check();
    await dialog.getByRole('textbox', { name: text.name }).fill('Erika Gast');
    await dialog.getByRole('textbox', { name: text.email }).fill('kein-mail');
    await dialog.getByRole('textbox', { name: text.notes }).fill('Kommt mit der Bahn');
    await dialog.getByRole('button', { name: text.submit, exact: true }).click();
    // The server's refusal at the field, nothing booked.
    await expect(dialog.getByText(text.emailError).first()).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: text.email })).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('switch', { name: text.forGuest }).scrollIntoViewIfNeeded();
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/guest-fields-${run.language}-${run.viewport.name}.png` });
    await dialog.getByRole('textbox', { name: text.email }).fill(guestEmail);
    await dialog.getByRole('button', { name: text.submit, exact: true }).click();
    await expect(page.getByText(text.booked)).toBeVisible();
    await expect(dialog).toBeHidden();
    // The sidebar lists the guest booking (on a phone one tap away).
    let guests = page
      .getByRole('navigation', { name: text.sidebar })
      .getByRole('region', { name: text.guestSection });
    if (run.viewport.name === 'phone') {
      await page.getByRole('button', { name: text.phoneOverview }).click();
      guests = page
        .getByRole('dialog', { name: text.phoneOverview })
        .getByRole('region', { name: text.guestSection });
    }
    await expect(guests.getByText(guestEmail)).toBeVisible();

    // The guest's mail, as the platform administrator sees it in the mailbox.
    await signInThroughApi(page, baseURL ?? '', 'platform');
    await page.goto('/admin/postfach');
    await expect(page.getByText(guestEmail).first()).toBeVisible({ timeout: 20_000 });
    const mails = await page.request.get('/api/v1/admin/mails?pageSize=20');
    const { items } = (await mails.json()) as { items: { to: string; text: string }[] };
    const mail = items.find((m) => m.to === guestEmail);
    const link = /https?:\/\/\S+\/pub\/fahrzeugbuchungstorno\?token=[\w-]+/.exec(mail?.text ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
    const path = new URL(link).pathname + new URL(link).search;

    // The guest: no session, the same language.
    const guestContext = await browser.newContext({
      viewport: { width: run.viewport.width, height: run.viewport.height },
      locale: run.language === 'de' ? 'de-DE' : 'en-GB',
      timezoneId: 'Europe/Berlin',
    });
    const guest = await guestContext.newPage();
    await guest.addInitScript((lang) => window.localStorage.setItem('buchbar.language', lang), run.language);
    await guest.goto(path);
    await expect(guest.getByRole('heading', { name: text.pageTitle, level: 1 })).toBeVisible();
    await expect(guest.getByText(new RegExp(`${VEHICLE} \\(B-BB 103\\)`))).toBeVisible();
    expect(await seriousViolations(guest)).toEqual([]);
    if (SHOTS)
      await guest.screenshot({
        path: `${SHOTS}/guest-page-${run.language}-${run.viewport.name}.png`,
        fullPage: true,
      });

    await guest.getByRole('button', { name: text.confirm }).click();
    await expect(guest.getByText(text.confirmed)).toBeVisible();
    await guest.getByRole('button', { name: text.cancel }).click();
    await guest.getByRole('button', { name: text.cancelYes }).click();
    await expect(guest.getByText(text.cancelled)).toBeVisible();
    expect(await seriousViolations(guest)).toEqual([]);
    if (SHOTS)
      await guest.screenshot({
        path: `${SHOTS}/guest-cancelled-${run.language}-${run.viewport.name}.png`,
        fullPage: true,
      });

    // The same link again: used up.
    await guest.goto(path);
    await expect(guest.getByRole('alert')).toContainText(text.invalid);
    expect(await seriousViolations(guest)).toEqual([]);
    if (SHOTS)
      await guest.screenshot({ path: `${SHOTS}/guest-invalid-${run.language}-${run.viewport.name}.png` });
    await guestContext.close();
  });
}

const TOO_LATE = {
  de: {
    title: 'Stornierung nicht mehr möglich',
    text: /nur bis .* möglich\. Bitte wenden Sie sich an David Fuhrpark/,
  },
  en: {
    title: 'Cancellation no longer possible',
    text: /only possible until .*\. Please contact David Fuhrpark/,
  },
} as const;

for (const run of RUNS) {
  test(`less than 24 h before the start the guest's page explains it is too late and whom to contact (${run.language}, ${run.viewport.name})`, async ({
    page,
    baseURL,
    browser,
  }) => {
    test.setTimeout(90_000);
    const origin = new URL(baseURL ?? '').origin;
    const guestEmail = `spaet-${run.language}-${Date.now()}@example.org`;
    await signInThroughApi(page, baseURL ?? '', 'fleet');
    // A few hours from now, on the full hour: well inside the last 24 hours before the start. A
    // retry of this test (or the other language's run) finds the next free hour.
    const firstHour = Math.ceil((Date.now() + 3 * 3_600_000) / 3_600_000) * 3_600_000;
    let booked = null as Awaited<ReturnType<typeof page.request.post>> | null;
    for (let hour = run.language === 'de' ? 0 : 1; hour < 12; hour += 2) {
      const start = firstHour + hour * 3_600_000;
      booked = await page.request.post('/api/v1/vehicle-bookings', {
        headers: { Origin: origin },
        data: {
          vehicleId: '00000000-0000-4000-8201-000000000013',
          start: new Date(start).toISOString(),
          end: new Date(start + 30 * 60_000).toISOString(),
          guest: { name: 'Gerd Spät', email: guestEmail, notes: '' },
        },
      });
      if (booked.status() !== 409) break;
    }
    if (!booked) throw new Error('no booking attempt');
    expect(booked.status()).toBe(201);
    await signInThroughApi(page, baseURL ?? '', 'platform');
    const mails = await page.request.get('/api/v1/admin/mails?pageSize=20');
    const { items } = (await mails.json()) as { items: { to: string; text: string }[] };
    const link = /https?:\/\/\S+\/pub\/fahrzeugbuchungstorno\?token=[\w-]+/.exec(
      items.find((m) => m.to === guestEmail)?.text ?? '',
    )?.[0];
    expect(link).toBeTruthy();
    const url = new URL(link ?? '');

    const guestContext = await browser.newContext({
      viewport: { width: run.viewport.width, height: run.viewport.height },
    });
    const guest = await guestContext.newPage();
    await guest.addInitScript((lang) => window.localStorage.setItem('buchbar.language', lang), run.language);
    await guest.goto(url.pathname + url.search);
    await expect(guest.getByText(TOO_LATE[run.language].title)).toBeVisible();
    await expect(guest.getByText(TOO_LATE[run.language].text)).toBeVisible();
    await expect(guest.getByRole('link', { name: 'fleet@demo.example' })).toBeVisible();
    await expect(guest.getByRole('button', { name: TEXT[run.language].cancel })).toHaveCount(0);
    expect(await seriousViolations(guest)).toEqual([]);
    if (SHOTS)
      await guest.screenshot({
        path: `${SHOTS}/guest-too-late-${run.language}-${run.viewport.name}.png`,
        fullPage: true,
      });
    await guestContext.close();
  });
}

const WAITING = {
  de: {
    title: 'Freigabe ausstehend',
    text: 'Die Fahrt wartet noch auf die interne Freigabe.',
    menu: 'Hauptmenü',
    signIn: 'Anmelden',
  },
  en: {
    title: 'Approval pending',
    text: 'The trip still waits for internal approval.',
    menu: 'Main menu',
    signIn: 'Sign in',
  },
} as const;

for (const run of RUNS) {
  test(`issue 22 point 10: the guest's page has no staff chrome and says the trip waits for approval (${run.language}, ${run.viewport.name})`, async ({
    browser,
  }) => {
    const guestContext = await browser.newContext({
      viewport: { width: run.viewport.width, height: run.viewport.height },
      locale: run.language === 'de' ? 'de-DE' : 'en-GB',
      timezoneId: 'Europe/Berlin',
    });
    const guest = await guestContext.newPage();
    // The server's answer for a held special trip the guest has confirmed (pinned dates, no demo data).
    await guest.route('**/api/v1/public/guest-bookings/**', (route) =>
      route.fulfill({
        json: {
          vehicleName: `${VEHICLE} (B-BB 103)`,
          start: '2031-06-11T08:00:00.000Z',
          end: '2031-06-11T12:00:00.000Z',
          status: 'vorgemerkt',
          guestName: 'Erika Gast',
          confirmationNeeded: false,
          confirmed: true,
          confirmedAt: '2031-06-01T08:00:00.000Z',
          awaitingApproval: true,
          cancellable: true,
          tooLate: false,
          deadline: '2031-06-10T08:00:00.000Z',
          contact: { name: 'David Fuhrpark', email: 'fleet@demo.example' },
        },
      }),
    );
    await guest.addInitScript((lang) => window.localStorage.setItem('buchbar.language', lang), run.language);
    const page = await guest.goto('/pub/fahrzeugbuchungstorno?token=a-token-the-stub-answers');
    // Still a page no other site may frame (unlike /public).
    expect(page?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect(guest.getByRole('heading', { name: TEXT[run.language].pageTitle, level: 1 })).toBeVisible();
    // A guest is no staff member: no main menu, nothing to sign in with.
    await expect(guest.getByRole('navigation', { name: WAITING[run.language].menu })).toHaveCount(0);
    await expect(guest.getByRole('button', { name: WAITING[run.language].menu })).toHaveCount(0);
    await expect(guest.getByRole('link', { name: WAITING[run.language].signIn })).toHaveCount(0);
    await expect(guest.getByRole('button', { name: WAITING[run.language].signIn })).toHaveCount(0);
    await expect(guest.getByText(WAITING[run.language].title)).toBeVisible();
    await expect(guest.getByText(WAITING[run.language].text)).toBeVisible();
    expect(await seriousViolations(guest)).toEqual([]);
    if (SHOTS)
      await guest.screenshot({
        path: `${SHOTS}/guest-awaiting-approval-${run.language}-${run.viewport.name}.png`,
        fullPage: true,
      });
    await guestContext.close();
  });
}
