import { expect, test } from '@playwright/test';
import { signInThroughApi } from './admin-sign-in';
import { berlinDatePlus, floorPlanId } from './spaces-helpers';

// Issue 14 point 3: one period control (not "Ganztägig" beside "Ganztags"), and the help and
// rules dialogs show the tenant's real limits instead of a fixed "15 minutes".
for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`one period control and the real limits in the help (${viewport.name})`, async ({ page, baseURL }) => {
    await page.setViewportSize(viewport);
    await signInThroughApi(page, baseURL ?? '', 'examiner');
    const me = (await (await page.request.get('/api/v1/me')).json()) as { settings: Record<string, number> };
    const step = me.settings['spaces.bookingStepMinutes'];
    const checkIn = me.settings['spaces.checkInWindowMinutes'];
    const days = me.settings['spaces.advanceBookingDays'];
    const planId = await floorPlanId(page, 'lesesaal', 'Lesesaal 1. OG');
    await page.goto(`/lesesaal/karte?plan=${planId}&date=${berlinDatePlus(1)}`);
    // On a phone the choices above the plan are in a drawer (issue 14 point 4).
    if (viewport.name === 'phone') await page.getByRole('button', { name: 'Auswahl' }).click();

    const period = page.getByRole('radiogroup', { name: 'Zeitraum' });
    await expect(period.getByRole('radio')).toHaveCount(4);
    await expect(page.getByText('Ganztägig')).toHaveCount(0);
    await period.getByText('Stundenweise').click();
    await expect(page.getByRole('combobox', { name: 'Von' })).toBeVisible();
    await period.getByText('Vormittags').click();
    await expect(page.getByRole('combobox', { name: 'Von' })).toHaveCount(0);
    await expect(page).toHaveURL(/work=morning/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    if (viewport.name === 'phone') await page.getByRole('button', { name: 'Plan zeigen' }).click();

    await page.getByRole('button', { name: "So funktioniert's" }).click();
    const help = page.getByRole('dialog', { name: "So funktioniert's" });
    await expect(help.getByText(`im ${step}-Minuten-Raster`)).toBeVisible();
    await expect(
      help.getByText(`von ${checkIn} Minuten vor bis ${checkIn} Minuten nach Beginn`),
    ).toBeVisible();
    await help.getByRole('button', { name: 'Schließen' }).last().click();
    await page.getByRole('button', { name: 'Regeln' }).click();
    const rules = page.getByRole('dialog', { name: 'Regeln' });
    await expect(rules.getByText(`bis ${days} Tage im Voraus`)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`rules-${viewport.name}.png`) });
  });
}
