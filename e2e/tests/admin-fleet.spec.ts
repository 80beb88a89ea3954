import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signInThroughApi } from './admin-sign-in';
import { berlinWallTime, pickDateTime } from './date-pickers';

// Issue 10 point 3: the fleet manager creates a vehicle (the mandatory FAHRZEUG attribute is asked
// for first), changes it, sees "old → new" in its history, saves again without a change, and
// deactivates it after a confirmation that warns about open bookings.
test('a fleet manager creates, edits and deactivates a vehicle and sees its history', async ({
  page,
  baseURL,
}) => {
  const n = Date.now() % 1_000_000;
  const model = `Testwagen ${n}`;
  const plate = `E2E-${n}`;
  await signInThroughApi(page, baseURL ?? '', 'fleet');
  await page.goto('/admin/fahrzeuge');
  await expect(page.getByRole('heading', { level: 1, name: 'Fahrzeuge' })).toBeVisible();
  await page.getByRole('link', { name: 'Neues Fahrzeug' }).click();

  await page.getByRole('textbox', { name: /^Marke/ }).fill('E2E');
  await page.getByRole('textbox', { name: /^Modell/ }).fill(model);
  await page.getByRole('textbox', { name: /^Kennzeichen/ }).fill(plate);
  await page.getByRole('combobox', { name: /^Standort/ }).click();
  await page.getByRole('option', { name: 'Hauptgebäude' }).click();
  await page.getByRole('textbox', { name: 'Sitze' }).fill('5');
  await page.getByRole('button', { name: 'Fahrzeug anlegen' }).click();
  const tankCard = page.getByRole('radiogroup', { name: /^Tankkarte vorhanden/ });
  // At the field (and in the failure toast): the domain's mandatory rule, checked before sending.
  await expect(page.getByText('Bitte füllen Sie alle Pflichtfelder aus.')).toHaveCount(2);
  await tankCard.getByRole('radio', { name: 'Nein' }).check();
  await page.getByRole('button', { name: 'Fahrzeug anlegen' }).click();

  const name = `E2E ${model} (${plate})`;
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/fahrzeuge\/[0-9a-f-]{36}$/);

  await page.getByRole('textbox', { name: 'Sitze' }).fill('7');
  await page.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(page.getByText(`Die Änderungen an ${name} wurden gespeichert.`)).toBeVisible();
  await page.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(page.getByText('Es wurde nichts geändert; es gibt nichts zu speichern.')).toBeVisible();

  await page.getByRole('tab', { name: 'Verlauf' }).click();
  const history = page.getByRole('list', { name: `Verlauf von ${name}` });
  const entries = history.getByTestId('history-entry');
  await expect(entries.filter({ hasText: 'Stammdatenänderung' })).toContainText('Sitze: 5 → 7');
  await expect(entries.filter({ hasText: 'Angelegt' })).toBeVisible();

  await page.getByRole('button', { name: 'Deaktivieren' }).click();
  const confirm = page.getByRole('dialog', { name: 'Fahrzeug deaktivieren?' });
  await expect(confirm).toContainText('offenen Buchungen');
  await confirm.getByRole('button', { name: 'Deaktivieren und Buchungen stornieren' }).click();
  await expect(confirm).toBeHidden();
  await expect(
    page.getByText(`${name} ist deaktiviert; 0 Buchungen wurden storniert.`).first(),
  ).toBeVisible();
  await expect(page.getByText(/^Deaktiviert am/)).toBeVisible();

  await page.getByRole('link', { name: 'Zurück zur Fahrzeugliste' }).click();
  await page.getByText('Deaktiviert', { exact: true }).click();
  await expect(page.getByRole('link', { name: `E2E ${model}` })).toBeVisible();
});

test("a fleet manager cancels a vehicle's bookings in a period and sees how many", async ({
  page,
  baseURL,
  playwright,
}) => {
  const origin = { Origin: new URL(baseURL ?? '').origin };
  const booker = await playwright.request.newContext({ baseURL });
  await booker.post('/api/auth/sign-in/email', {
    data: { email: 'booker@demo.example', password: 'buchbar-demo' },
    headers: origin,
  });
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const vehicles = (await (await booker.get('/api/v1/vehicles')).json()) as { id: string }[];
  let vehicleId = '';
  for (const v of vehicles) {
    const res = await booker.post('/api/v1/vehicle-bookings', {
      data: { vehicleId: v.id, start: `${day}T08:00:00Z`, end: `${day}T09:00:00Z`, reasonForTrip: 'E2E' },
      headers: origin,
    });
    if (res.status() === 201) {
      vehicleId = v.id;
      break;
    }
  }
  expect(vehicleId).not.toBe('');
  await booker.dispose();

  await signInThroughApi(page, baseURL ?? '', 'fleet');
  await page.goto(`/admin/fahrzeuge/${vehicleId}`);
  await page.getByRole('tab', { name: 'Buchungen stornieren' }).click();
  // Exactly the booked hour (Berlin wall time): other bookings of the vehicle keep the minimum gap.
  const panel = page.getByRole('tabpanel');
  await pickDateTime(
    page,
    panel.getByRole('button', { name: 'Von', exact: true }),
    berlinWallTime(Date.parse(`${day}T08:00:00Z`)),
  );
  await pickDateTime(
    page,
    panel.getByRole('button', { name: 'Bis', exact: true }),
    berlinWallTime(Date.parse(`${day}T09:00:00Z`)),
  );
  await page.getByLabel(/^Infotext/).fill('Werkstatttermin');
  await page.getByRole('tabpanel').getByRole('button', { name: 'Buchungen stornieren' }).click();
  const confirm = page.getByRole('dialog', { name: 'Buchungen stornieren?' });
  await expect(confirm).toContainText('die Bucher benachrichtigt');
  await confirm.getByRole('button', { name: 'Buchungen stornieren' }).click();
  await expect(page.getByText('1 Buchung wurde storniert.')).toBeVisible();
});

test('users without fleet care get the 403 page', async ({ page, baseURL }) => {
  await signInThroughApi(page, baseURL ?? '', 'booker');
  await page.goto('/admin/fahrzeuge');
  await expect(page.getByText('403')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Neues Fahrzeug' })).toHaveCount(0);
});

async function expectNoAxeFindings(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const findings = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(findings, what).toEqual([]);
}

const TEXTS = {
  de: { caption: 'Fahrzeuge des Mandanten', history: 'Verlauf', save: 'Änderungen speichern' },
  en: { caption: "The tenant's vehicles", history: 'History', save: 'Save changes' },
} as const;

test('list, form and history pass axe on desktop and phone, in German and English', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signInThroughApi(page, baseURL ?? '', 'fleet');
  for (const language of ['de', 'en'] as const) {
    await page.addInitScript((lang) => window.localStorage.setItem('buchbar.language', lang), language);
    const texts = TEXTS[language];
    for (const viewport of [
      { name: 'desktop', width: 1280, height: 800 },
      { name: 'phone', width: 390, height: 844 },
    ]) {
      const what = `${viewport.name} ${language}`;
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto('/admin/fahrzeuge');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const list =
        viewport.name === 'desktop'
          ? page.getByRole('table', { name: texts.caption })
          : page.getByRole('list', { name: texts.caption });
      await expect(list, what).toBeVisible();
      await expectNoAxeFindings(page, `list ${what}`);
      await list.getByRole('link').first().click();
      await expect(page.getByRole('button', { name: texts.save })).toBeVisible();
      await expectNoAxeFindings(page, `form ${what}`);
      await page.getByRole('tab', { name: texts.history }).click();
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await expectNoAxeFindings(page, `history ${what}`);
    }
  }
});
