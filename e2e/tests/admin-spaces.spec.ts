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
    const created = (await seatsOf(page)).find((seat) => seat.label === 'E2E-1');
    expect(created).toMatchObject({ posX: 50, posY: 50 });
  });
});
