import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signInThroughApi } from './admin-sign-in';
import { berlinDatePlus } from './spaces-helpers';

type ListedVehicle = { id: string; make: string; model: string; availability?: { bookable: boolean } };

// Issue 10 (screens): the vehicle list's "free between … and …" puts a booked car among the
// not-bookable ones with the reason; the sidebar lists the trip; cancelling it (with
// confirmation) frees the car again. Booked through the API: the dialog is W1b's.
test('free-between search, the trip in the sidebar, cancel frees the car', async ({ page, baseURL }) => {
  await signInThroughApi(page, baseURL ?? '', 'booker');
  const date = berlinDatePlus(1);
  const offset = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', timeZoneName: 'longOffset' })
    .format(new Date(`${date}T12:00:00Z`))
    .replace(/.*GMT/, '');
  const at = (time: string) => `${date}T${time}:00${offset || '+00:00'}`;
  const list = await page.request.get(
    `/api/v1/vehicles?from=${encodeURIComponent(at('15:00'))}&to=${encodeURIComponent(at('16:00'))}`,
  );
  const free = ((await list.json()) as ListedVehicle[]).find((v) => v.availability?.bookable);
  expect(free).toBeDefined();
  if (!free) return;
  const name = `${free.make} ${free.model}`;
  const booked = await page.request.post('/api/v1/vehicle-bookings', {
    data: { vehicleId: free.id, start: at('15:00'), end: at('16:00'), reasonForTrip: 'E2E' },
    headers: { Origin: new URL(baseURL ?? '').origin },
  });
  expect(booked.status()).toBe(201);

  await page.goto(`/fahrzeuge?date=${date}&from=15:00&to=16:00`);
  const notBookable = page.getByRole('region', { name: 'Im gewählten Zeitraum nicht buchbar' });
  const card = notBookable.getByRole('article', { name, exact: true });
  await expect(card).toBeVisible();
  await expect(card).toContainText('bereits gebucht');
  await expect(card.getByRole('button', { name: `${name} buchen` })).toHaveCount(0);
  await expect(
    page
      .getByRole('region', { name: 'Frei im gewählten Zeitraum' })
      .getByRole('button', { name: /buchen$/ })
      .first(),
  ).toBeVisible();

  const serious = (await new AxeBuilder({ page }).analyze()).violations.filter((v) =>
    ['serious', 'critical'].includes(v.impact ?? ''),
  );
  expect(serious.map((v) => v.id)).toEqual([]);

  const sidebar = page.getByRole('navigation', { name: 'Seitenleiste' });
  const mine = sidebar.getByRole('region', { name: 'Meine Buchungen' });
  await expect(mine.getByText(name, { exact: false }).first()).toBeVisible();
  const cancel = mine.getByRole('button', {
    name: new RegExp(`^Buchung von ${name}.*15:00–16:00 stornieren$`),
  });
  await cancel.click();
  const confirm = page.getByRole('dialog', { name: 'Buchung stornieren?' });
  await confirm.getByRole('button', { name: 'Behalten' }).click();
  await expect(confirm).toBeHidden();
  await expect(cancel).toBeVisible();
  await cancel.click();
  await page
    .getByRole('dialog', { name: 'Buchung stornieren?' })
    .getByRole('button', { name: 'Stornieren' })
    .click();
  await expect(cancel).toHaveCount(0);
  await expect(
    page
      .getByRole('region', { name: 'Frei im gewählten Zeitraum' })
      .getByRole('article', { name, exact: true }),
  ).toBeVisible();
});

test('the favourite star puts a car first and survives a reload', async ({ page, baseURL }) => {
  await signInThroughApi(page, baseURL ?? '', 'examiner');
  await page.goto('/fahrzeuge');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const last = (await cards.last().getAttribute('aria-label')) ?? '';
  await cards
    .last()
    .getByRole('button', { name: `${last} als Favorit markieren` })
    .click();
  await expect(page.getByRole('button', { name: `${last} aus den Favoriten entfernen` })).toBeVisible();
  await page.reload();
  await expect(cards.first()).toHaveAttribute('aria-label', last);
  await page.getByRole('button', { name: `${last} aus den Favoriten entfernen` }).click();
  await expect(page.getByRole('button', { name: `${last} als Favorit markieren` })).toBeVisible();
});
