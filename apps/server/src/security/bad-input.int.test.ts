import { beforeAll, describe, expect, it } from 'vitest';
import { authPost } from '../../test/auth-helpers';
import { type Client, client, type ErrorReply, signedIn } from '../../test/http-client';
import { signIn, useTestServer } from '../../test/test-server';

const PLAN = '00000000-0000-4000-8101-000000000001';
const SEAT = '00000000-0000-4000-8102-000000000001';

/** Issue 8, points 9-12: bad input gets a clear, translated 4xx in the uniform body, never a 5xx. */
describe('bad input on every kind of route', () => {
  const s = useTestServer();
  let admin: Client;
  let adminEn: Client;
  let platform: Client;
  let cookie: string;
  beforeAll(async () => {
    cookie = await signIn(s.base, 'admin@demo.example');
    admin = client(s.base, cookie);
    adminEn = client(s.base, cookie, 'en');
    platform = await signedIn(s, 'platform@demo.example');
  });

  const raw = (method: string, path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${s.base}${path}`, {
      method,
      headers: { cookie, origin: s.base, 'content-type': 'application/json', ...headers },
      body,
    });

  describe('point 9: a NUL character anywhere is 400 INVALID_CHARACTERS', () => {
    it('in a JSON string, and nothing is stored', async () => {
      const res = await adminEn.post<ErrorReply>('/api/v1/roles', {
        name: 'Null\u0000Rolle',
        permissions: [],
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: {
          code: 'INVALID_CHARACTERS',
          message: 'The request contains a character that is not allowed (NUL).',
          details: { in: 'body' },
        },
      });
      const { rows } = await s.db.pool.query("select 1 from roles where name like 'Null%'");
      expect(rows).toHaveLength(0);
    });

    it('invalid UTF-8 in a JSON body is 400 INVALID_ENCODING, never stored as U+FFFD (issue 22 point 5)', async () => {
      const body = Buffer.concat([
        Buffer.from('{"name":"Kaputt'),
        Buffer.from([0xff, 0xfe]),
        Buffer.from('Rolle","permissions":[]}'),
      ]);
      const res = await fetch(`${s.base}/api/v1/roles`, {
        method: 'POST',
        headers: { cookie, origin: s.base, 'content-type': 'application/json', 'accept-language': 'en' },
        body,
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: { code: 'INVALID_ENCODING', message: 'The body is not valid UTF-8.', details: {} },
      });
      const { rows } = await s.db.pool.query("select 1 from roles where name like 'Kaputt%'");
      expect(rows).toHaveLength(0);
    });

    it('in the query, a path parameter and a JSON key', async () => {
      const query = await admin.get<ErrorReply>('/api/v1/users?search=a%00b');
      expect(query.status).toBe(400);
      expect(query.body.error).toMatchObject({
        code: 'INVALID_CHARACTERS',
        message: 'Die Anfrage enthält ein unzulässiges Zeichen (NUL).',
        details: { in: 'query' },
      });
      const path = await admin.get<ErrorReply>('/api/v1/users/a%00b');
      expect(path.status).toBe(400);
      expect(path.body.error.details).toEqual({ in: 'path' });
      const key = await admin.put<ErrorReply>('/api/v1/settings/tenant', { values: { 'a\u0000': 1 } });
      expect(key.status).toBe(400);
      expect(key.body.error.code).toBe('INVALID_CHARACTERS');
    });

    it('in the sign-in e-mail and other /api/auth/* bodies', async () => {
      for (const [path, body] of [
        ['/sign-in/email', { email: 'admin\u0000@demo.example', password: 'buchbar-demo' }],
        ['/sign-in/email-otp', { email: 'admin@demo.example\u0000', otp: '123456' }],
        ['/request-password-reset', { email: '\u0000@demo.example' }],
      ] as const) {
        const res = await authPost(s.base, path, body, { 'accept-language': 'en' });
        expect(res.status, path).toBe(400);
        expect(((await res.json()) as ErrorReply).error.code, path).toBe('INVALID_CHARACTERS');
      }
    });
  });

  describe('point 10: concurrent identical creates get one 201 and 409 for all others', () => {
    async function race(create: () => Promise<{ status: number; body: unknown }>, code: string) {
      const replies = await Promise.all(Array.from({ length: 10 }, create));
      expect(replies.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(409)]);
      for (const r of replies.filter((x) => x.status === 409)) {
        const body = r.body as ErrorReply;
        expect(body.error.code).toBe(code);
        expect(body.error.message.length).toBeGreaterThan(0);
        expect(body.error.message).not.toMatch(/\{\w+\}/); // every placeholder filled
        expect(typeof body.error.details).toBe('object');
      }
    }

    it('roles', async () => {
      await race(() => admin.post('/api/v1/roles', { name: 'Wettlauf', permissions: [] }), 'ROLE_NAME_TAKEN');
    });

    it('groups', async () => {
      await race(() => admin.post('/api/v1/groups', { name: 'Wettlauf', roleIds: [] }), 'GROUP_NAME_TAKEN');
    });

    it('users', async () => {
      await race(
        () =>
          admin.post('/api/v1/users', { email: 'race@demo.example', firstName: 'Renn', lastName: 'Fahrer' }),
        'EMAIL_TAKEN',
      );
    });

    it('tenant keys', async () => {
      await race(
        () => platform.post('/api/v1/tenants', { name: 'Wettlauf AG', key: 'wettlauf' }),
        'TENANT_KEY_TAKEN',
      );
    });

    it('tenant domains', async () => {
      let n = 0;
      await race(
        () =>
          platform.post('/api/v1/tenants', {
            name: `Domain ${++n}`,
            key: `domain-race-${n}`,
            domains: [{ domain: 'race.example', clientId: 'race' }],
          }),
        'DOMAIN_TAKEN',
      );
    });
  });

  describe('point 11: absurd dates are 422, deep, long and broken bodies 400/413, /api/auth/* included', () => {
    it.each([
      ['0001-01-01T00:00:00Z', '0001-01-01T10:00:00Z'],
      ['9999-12-31T08:00:00Z', '9999-12-31T10:00:00Z'],
    ])('a booking from %s is 422 DATE_OUT_OF_RANGE', async (start, end) => {
      const res = await adminEn.post<ErrorReply>('/api/v1/spaces/lesesaal/bookings', {
        spaceId: SEAT,
        start,
        end,
      });
      expect(res.status).toBe(422);
      expect(res.body.error).toMatchObject({
        code: 'DATE_OUT_OF_RANGE',
        message: 'The date must lie between 1 Jan 1970 and 31 Dec 2200.',
        details: { min: '1970-01-01', max: '2200-12-31' },
      });
    });

    it('dates of maps, reports and opening exceptions too', async () => {
      const map = await admin.get<ErrorReply>(
        `/api/v1/spaces/lesesaal/floor-plans/${PLAN}/map?date=9999-12-31`,
      );
      expect([map.status, map.body.error.code]).toEqual([422, 'DATE_OUT_OF_RANGE']);
      const report = await admin.get<ErrorReply>(
        '/api/v1/spaces/lesesaal/utilisation?from=0001-01-01&to=2026-01-01',
      );
      expect([report.status, report.body.error.code]).toEqual([422, 'DATE_OUT_OF_RANGE']);
      const exception = await admin.post<ErrorReply>(
        `/api/v1/spaces/lesesaal/floor-plans/${PLAN}/opening-hours/exceptions`,
        { validFrom: '0001-01-01', validTo: '9999-12-31', from: '08:00', to: '18:00', status: 'geschlossen' },
      );
      expect([exception.status, exception.body.error.code]).toEqual([422, 'DATE_OUT_OF_RANGE']);
      // Not a date at all stays a malformed input.
      const garbage = await admin.get<ErrorReply>(
        `/api/v1/spaces/lesesaal/floor-plans/${PLAN}/map?date=275760-09-13`,
      );
      expect([garbage.status, garbage.body.error.code]).toEqual([400, 'VALIDATION_FAILED']);
    });

    it('deeply nested JSON is 400 JSON_TOO_DEEP', async () => {
      for (const path of ['/api/v1/roles', '/api/auth/sign-in/email', '/api/auth/request-password-reset']) {
        for (const depth of [10_000, 100_000]) {
          const res = await raw('POST', path, `${'['.repeat(depth)}${']'.repeat(depth)}`);
          expect(res.status, path).toBe(400);
          expect(((await res.json()) as ErrorReply).error.code, path).toBe('JSON_TOO_DEEP');
        }
      }
    });

    it('over-long strings are 400, bodies over the limit 413', async () => {
      const long = 'x'.repeat(1_000_000);
      const role = await admin.post<ErrorReply>('/api/v1/roles', { name: long, permissions: [] });
      expect([role.status, role.body.error.code]).toEqual([400, 'VALIDATION_FAILED']);
      const signInLong = await authPost(s.base, '/sign-in/email', {
        email: `${long}@demo.example`,
        password: 'x',
      });
      expect(signInLong.status).toBe(400);
      expect(((await signInLong.json()) as ErrorReply).error.code).toBe('VALIDATION_FAILED');
      for (const path of ['/api/v1/roles', '/api/auth/sign-in/email']) {
        const res = await raw('POST', path, JSON.stringify({ name: 'y'.repeat(2_000_000) }));
        expect(res.status, path).toBe(413);
        expect(((await res.json()) as ErrorReply).error.code, path).toBe('PAYLOAD_TOO_LARGE');
      }
    });

    it('a truncated multipart upload is 400 UPLOAD_INCOMPLETE', async () => {
      const boundary = 'b0undary';
      const res = await raw(
        'POST',
        '/api/v1/files/floor-plans',
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="plan.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n`,
        { 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-language': 'en' },
      );
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorReply).error).toEqual({
        code: 'UPLOAD_INCOMPLETE',
        message: 'The file did not arrive completely. Please upload it again.',
        details: {},
      });
    });
  });

  describe("point 12: one error shape everywhere, translated, better-auth's and Fastify's answers included", () => {
    it('a wrong password: better-auth code, uniform body, German or English', async () => {
      const body = { email: 'booker@demo.example', password: 'falsch-falsch' };
      const en = await authPost(s.base, '/sign-in/email', body, {
        'accept-language': 'en',
        'x-forwarded-for': '10.8.0.1',
      });
      expect(en.status).toBe(401);
      expect(en.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await en.json()).toEqual({
        error: {
          code: 'INVALID_EMAIL_OR_PASSWORD',
          message: 'E-mail address or password is wrong.',
          details: {},
        },
      });
      const de = await authPost(s.base, '/sign-in/email', body, { 'x-forwarded-for': '10.8.0.2' });
      expect(((await de.json()) as ErrorReply).error.message).toBe(
        'E-Mail-Adresse oder Passwort ist falsch.',
      );
    });

    it('better-auth validation errors and unknown auth routes', async () => {
      const invalid = await authPost(s.base, '/sign-in/email', { email: 42 }, { 'accept-language': 'en' });
      expect(invalid.status).toBe(400);
      expect(((await invalid.json()) as ErrorReply).error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'The input is invalid.',
      });
      const unknown = await fetch(`${s.base}/api/auth/no-such-endpoint`, {
        headers: { 'accept-language': 'en' },
      });
      expect(unknown.status).toBe(404);
      expect(((await unknown.json()) as ErrorReply).error.message.length).toBeGreaterThan(0);
      const wrongCode = await authPost(
        s.base,
        '/two-factor/verify-totp',
        { code: '000000' },
        { 'accept-language': 'en' },
      );
      expect(wrongCode.status).toBeGreaterThanOrEqual(400);
      const wrong = (await wrongCode.json()) as ErrorReply;
      expect(wrong.error.details).toEqual({});
      expect(wrong.error.message).not.toMatch(/^[A-Z_]+$/);
    });

    it("Fastify's own refusals: a bad URL escape, a too long parameter, a foreign content type", async () => {
      const bad = await fetch(`${s.base}/api/v1/users/%E0%A4%A`, { headers: { 'accept-language': 'en' } });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({
        error: { code: 'BAD_URL', message: 'The address is not validly encoded.', details: {} },
      });
      const long = await fetch(`${s.base}/api/v1/users/${'x'.repeat(500)}`);
      expect(long.status).toBe(414);
      expect(((await long.json()) as ErrorReply).error).toEqual({
        code: 'URL_TOO_LONG',
        message: 'Die Adresse ist zu lang.',
        details: {},
      });
      const xml = await raw('POST', '/api/v1/roles', '<role/>', { 'content-type': 'application/xml' });
      expect(xml.status).toBe(415);
      expect(((await xml.json()) as ErrorReply).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      const broken = await raw('POST', '/api/v1/roles', '{"name": ');
      expect(broken.status).toBe(400);
      expect(((await broken.json()) as ErrorReply).error.code).toBe('MALFORMED_JSON');
    });
  });
});
