import { expect, type Page, test } from '@playwright/test';
import { signInThroughApi } from './admin-sign-in';

interface Seat {
  id: string;
  label: string;
  posX: number;
  posY: number;
}

async function seatsOf(page: Page): Promise<Seat[]> {
  const plans = (await (await page.request.get('/api/v1/spaces/lesesaal/floor-plans')).json()) as {
    id: string;
  }[];
  const planId = plans[0]?.id ?? '';
  return (await (
    await page.request.get(`/api/v1/spaces/lesesaal/seats?floorPlanId=${planId}`)
  ).json()) as Seat[];
}

test.describe('rooms admin (/admin/raeume)', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await signInThroughApi(page, baseURL ?? '', 'admin');
  });

  test('moves a seat with the arrow keys; the position persists after reload', async ({ page }) => {
    const before = (await seatsOf(page)).find((seat) => seat.label === 'L-10');
    if (!before) throw new Error('seat L-10 missing');
    await page.goto('/admin/raeume?produkt=lesesaal');
    await expect(page.getByRole('heading', { level: 1, name: 'Räume' })).toBeVisible();
    const marker = page.getByRole('button', { name: /^Platz L-10,/ });
    await marker.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('status').filter({ hasText: 'L-10 verschoben' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    const expectedX = Math.round((before.posX + 1) * 10) / 10;
    const expectedY = Math.round((before.posY + 0.5) * 10) / 10;
    await expect
      .poll(async () => (await seatsOf(page)).find((seat) => seat.id === before.id), { timeout: 5000 })
      .toMatchObject({ posX: expectedX, posY: expectedY });

    await page.reload();
    const german = (value: number) => value.toLocaleString('de-DE', { maximumFractionDigits: 1 });
    await expect(page.getByRole('button', { name: /^Platz L-10,/ })).toHaveAccessibleName(
      `Platz L-10, Position ${german(expectedX)} % von links, ${german(expectedY)} % von oben`,
    );
  });

  test('creates a seat with equipment', async ({ page }) => {
    await page.goto('/admin/raeume?produkt=lesesaal');
    await page.getByRole('button', { name: 'Neuer Platz' }).click();
    const dialog = page.getByRole('dialog', { name: 'Platz anlegen' });
    await dialog.getByRole('textbox', { name: 'Bezeichnung' }).fill('E2E-1');
    await dialog.getByRole('textbox', { name: 'Kapazität' }).fill('2');
    await dialog.getByRole('button', { name: 'Ausstattung hinzufügen' }).click();
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'E2E-1' }) });
    await expect(row).toContainText('2');
    await expect(row).toContainText('1 ×');
    await expect(page.getByRole('button', { name: /^Platz E2E-1,/ })).toBeVisible();
    // Placed on a free spot of the plan (nextFreeSpot), never on top of another seat.
    const all = await seatsOf(page);
    const created = all.find((seat) => seat.label === 'E2E-1');
    if (!created) throw new Error('seat E2E-1 missing');
    const stacked = all.filter(
      (seat) =>
        seat.id !== created.id &&
        Math.abs(seat.posX - created.posX) < 6.95 &&
        Math.abs(seat.posY - created.posY) < 8.95,
    );
    expect(stacked).toEqual([]);
  });

  test('an empty floor plan says how to add seats; new seats are placed side by side, not stacked', async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? '').origin;
    const created = await page.request.post('/api/v1/spaces/arbeitswelt/floor-plans', {
      data: { name: `E2E leer ${Date.now()}`, active: false },
      headers: { Origin: origin },
    });
    expect(created.status()).toBe(201);
    const plan = (await created.json()) as { id: string };
    await page.goto(`/admin/raeume?produkt=arbeitswelt&grundriss=${plan.id}`);
    const hint = page.getByRole('status').filter({ hasText: 'Noch keine Plätze auf diesem Grundriss' });
    await expect(hint).toBeVisible();
    await expect(hint).toContainText('Neuer Platz');
    await page.screenshot({ path: test.info().outputPath('empty-plan.png') });
    for (const label of ['Leer-1', 'Leer-2', 'Leer-3']) {
      await (label === 'Leer-1'
        ? hint.getByRole('button', { name: 'Ersten Platz anlegen' })
        : page.getByRole('button', { name: 'Neuer Platz' })
      ).click();
      const dialog = page.getByRole('dialog', { name: 'Platz anlegen' });
      await dialog.getByRole('textbox', { name: 'Bezeichnung' }).fill(label);
      await dialog.getByRole('button', { name: 'Speichern' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: new RegExp(`^Platz ${label},`) })).toBeVisible();
    }
    await expect(hint).toBeHidden();
    const seats = (await (
      await page.request.get(`/api/v1/spaces/arbeitswelt/seats?floorPlanId=${plan.id}`)
    ).json()) as Seat[];
    // Left to right in the first row of free spots: 6 %, 13 %, 20 % from the left, 6 % from the top.
    expect(
      seats
        .map(({ label, posX, posY }) => ({ label, posX, posY }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    ).toEqual([
      { label: 'Leer-1', posX: 6, posY: 6 },
      { label: 'Leer-2', posX: 13, posY: 6 },
      { label: 'Leer-3', posX: 20, posY: 6 },
    ]);
  });
});
