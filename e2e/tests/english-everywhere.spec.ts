import { expect, type Page, test } from '@playwright/test';
import { signInThroughApi } from './admin-sign-in';

/**
 * Issue 14 point 6 (check): after switching to English, the audit, settings, utilisation and
 * booking screens hold no German word and no raw key (`a.b.c`, `snake_case` permission names);
 * dates read `24 Nov 2026` in English and `24.11.2026` in German. The tenant's own data (names of
 * vehicles, locations, plans, attributes, groups, people) stays as the tenant wrote it, so it is
 * read from the API and left out before the check.
 */

/** Words of the German UI that an English screen must not show (a heuristic, besides ä/ö/ü/ß). */
const GERMAN_WORDS = [
  'und',
  'oder',
  'nicht',
  'mit',
  'für',
  'von',
  'bis',
  'der',
  'das',
  'ein',
  'eine',
  'ist',
  'wird',
  'Buchung',
  'Buchungen',
  'Einstellung',
  'Einstellungen',
  'Speichern',
  'Abbrechen',
  'Verwerfen',
  'Standard',
  'Gruppe',
  'Gruppen',
  'Mandant',
  'Mandanten',
  'Benutzer',
  'Anmeldung',
  'geändert',
  'gespeichert',
  'Fahrzeug',
  'Fahrzeuge',
  'Datum',
  'Uhr',
  'Zeitraum',
  'Keine',
  'keine',
  'Alle',
  'alle',
  'Bitte',
  'Tage',
  'Woche',
  'Gebucht',
  'Eingecheckt',
  'Storniert',
  'storniert',
  'Platz',
  'Plätze',
  'Ändern',
  'Schließen',
  'Zurück',
  'heute',
  'Heute',
  'morgen',
  'Montag',
  'Dienstag',
  'Mittwoch',
  'Donnerstag',
  'Freitag',
  'Samstag',
  'Sonntag',
  'Januar',
  'Februar',
  'März',
  'Mai',
  'Juni',
  'Juli',
  'Oktober',
  'Dezember',
  'Uhrzeit',
  'Fehler',
  'Suchen',
  'Standort',
  'Kategorie',
  'Grundriss',
  'Raum',
  'Räume',
  'Minuten',
  'Stunden',
  'Summe',
  'vorgemerkt',
  'reserviert',
  'durchgeführt',
  'Freigabe',
  'Fahrt',
  'Schlüssel',
  'Abmelden',
  'Konto',
  'Datenschutz',
  'Impressum',
  'Ebene',
  'Wert',
  'Werte',
  'gesetzt',
  'zurücksetzen',
  'Änderungen',
  'ungespeicherte',
];
const GERMAN = new RegExp(`(?<![\\p{L}\\p{N}])(?:${GERMAN_WORDS.join('|')})(?![\\p{L}\\p{N}])`, 'gu');
const UMLAUT_WORD = /[\p{L}\p{N}-]*[äöüÄÖÜß][\p{L}\p{N}-]*/gu;
/** i18n keys and registry keys that leaked (`adminSettings.options.x`, `spaces.advanceBookingDays`). */
const RAW_KEY =
  /(?<![\w@.-])(?:(?:spaces|vehicles|general|admin|adminSettings|common|errors|audit|options|values|problems|notifications)\.[A-Za-z][\w.]*|[a-z]+\.[a-z]+[A-Z]\w*)/g;
/** Permission names as stored (`fahrzeug_buchen`). */
const SNAKE_KEY = /(?<![\w@.-])[a-z]+(?:_[a-z]+)+(?![\w-])/g;
const MONTHS = 'Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec';
const ENGLISH_DATE = new RegExp(`\\b\\d{1,2} (?:${MONTHS}) \\d{4}\\b`);
const GERMAN_DATE = /\b\d{2}\.\d{2}\.\d{4}\b/;
const SLASH_DATE = /\b\d{1,2}\/\d{1,2}\/\d{4}\b/;

const DATA_KEYS = new Set([
  'name',
  'label',
  'text',
  'value',
  'make',
  'model',
  'category',
  'colour',
  'locationName',
  'floorPlanName',
  'firstName',
  'lastName',
  'description',
  'licencePlate',
  'group',
]);

function collectStrings(value: unknown, into: Set<string>, key = ''): void {
  if (typeof value === 'string') {
    if (DATA_KEYS.has(key) && value.trim().length > 0) into.add(value.trim());
  } else if (Array.isArray(value)) {
    for (const item of value) collectStrings(item, into, key);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) collectStrings(v, into, k);
  }
}

/** The tenant's own words (admin@ reads every list), longest first. */
async function tenantData(page: Page): Promise<string[]> {
  const strings = new Set<string>();
  for (const path of [
    '/api/v1/vehicles?limit=200',
    '/api/v1/object-attributes?object=FAHRZEUG',
    '/api/v1/object-attributes?object=FAHRZEUG_VERLAUF',
    '/api/v1/locations',
    '/api/v1/equipment',
    '/api/v1/spaces/lesesaal/floor-plans',
    '/api/v1/spaces/arbeitswelt/floor-plans',
    '/api/v1/groups',
    '/api/v1/roles',
    '/api/v1/users?pageSize=200',
    '/api/v1/departments',
    // Names in audit entries (roles, groups, plans that other tests created and deleted).
    '/api/v1/audit?pageSize=200',
  ]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    collectStrings(await response.json(), strings);
  }
  // Full names as the screens join them, and the demo floor plans' drawn captions.
  const users = (await (await page.request.get('/api/v1/users?pageSize=200')).json()) as unknown;
  const list = Array.isArray(users) ? users : ((users as { items?: unknown[] }).items ?? []);
  for (const u of list as { firstName?: string; lastName?: string }[])
    if (u.firstName && u.lastName) strings.add(`${u.firstName} ${u.lastName}`);
  return [...strings].sort((a, b) => b.length - a.length);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Visible text plus the names and hints screen readers get. */
async function screenText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts = [document.body.innerText];
    for (const el of Array.from(document.querySelectorAll('[aria-label],[title],[placeholder]'))) {
      for (const attr of ['aria-label', 'title', 'placeholder']) {
        const v = el.getAttribute(attr);
        if (v) parts.push(v);
      }
    }
    return parts.join('\n');
  });
}

/** What on the screen is German or a raw key, once the tenant's data is taken out. */
async function findingsOn(page: Page, data: readonly string[]): Promise<string[]> {
  let text = await screenText(page);
  for (const word of data) {
    text = text.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'gu'), ' ');
  }
  text = text.replace(/\S+@\S+/g, ' '); // e-mail addresses are data too
  const found = [
    ...(text.match(UMLAUT_WORD) ?? []),
    ...(text.match(GERMAN) ?? []),
    ...(text.match(RAW_KEY) ?? []),
    ...(text.match(SNAKE_KEY) ?? []),
  ];
  if (GERMAN_DATE.test(text)) found.push(`German date ${GERMAN_DATE.exec(text)?.[0]}`);
  if (SLASH_DATE.test(text)) found.push(`slashed date ${SLASH_DATE.exec(text)?.[0]}`);
  return [...new Set(found)];
}

async function switchTo(page: Page, language: 'EN' | 'DE') {
  await page.getByRole('button', { name: language, exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language.toLowerCase());
}

async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function expectEnglish(page: Page, data: readonly string[], what: string) {
  await settled(page);
  expect(await findingsOn(page, data), what).toEqual([]);
}

test.describe('one language per screen (issue 14 point 6)', () => {
  test.describe.configure({ timeout: 240_000 });

  test('admin@ in English: audit, settings (tenant and group), utilisation and roles; dates 24 Nov 2026', async ({
    page,
    baseURL,
  }) => {
    await signInThroughApi(page, baseURL ?? '', 'admin');
    const data = await tenantData(page);
    const origin = new URL(baseURL ?? '').origin;
    const groups = (await (await page.request.get('/api/v1/settings/groups')).json()) as { id: string }[];
    const groupId = groups[0]?.id ?? '';
    // Entries of several kinds in the audit log: a group's settings, then reset.
    for (const value of [21, null]) {
      const saved = await page.request.put(`/api/v1/settings/groups/${groupId}`, {
        data: { values: { 'spaces.advanceBookingDays': value } },
        headers: { Origin: origin },
      });
      expect(saved.status()).toBe(200);
    }

    await page.goto('/admin/protokoll');
    await settled(page);
    await expect(page.getByText(GERMAN_DATE).first()).toBeVisible(); // German first: 24.11.2026
    await switchTo(page, 'EN');
    await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
    await expect(
      page.getByText(/Settings of the group “.+” changed: Days bookable in advance/).first(),
    ).toBeVisible();
    await expect(page.getByText(ENGLISH_DATE).first()).toBeVisible();
    await expectEnglish(page, data, 'audit');

    await page.goto('/admin/einstellungen');
    for (const tab of ['Reading room / Workplaces', 'Vehicles', 'General']) {
      await page.getByRole('tab', { name: tab }).click();
      await expectEnglish(page, data, `settings ${tab}`);
    }
    await page.goto(`/admin/gruppeneinstellungen?gruppe=${groupId}`);
    for (const tab of ['Reading room / Workplaces', 'Vehicles', 'General']) {
      await page.getByRole('tab', { name: tab }).click();
      await expectEnglish(page, data, `group settings ${tab}`);
    }

    await page.goto('/auslastung');
    await expect(page.getByRole('heading', { name: 'Office utilisation', level: 1 })).toBeVisible();
    await expectEnglish(page, data, 'utilisation');
    const excel = page.getByRole('link', { name: 'Download Excel' });
    expect(await excel.getAttribute('href')).toContain('lang=en');

    await page.goto('/admin/rollen');
    await expect(page.getByText('Book vehicles').first()).toBeVisible();
    await expectEnglish(page, data, 'roles');
  });

  test('booker@ in English: vehicles, reading room and work places, the booking dialogs', async ({
    page,
    baseURL,
  }) => {
    await signInThroughApi(page, baseURL ?? '', 'admin');
    const data = await tenantData(page);
    await page.context().clearCookies();
    await signInThroughApi(page, baseURL ?? '', 'booker');

    await page.goto('/fahrzeuge');
    await settled(page);
    // The check can fail: the German screen is full of findings.
    expect(await findingsOn(page, data)).toEqual(expect.arrayContaining(['Fahrzeuge']));
    await switchTo(page, 'EN');
    await expect(page.getByRole('heading', { name: 'Vehicles', level: 1 })).toBeVisible();
    await expect(page.getByText(ENGLISH_DATE).first()).toBeVisible(); // the trips in the sidebar
    await expectEnglish(page, data, 'vehicle list');
    await page.getByRole('button', { name: 'Book' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectEnglish(page, data, 'vehicle booking dialog');
    await page.keyboard.press('Escape');

    for (const path of ['/lesesaal/karte', '/lesesaal/liste', '/arbeitswelt/karte']) {
      await page.goto(path);
      await expectEnglish(page, data, path);
    }
    await page.goto('/lesesaal/liste');
    await settled(page);
    await page.getByRole('button', { name: 'Book' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectEnglish(page, data, 'seat booking dialog');
  });

  test('a refusal at a field follows a language switch; German dates come back with German', async ({
    page,
    baseURL,
  }) => {
    await signInThroughApi(page, baseURL ?? '', 'admin');
    await page.goto('/admin/einstellungen');
    await settled(page);
    const field = page.getByRole('textbox', { name: 'Buchbare Tage im Voraus', exact: true });
    await field.fill('-5');
    await field.blur();
    await expect(field).toHaveValue('-5'); // not clamped to 0
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(page.getByText('Bitte einen Wert von 0 bis 365 eingeben.').first()).toBeVisible();
    await switchTo(page, 'EN');
    await expect(page.getByText('Please enter a value from 0 to 365.').first()).toBeVisible();
    await expect(page.getByText('Bitte einen Wert von 0 bis 365 eingeben.')).toHaveCount(0);
    await expect(
      page.getByRole('status').filter({ hasText: 'Not saved: Days bookable in advance' }),
    ).toBeVisible();
    const stored = (await (await page.request.get('/api/v1/settings/tenant')).json()) as {
      values: Record<string, unknown>;
    };
    expect(stored.values['spaces.advanceBookingDays']).toBeUndefined();

    await page.goto('/admin/protokoll');
    await settled(page);
    await expect(page.getByText(ENGLISH_DATE).first()).toBeVisible();
    await switchTo(page, 'DE');
    await expect(page.getByText(GERMAN_DATE).first()).toBeVisible();
    expect(await screenText(page)).not.toMatch(ENGLISH_DATE);
  });
});
