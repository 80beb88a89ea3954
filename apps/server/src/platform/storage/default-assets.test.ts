import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { oneLine, pdfFonts, pdfText } from '../../../test/pdf-tools';
import { createDefaultAssets, seedDefaultAssets } from './default-assets';
import { createPrivacyNoticePdf } from './default-privacy-pdf';
import { LocalStorageAdapter } from './local-storage';
import { STORAGE_BUCKETS } from './storage-adapter';
import { checkUpload } from './upload-check';

let root: string;
let storage: LocalStorageAdapter;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'buchbar-seed-'));
  storage = new LocalStorageAdapter({ root });
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('createDefaultAssets', () => {
  it('has something for every bucket, and every asset passes the upload check unchanged', async () => {
    const assets = await createDefaultAssets();
    expect(new Set(assets.map((a) => a.bucket))).toEqual(new Set(STORAGE_BUCKETS));
    for (const asset of assets) {
      const result = checkUpload({
        bytes: asset.bytes,
        fileName: asset.fileName,
        allowed: ['svg', 'pdf'],
        maxBytes: 1e6,
      });
      expect(result).toMatchObject({ ok: true, contentType: asset.contentType, fileName: asset.fileName });
      expect(result.ok && Buffer.from(result.bytes).equals(Buffer.from(asset.bytes))).toBe(true);
    }
  });

  it('draws four different vehicles with a viewBox and a title', async () => {
    const vehicles = (await createDefaultAssets()).filter((a) => a.bucket === 'vehicles');
    const svgs = vehicles.map((v) => Buffer.from(v.bytes).toString());
    expect(svgs).toHaveLength(4);
    expect(new Set(svgs.map((s) => s.match(/fill="(#[0-9a-f]{6})" stroke="#263238"/)?.[1])).size).toBe(4);
    for (const svg of svgs)
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 400 200"/);
  });
});

describe('createPrivacyNoticePdf', () => {
  it('produces a reproducible PDF', async () => {
    const pdf = await createPrivacyNoticePdf();
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    expect((await createPrivacyNoticePdf()).equals(pdf)).toBe(true);
  });

  it('embeds its fonts as subsets and gives its text back exactly (issue 22 point 11)', async () => {
    const pdf = await createPrivacyNoticePdf();
    const fonts = await pdfFonts(pdf);
    expect(fonts).toHaveLength(3);
    for (const font of fonts) expect(font, font.name).toMatchObject({ emb: true, sub: true, uni: true });
    const text = oneLine(await pdfText(pdf));
    expect(text).toContain('Datenschutzhinweise (Muster)');
    expect(text).toContain('(Administration › Einstellungen › Datenschutz)');
    expect(text).toContain('Art. 6(1)(b) GDPR');
  });
});

describe('seedDefaultAssets', () => {
  it('fills every empty bucket and is idempotent', async () => {
    const first = await seedDefaultAssets(storage, 'acme');
    expect(first.map((a) => `${a.bucket}/${a.fileName}`)).toEqual([
      'floor-plans/reading-room.svg',
      'floor-plans/work-floor.svg',
      'vehicles/small-car.svg',
      'vehicles/estate-car.svg',
      'vehicles/van.svg',
      'vehicles/electric-car.svg',
      'logos/buchbar-logo.svg',
      'privacy/privacy-notice.pdf',
    ]);
    expect(await seedDefaultAssets(storage, 'acme')).toEqual([]);
    const pdf = await storage.get('privacy', 'acme', 'privacy-notice.pdf');
    expect(pdf?.contentType).toBe('application/pdf');
    expect(pdf && Buffer.from(pdf.bytes).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('fills only the empty buckets and leaves the tenant own files alone', async () => {
    await storage.put('logos', 'acme', 'own-logo.png', Buffer.from('png'), 'image/png');
    await storage.put('vehicles', 'acme', 'fleet.jpg', Buffer.from('jpg'), 'image/jpeg');
    const written = await seedDefaultAssets(storage, 'acme');
    expect(new Set(written.map((a) => a.bucket))).toEqual(new Set(['floor-plans', 'privacy']));
    expect((await storage.list('logos', 'acme')).map((f) => f.name)).toEqual(['own-logo.png']);
    expect((await storage.list('vehicles', 'acme')).map((f) => f.name)).toEqual(['fleet.jpg']);
  });

  it('seeds per tenant', async () => {
    await seedDefaultAssets(storage, 'tenant-a');
    expect(await storage.list('floor-plans', 'tenant-b')).toEqual([]);
    expect(await seedDefaultAssets(storage, 'tenant-b')).toHaveLength(8);
  });
});
