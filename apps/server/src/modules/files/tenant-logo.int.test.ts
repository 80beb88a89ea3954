import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client, Received } from '../../../test/catalogue-harness';
import { client, type ErrorReply } from '../../../test/http-client';
import { mimeHeader, mimeParts } from '../../../test/mime';
import { OTHER_ADMIN, OTHER_TENANT_ID, seedOtherTenant } from '../../../test/other-tenant';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture';
import { signIn, startTestServer, type TestServer } from '../../../test/test-server';

/**
 * ADR 0013 (amendment 2026-11-24): a tenant administrator uploads the tenant's logo (PNG or
 * JPEG, by content, at most 512 KiB); every mail of the tenant then shows it above the text as
 * an inline attachment, over real SMTP; removed, the layout is as before.
 */
type Logo = { logo: { url: string; contentType: string; size: number } | null };

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cf00000301010018dd8db00000000049454e44ae426082',
  'hex',
);
const JPEG = Buffer.concat([
  Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
  Buffer.alloc(64, 7),
  Buffer.from('ffd9', 'hex'),
]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
);
const seat = (n: number) => `00000000-0000-4000-8102-${String(n).padStart(12, '0')}`;

describe('tenant logo in mails', () => {
  let s: TestServer;
  let smtp: SmtpCapture;
  const received: Received[] = [];
  let admin: Client;
  let adminEn: Client;
  let booker: Client;
  let adminCookie = '';
  let tenantId = '';

  beforeAll(async () => {
    smtp = await startSmtpCapture(({ to, body }) =>
      received.push({
        to,
        subject: mimeHeader(body, 'Subject'),
        text: '',
        html: '',
        parts: mimeParts(body),
        raw: body,
      }),
    );
    s = await startTestServer({ SMTP_URL: smtp.url }, { clock: () => Date.parse('2026-10-20T08:00:00Z') });
    await seedOtherTenant(s.db.pool);
    adminCookie = await signIn(s.base, 'admin@demo.example');
    admin = client(s.base, adminCookie);
    adminEn = client(s.base, adminCookie, 'en');
    booker = client(s.base, await signIn(s.base, 'booker@demo.example'));
    tenantId = (await admin.get<{ tenant: { id: string } }>('/api/v1/me')).body.tenant.id;
  }, 60_000);
  afterAll(async () => {
    await s?.stop();
    smtp?.stop();
  });

  const upload = async (bytes: Buffer, name: string, id = tenantId, cookie = adminCookie, lang = 'de') => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const res = await fetch(`${s.base}/api/v1/tenants/${id}/logo`, {
      method: 'POST',
      headers: { cookie, origin: s.base, 'accept-language': lang },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as Logo & ErrorReply };
  };

  /** Books a place for booker@ (admin as organizer): one mail to booker@; returns it as received. */
  let slot = 0;
  const mailToBooker = async () => {
    const mark = received.length;
    slot += 1;
    const made = await admin.post('/api/v1/spaces/lesesaal/bookings', {
      spaceId: seat(10 + slot),
      start: `2026-10-21T${String(4 + 2 * slot).padStart(2, '0')}:00:00Z`,
      end: `2026-10-21T${String(5 + 2 * slot).padStart(2, '0')}:00:00Z`,
      participantEmail: 'booker@demo.example',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const deadline = Date.now() + 20_000;
    while (!received.slice(mark).some((r) => r.to === 'booker@demo.example') && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    const got = received.slice(mark).filter((r) => r.to === 'booker@demo.example');
    expect(got).toHaveLength(1);
    const mail = got[0] as Received;
    const html = mail.parts.find((p) => /content-type:\s*text\/html/i.test(p.headers))?.body ?? '';
    const image = mail.parts.find((p) => /content-type:\s*image\//i.test(p.headers));
    return { html, image };
  };

  it('without a logo the mail layout has none', async () => {
    expect((await admin.get<Logo>(`/api/v1/tenants/${tenantId}/logo`)).body).toEqual({ logo: null });
    const { html, image } = await mailToBooker();
    expect(html).toContain('>Demo GmbH</div>');
    expect(html).not.toContain('<img');
    expect(image).toBeUndefined();
  });

  it('refuses other types, too large files, other tenants, missing permissions and no file', async () => {
    const pdf = await upload(PDF, 'logo.pdf');
    expect(pdf.status).toBe(415);
    expect(pdf.body.error.code).toBe('UPLOAD_TYPE_NOT_ALLOWED');
    expect(pdf.body.error.message).toContain('PNG, JPEG');
    // SVG is a logo type of the bucket, but no mail client shows it inline: refused here.
    expect((await upload(SVG, 'logo.svg')).status).toBe(415);
    // A PNG renamed .jpg is taken for what it is; a text renamed .png is not a PNG.
    expect((await upload(Buffer.from('not an image'), 'logo.png')).status).toBe(415);
    const big = await upload(
      Buffer.concat([PNG, Buffer.alloc(600 * 1024)]),
      'big.png',
      tenantId,
      adminCookie,
      'en',
    );
    expect(big.status).toBe(413);
    expect(big.body.error.code).toBe('UPLOAD_TOO_LARGE');
    expect(big.body.error.message).toBe('The file is too large (at most 512 KB).');
    expect((await upload(PNG, 'logo.png', OTHER_TENANT_ID)).status).toBe(404);
    expect((await admin.get(`/api/v1/tenants/${OTHER_TENANT_ID}/logo`)).status).toBe(404);
    expect((await admin.del(`/api/v1/tenants/${OTHER_TENANT_ID}/logo`)).status).toBe(404);
    const other = await signIn(s.base, OTHER_ADMIN);
    expect((await upload(PNG, 'logo.png', tenantId, other)).status).toBe(404);
    const bookerCookie = await signIn(s.base, 'booker@demo.example');
    const refused = await upload(PNG, 'logo.png', tenantId, bookerCookie);
    expect(refused.status).toBe(403);
    expect(refused.body.error.details).toMatchObject({ permission: 'customizing_mandant_pflege' });
    expect((await booker.get(`/api/v1/tenants/${tenantId}/logo`)).status).toBe(403);
    expect((await booker.del(`/api/v1/tenants/${tenantId}/logo`)).status).toBe(403);
    expect((await admin.get('/api/v1/tenants/not-a-uuid/logo')).status).toBe(400);
    expect((await upload(PNG, 'logo.png', tenantId, '')).status).toBe(401);
    const empty = await fetch(`${s.base}/api/v1/tenants/${tenantId}/logo`, {
      method: 'POST',
      headers: { cookie: adminCookie, origin: s.base, 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x--\r\n',
    });
    expect(empty.status).toBe(400);
    // The general upload of the logos bucket cannot take the mail logo's name (size cap, types).
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)]), 'mail-logo.png');
    const backdoor = await fetch(`${s.base}/api/v1/files/logos`, {
      method: 'POST',
      headers: { cookie: adminCookie, origin: s.base },
      body: form,
    });
    expect(backdoor.status).toBe(409);
    expect(((await backdoor.json()) as ErrorReply).error.code).toBe('MAIL_LOGO_NAME_RESERVED');
    // Nothing was stored by any refusal.
    expect((await admin.get<Logo>(`/api/v1/tenants/${tenantId}/logo`)).body).toEqual({ logo: null });
  });

  it('after an upload every mail of the tenant carries the logo inline above the text; removed, none', async () => {
    const stored = await upload(PNG, 'Firmenlogo.png');
    expect(stored.status).toBe(200);
    expect(stored.body.logo).toMatchObject({ contentType: 'image/png', size: PNG.length });
    // The preview is the public logos bucket (the sign-in page may show it too).
    const served = await fetch(`${s.base}${stored.body.logo?.url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);

    const { html, image } = await mailToBooker();
    expect(html).toMatch(/<img src="cid:tenant-logo@buchbar"[^>]*>[\s\S]*>Demo GmbH<\/div>/);
    expect(image?.headers).toMatch(/content-id:\s*<tenant-logo@buchbar>/i);
    expect(image?.headers).toMatch(/content-type:\s*image\/png/i);
    expect(Buffer.from(image?.body ?? '', 'base64')).toEqual(PNG);

    // A JPEG replaces it (the PNG is gone), in the next mail at once.
    const jpeg = await upload(JPEG, 'logo.jpeg');
    expect(jpeg.body.logo?.contentType).toBe('image/jpeg');
    expect((await fetch(`${s.base}${stored.body.logo?.url}`)).status).toBe(404);
    const second = await mailToBooker();
    expect(second.image?.headers).toMatch(/content-type:\s*image\/jpeg/i);
    expect(Buffer.from(second.image?.body ?? '', 'base64')).toEqual(JPEG);

    const removed = await adminEn.del<Logo>(`/api/v1/tenants/${tenantId}/logo`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ logo: null });
    const third = await mailToBooker();
    expect(third.html).not.toContain('<img');
    expect(third.image).toBeUndefined();
  });
});
