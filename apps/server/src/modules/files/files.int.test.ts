import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from '../../../test/test-server';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cf00000301010018dd8db00000000049454e44ae426082',
  'hex',
);

function upload(
  base: string,
  bucket: string,
  cookie: string,
  name: string,
  bytes: Buffer,
  type = 'application/octet-stream',
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return fetch(`${base}/api/v1/files/${bucket}`, {
    method: 'POST',
    headers: { cookie, origin: base },
    body: form,
  });
}

describe('files', () => {
  let s: TestServer;
  let storageDir = '';
  beforeAll(async () => {
    storageDir = await fs.mkdtemp(path.join(os.tmpdir(), 'buchbar-files-'));
    s = await startTestServer({ STORAGE_DIR: storageDir, UPLOAD_MAX_BYTES: '2048' });
  });
  afterAll(async () => {
    await s?.stop();
    await fs.rm(storageDir, { recursive: true, force: true });
  });

  it('fills empty buckets with the default assets: the privacy PDF is public', async () => {
    const res = await fetch(`${s.base}/api/v1/files/privacy/default/privacy-notice.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('serves user uploads sandboxed: PDFs as attachments, images inline (issue 22 point 5)', async () => {
    const pdf = await fetch(`${s.base}/api/v1/files/privacy/default/privacy-notice.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename="privacy-notice.pdf"/);
    expect(pdf.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(pdf.headers.get('x-content-type-options')).toBe('nosniff');
    const svg = await fetch(`${s.base}/api/v1/files/floor-plans/demo/reading-room.svg`);
    expect(svg.headers.get('content-disposition')).toMatch(/^inline; /);
    expect(svg.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('serves a tenant floor plan only to that tenant (404 otherwise)', async () => {
    // The work floor is not public (the reading room is: its image is for everyone, ADR 0016).
    const url = `${s.base}/api/v1/files/floor-plans/demo/work-floor.svg`;
    expect((await fetch(url)).status).toBe(404);
    expect((await fetch(`${s.base}/api/v1/files/floor-plans/demo/reading-room.svg`)).status).toBe(200);
    const cookie = await signIn(s.base, 'booker@demo.example');
    const res = await fetch(url, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await res.text()).toContain('viewBox');
  });

  it('accepts a PNG by content and refuses what is not what it claims', async () => {
    const cookie = await signIn(s.base, 'platform@demo.example');
    const ok = await upload(s.base, 'vehicles', cookie, 'Mein Auto.pdf', PNG);
    expect(ok.status).toBe(201);
    expect(await ok.json()).toMatchObject({ contentType: 'image/png', fileName: 'Mein-Auto.png' });

    const fake = await upload(
      s.base,
      'vehicles',
      cookie,
      'evil.png',
      Buffer.from('<html>not an image</html>'),
    );
    expect(fake.status).toBe(415);
    const body = (await fake.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('UPLOAD_TYPE_NOT_ALLOWED');
    expect(body.error.message).toMatch(/^Fehler beim Hochladen der Datei/);

    const big = await upload(s.base, 'vehicles', cookie, 'big.png', Buffer.concat([PNG, Buffer.alloc(4096)]));
    expect(big.status).toBe(413);
  });

  it('sanitises an uploaded SVG floor plan', async () => {
    const cookie = await signIn(s.base, 'platform@demo.example');
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script><rect id="seat-1" width="5" height="5"/></svg>';
    const res = await upload(s.base, 'floor-plans', cookie, 'plan.svg', Buffer.from(svg), 'image/svg+xml');
    expect(res.status).toBe(201);
    const stored = await fetch(`${s.base}/api/v1/files/floor-plans/demo/plan.svg`, { headers: { cookie } });
    const text = await stored.text();
    expect(text).toContain('seat-1');
    expect(text).not.toMatch(/script|onload/);
  });

  it('refuses uploads by users without the bucket permission; admins with it may upload', async () => {
    const cookie = await signIn(s.base, 'booker@demo.example');
    expect((await upload(s.base, 'vehicles', cookie, 'a.png', PNG)).status).toBe(403);
    const admin = await signIn(s.base, 'admin@demo.example');
    expect((await upload(s.base, 'floor-plans', admin, 'plan.png', PNG)).status).toBe(201);
    const fleet = await signIn(s.base, 'fleet@demo.example');
    expect((await upload(s.base, 'floor-plans', fleet, 'plan.png', PNG)).status).toBe(403);
    expect((await upload(s.base, 'vehicles', fleet, 'car.png', PNG)).status).toBe(201);
  });
});
