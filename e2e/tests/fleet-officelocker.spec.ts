import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { signInThroughApi } from './admin-sign-in';

/**
 * Issue 11 point 7 (ADR 0009 gap 7): the key hand-over terminal. A fleet manager sets up a
 * terminal; booker@ holds a trip starting at the next quarter hour (inside the 30-minute
 * check-in window whenever the test runs), reads the key code in the app, types it at the
 * terminal and is told the compartment, with no name on the screen; a wrong code gets the one
 * neutral answer. Screenshots (desktop and phone, de and en) go to e2e/test-results/officelocker.
 */
const QUARTER = 15 * 60_000;
const SHOTS = 'test-results/officelocker';
/** The main site's demo vehicles carry compartments 1..8; 8 is for the fleet department only. */
const CANDIDATES = [1, 2, 3, 4, 5, 6, 7];
const vehicleId = (n: number) => `00000000-0000-4000-8201-${String(n).padStart(12, '0')}`;

async function axeClean(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

async function terminalPage(
  browser: Browser,
  base: string,
  url: string,
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({
    baseURL: base,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    viewport,
  });
  const page = await context.newPage();
  await page.goto(url.replace(/^https?:\/\/[^/]+/, ''));
  return page;
}

test('the key terminal names the compartment for a trip starting now, no name, one neutral refusal', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  const base = baseURL ?? '';
  const headers = { Origin: new URL(base).origin };

  // Bookings start at least 30 minutes ahead; a 60-minute check-in lead puts the next possible
  // start inside the check-in window whenever the test runs (restored at the end).
  await signInThroughApi(page, base, 'admin');
  const stored = (await (await page.request.get('/api/v1/settings/tenant')).json()) as {
    values: Record<string, unknown>;
  };
  const lead = stored.values['vehicles.checkInBeforeStartMinutes'] ?? 30;
  const setLead = async (value: unknown) => {
    await signInThroughApi(page, base, 'admin');
    const r = await page.request.put('/api/v1/settings/tenant', {
      data: { values: { 'vehicles.checkInBeforeStartMinutes': value } },
      headers,
    });
    expect(r.status(), await r.text()).toBe(200);
    await page.context().clearCookies();
  };
  await setLead(60);
  await page.context().clearCookies();

  await signInThroughApi(page, base, 'fleet');
  const created = await page.request.post('/api/v1/office-locker-terminals', {
    data: { name: 'E2E Pforte' },
    headers,
  });
  expect(created.status()).toBe(201);
  const terminal = (await created.json()) as { url: string };
  await page.context().clearCookies();

  await signInThroughApi(page, base, 'booker');
  const me = (await (await page.request.get('/api/v1/me')).json()) as { name?: string; email?: string };
  const start = Math.ceil((Date.now() + 30 * 60_000) / QUARTER) * QUARTER;
  let bookingId = '';
  let compartment = '';
  const refusals: string[] = [];
  for (const n of CANDIDATES) {
    const booked = await page.request.post('/api/v1/vehicle-bookings', {
      data: {
        vehicleId: vehicleId(n),
        start: new Date(start).toISOString(),
        end: new Date(start + 60 * 60_000).toISOString(),
        reasonForTrip: 'Kundentermin E2E',
        destination: 'Potsdam',
      },
      headers,
    });
    if (booked.status() === 201) {
      bookingId = ((await booked.json()) as { id: string }).id;
      compartment = String(n);
      break;
    }
    refusals.push(await booked.text());
  }
  expect(bookingId, refusals.join('\n')).not.toBe('');
  test.info().annotations.push({ type: 'booking', description: bookingId });
  const codeReply = await page.request.get(`/api/v1/vehicle-bookings/${bookingId}/locker-code`);
  expect(codeReply.status()).toBe(200);
  const code = ((await codeReply.json()) as { code: string }).code;
  expect(code).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);

  // The driver sees the code in the app's sidebar.
  await page.goto('/fahrzeuge');
  await expect(page.getByTestId('locker-code').first()).toBeVisible();
  await expect(page.getByText(code)).toBeVisible();

  // The terminal: no session, the token in the address.
  const kiosk = await terminalPage(browser, base, terminal.url, { width: 1280, height: 900 });
  await expect(kiosk.getByRole('heading', { level: 1, name: 'Schlüsselausgabe' })).toBeVisible();
  await kiosk.screenshot({ path: `${SHOTS}/desktop-de-entry.png`, fullPage: true });
  await axeClean(kiosk);

  // A wrong code: the one neutral answer.
  await kiosk.getByLabel('Schlüsselcode').fill('ZZZZZZ');
  await kiosk.getByRole('button', { name: 'Weiter' }).click();
  await expect(kiosk.getByRole('alert')).toContainText('Dieser Code kann hier gerade nicht verwendet werden');
  await expect(kiosk.getByTestId('locker-countdown')).toContainText(/Zurück zum Start in \d+ s/);
  await kiosk.screenshot({ path: `${SHOTS}/desktop-de-refused.png`, fullPage: true });

  // The right code: three characters on the keypad, the rest typed, lower case with a dash.
  await kiosk.getByLabel('Schlüsselcode').fill('');
  const keypad = kiosk.getByRole('group', { name: 'Tastenfeld' });
  for (const c of code.slice(0, 3)) await keypad.getByRole('button', { name: c, exact: true }).click();
  await kiosk.getByLabel('Schlüsselcode').pressSequentially(`-${code.slice(3).toLowerCase()}`);
  await expect(kiosk.getByLabel('Schlüsselcode')).toHaveValue(code);
  await kiosk.getByRole('button', { name: 'Weiter' }).click();
  await expect(
    kiosk.getByRole('heading', { name: `Bitte nehmen Sie den Schlüssel aus Fach ${compartment}` }),
  ).toBeVisible();
  const text = await kiosk.locator('body').innerText();
  for (const personal of [me.name, me.email, 'Kundentermin', 'Potsdam'])
    if (personal) expect(text).not.toContain(personal);
  await kiosk.screenshot({ path: `${SHOTS}/desktop-de-pickup.png`, fullPage: true });
  await axeClean(kiosk);

  // English, and back to the start by "Done".
  await kiosk.getByText('English', { exact: true }).click();
  await expect(
    kiosk.getByRole('heading', { name: `Please take the key from compartment ${compartment}` }),
  ).toBeVisible();
  await kiosk.screenshot({ path: `${SHOTS}/desktop-en-pickup.png`, fullPage: true });
  await kiosk.getByRole('button', { name: 'Done' }).click();
  await expect(kiosk.getByLabel('Key code')).toHaveValue('');
  await kiosk.screenshot({ path: `${SHOTS}/desktop-en-entry.png`, fullPage: true });
  await axeClean(kiosk);

  // A phone-sized terminal, German and English.
  const phone = await terminalPage(browser, base, terminal.url, { width: 390, height: 844 });
  await expect(phone.getByRole('heading', { level: 1, name: 'Schlüsselausgabe' })).toBeVisible();
  await phone.screenshot({ path: `${SHOTS}/phone-de-entry.png`, fullPage: true });
  await axeClean(phone);
  await phone.getByLabel('Schlüsselcode').fill(code);
  await phone.getByRole('button', { name: 'Weiter' }).click();
  await expect(phone.getByRole('heading', { name: new RegExp(`Fach ${compartment}$`) })).toBeVisible();
  await phone.screenshot({ path: `${SHOTS}/phone-de-pickup.png`, fullPage: true });
  await phone.getByText('English', { exact: true }).click();
  await phone.screenshot({ path: `${SHOTS}/phone-en-pickup.png`, fullPage: true });

  // The return: after the check-in in the app, the terminal asks for the check-out.
  const checkIn = await page.request.post(`/api/v1/vehicle-bookings/${bookingId}/check-in`, {
    data: { mileage: 900_000, attributes: { '00000000-0000-4000-8202-000000000005': 'nein' } },
    headers,
  });
  expect(checkIn.status(), await checkIn.text()).toBe(200);
  await kiosk.getByLabel('Key code').fill(code);
  await kiosk.getByRole('button', { name: 'Continue' }).click();
  await expect(kiosk.getByRole('heading', { name: 'End the trip' })).toBeVisible();
  await kiosk.screenshot({ path: `${SHOTS}/desktop-en-return.png`, fullPage: true });
  await axeClean(kiosk);
  const mileage = kiosk.getByRole('textbox', { name: /^Mileage/ });
  await mileage.click();
  await mileage.pressSequentially('900050');
  await expect(mileage).toHaveValue('900050');
  for (const side of ['inside', 'outside']) {
    await kiosk.getByRole('combobox', { name: new RegExp(`^Cleanliness ${side}`) }).click();
    await kiosk.getByRole('option').first().click();
  }
  await kiosk.getByRole('radio', { name: 'Nein' }).check();
  await kiosk.getByRole('button', { name: 'End trip' }).click();
  await expect(
    kiosk.getByRole('heading', { name: `Please put the key into compartment ${compartment}` }),
  ).toBeVisible();
  await kiosk.screenshot({ path: `${SHOTS}/desktop-en-returned.png`, fullPage: true });
  const bookerCookies = await page.context().cookies();
  await page.context().clearCookies();
  await setLead(lead);
  await page.context().addCookies(bookerCookies);
});

test('a fleet manager adds a terminal (address shown once) and sets a key compartment', async ({
  page,
  baseURL,
}) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  await signInThroughApi(page, baseURL ?? '', 'fleet');
  await page.goto('/admin/fahrzeuge');
  const panel = page.getByRole('region', { name: 'Schlüsselausgabe-Terminals' });
  const name = `Pforte ${Date.now()}`;
  await panel.getByLabel(/^Gerätename/).fill(name);
  await panel.getByRole('button', { name: 'Terminal anlegen' }).click();
  await expect(panel.getByLabel('Adresse für das Gerät')).toHaveValue(/\/officelocker\?token=/);
  await expect(panel.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  await panel.screenshot({ path: `${SHOTS}/admin-terminals-de.png` });
  await axeClean(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/fahrzeuge/${vehicleId(9)}`);
  await page.getByRole('tab', { name: 'Schlüsselfach' }).click();
  await page.getByRole('textbox', { name: /^Schlüsselfach/ }).fill('N9');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Schlüsselfach N9 gespeichert.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/admin-compartment-phone-de.png`, fullPage: true });
  await axeClean(page);
  const stored = await page.request.get(`/api/v1/vehicles/${vehicleId(9)}/key-compartment`);
  expect(await stored.json()).toEqual({ keyCompartment: 'N9' });
});
