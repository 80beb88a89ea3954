import path from 'node:path';
import { deflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signInThroughApi } from './admin-sign-in';

// The tenant's mail logo (ADR 0013, amendment 2026-11-24) on /admin/einstellungen, tab "Logo":
// upload with preview, refusal of a non-image, remove; German and English, desktop and a 390 px
// phone, without axe findings (WCAG 2.1 A/AA). With E2E_SCREENSHOT_DIR set, each state is saved.

/** A valid PNG (a blue bar 96×32), built here: the server checks uploads by content. */
function logoPng(): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = (table[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const [width, height] = [96, 32];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const rows = Buffer.concat(
    Array.from({ length: height }, () =>
      Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([30, 90, 200]))]),
    ),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const TEXT = {
  de: {
    tab: 'Logo',
    none: 'Kein Logo hochgeladen.',
    upload: 'Hochladen',
    preview: 'Logo von Demo GmbH',
    remove: 'Logo entfernen',
    refused: /nur PNG, JPEG sind erlaubt/,
  },
  en: {
    tab: 'Logo',
    none: 'No logo uploaded.',
    upload: 'Upload',
    preview: 'Logo of Demo GmbH',
    remove: 'Remove logo',
    refused: /only PNG, JPEG are allowed/,
  },
} as const;
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function expectNoAxeFindings(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const findings = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(findings, what).toEqual([]);
}

async function screenshot(page: Page, file: string) {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${file}.png`), fullPage: true });
}

test('tenant logo: upload with preview, refusal, remove; de/en, desktop and phone, axe clean', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signInThroughApi(page, baseURL ?? '', 'admin');
  for (const language of ['de', 'en'] as const) {
    await page.addInitScript((lang) => window.localStorage.setItem('buchbar.language', lang), language);
    const text = TEXT[language];
    for (const viewport of VIEWPORTS) {
      const what = `logo ${viewport.name} ${language}`;
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto('/admin/einstellungen');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await page.getByRole('tab', { name: text.tab, exact: true }).click();
      await expect(page.getByText(text.none)).toBeVisible();
      await expectNoAxeFindings(page, `${what} empty`);

      // Not an image: the server's translated refusal at the field, nothing stored.
      const input = page.locator('input[type="file"]');
      await input.setInputFiles({
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: Buffer.from('kein Bild'),
      });
      await page.getByRole('button', { name: text.upload, exact: true }).click();
      await expect(page.getByText(text.refused)).toBeVisible();
      await expect(page.getByText(text.none)).toBeVisible();
      await expectNoAxeFindings(page, `${what} refused`);

      await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logoPng() });
      await page.getByRole('button', { name: text.upload, exact: true }).click();
      const preview = page.getByRole('img', { name: text.preview });
      await expect(preview).toBeVisible();
      await expect
        .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBe(96);
      await expectNoAxeFindings(page, `${what} with logo`);
      await screenshot(page, `tenant-logo-${viewport.name}-${language}`);

      await page.getByRole('button', { name: text.remove }).click();
      await expect(page.getByText(text.none)).toBeVisible();
      await expect(preview).toHaveCount(0);
    }
  }
});
