import { appendFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bodyVariants,
  deepArrayText,
  type JsonSchema,
  NUL,
  type Parameter,
  queryVariants,
  VALID_LOOKING,
  type Variant,
} from '../../test/fuzz-inputs';
import { signIn, useTestServer } from '../../test/test-server';

/**
 * Issue 8 (points 9-12): every route of the OpenAPI document and every better-auth endpoint,
 * called anonymously and as signed-in admins with malformed JSON, wrong types, NUL characters,
 * huge and deep inputs, absurd dates and non-uuid ids, answers without a 5xx, and every error
 * answer is the uniform body {"error":{"code","message","details"}}.
 */
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type Call = { identity: string; method: string; url: string; variant: string; body?: Variant['body'] };
type Failure = { call: string; status: number; body: string };

const CONCURRENCY = 6;
const RANDOM_ID = '5b0f3f2e-8d4c-4c1e-9a57-3e1f0c6d2b11';
/** Ids of the demo data where a real row makes the request go deeper (reads, updates, transitions). */
const DEMO = {
  plan: '00000000-0000-4000-8101-000000000001',
  group: '00000000-0000-4000-8003-000000000001',
  user: 'demo-booker',
};
const BAD_IDS = ['not-a-uuid', '1', "1'%20or%20'1'%3D'1", '%00', 'a%00b', '%E0%A4%A', 'z'.repeat(300)];

describe('fuzzing every route: never a 5xx, every error in the uniform shape', () => {
  const s = useTestServer();
  let paths: Record<string, Record<string, Operation>>;
  const cookies: Record<string, string> = {
    anonymous: '',
    nulCookie: 'buchbar.session_token=a%00b.c; buchbar.session_data=%00',
  };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    cookies.admin = await signIn(s.base, 'admin@demo.example');
    cookies.platform = await signIn(s.base, 'platform@demo.example');
    cookies.authAdmin = await signIn(s.base, 'admin@demo.example');
    const one = async (sql: string) => String((await s.db.pool.query(sql)).rows[0]?.id ?? RANDOM_ID);
    ids.seat = await one(`select id from spaces where floor_plan_id = '${DEMO.plan}' limit 1`);
    ids.booking = await one(`select id from space_bookings limit 1`);
    ids.vehicle = await one(`select id from vehicles limit 1`);
    ids.attribute = await one(`select id from object_attributes limit 1`);
    // A fixed instant years after the demo's trips (seeded around the real date): never overlaps them,
    // whatever day and hour the suite runs (issue 22 point 14).
    ids.vehicleBooking = await one(
      `insert into vehicle_bookings (tenant_id, vehicle_id, status, start_at, end_at, booker_id, driver_id)
       select tenant_id, id, 'vorgemerkt', '2031-03-04T08:00:00Z', '2031-03-04T10:00:00Z', 'demo-booker', 'demo-booker'
         from vehicles order by id limit 1 returning id`,
    );
    paths = ((await (await fetch(`${s.base}/api/docs/json`)).json()) as { paths: typeof paths }).paths;
  });

  /** Answers by status, for FUZZ_REPORT: shows how deep the inputs got (not only 400/401). */
  const statuses: Record<number, number> = {};

  /** One request; a failure when it is a 5xx or an error answer that is not the uniform body. */
  async function probe(call: Call): Promise<Failure | undefined> {
    const headers: Record<string, string> = {
      origin: s.base,
      'accept-language': call.url.length % 2 === 0 ? 'de' : 'en',
    };
    if (cookies[call.identity]) headers.cookie = cookies[call.identity] ?? '';
    let payload: string | undefined;
    if (call.body && 'json' in call.body) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(call.body.json);
    } else if (call.body) {
      headers['content-type'] = call.body.contentType ?? 'application/json';
      payload = call.body.raw;
    }
    const res = await fetch(`${s.base}${call.url}`, { method: call.method, headers, body: payload });
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    const type = res.headers.get('content-type') ?? '';
    if (res.status < 400) {
      await (type.includes('event-stream') ? res.body?.cancel() : res.arrayBuffer());
      return undefined;
    }
    const text = await res.text();
    const where = `${call.identity} ${call.method} ${call.url.slice(0, 160)} [${call.variant}]`;
    if (res.status >= 500 || !isUniform(type, text))
      return { call: where, status: res.status, body: text.slice(0, 300) };
    return undefined;
  }

  async function run(calls: Call[]): Promise<Failure[]> {
    const failures: Failure[] = [];
    let next = 0;
    const worker = async () => {
      while (next < calls.length) {
        const call = calls[next++] as Call;
        const failure = await probe(call);
        if (failure) failures.push(failure);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    // FUZZ_REPORT=/tmp/fuzz.jsonl keeps every failure (the assertion's diff is cut short).
    if (process.env.FUZZ_REPORT)
      appendFileSync(
        process.env.FUZZ_REPORT,
        `${JSON.stringify({ calls: calls.length, statuses, failures })}\n`,
      );
    return failures;
  }

  const known = () => ({
    spaceId: ids.seat ?? RANDOM_ID,
    floorPlanId: DEMO.plan,
    vehicleId: ids.vehicle ?? RANDOM_ID,
  });

  function concrete(path: string, overrides: Record<string, string> = {}): string {
    return path.replace(/\{(\w+)\}/g, (_, name: string) => {
      if (overrides[name] !== undefined) return overrides[name];
      if (name === 'product') return 'lesesaal';
      if (name === 'bucket') return 'floor-plans';
      if (name === 'tenantKey') return 'demo';
      if (name === 'fileName') return 'reading-room.svg';
      if (name !== 'id') return RANDOM_ID;
      if (path.includes('/floor-plans/{id}')) return DEMO.plan;
      if (path.includes('/seats/{id}')) return ids.seat ?? RANDOM_ID;
      if (path.includes('/vehicle-bookings/{id}')) return ids.vehicleBooking ?? RANDOM_ID;
      if (path.includes('/bookings/{id}')) return ids.booking ?? RANDOM_ID;
      if (path.includes('/users/{id}')) return DEMO.user;
      if (path.includes('/vehicles/{id}')) return ids.vehicle ?? RANDOM_ID;
      if (path.includes('/object-attributes/{id}')) return ids.attribute ?? RANDOM_ID;
      if (path.includes('/settings/groups/{id}')) return DEMO.group;
      return RANDOM_ID;
    });
  }

  it('routes of the OpenAPI document', { timeout: 180_000 }, async () => {
    const calls: Call[] = [];
    for (const [path, methods] of Object.entries(paths)) {
      // Signing out would end the fuzzing identities' sessions (auth has its own tests).
      if (path === '/api/auth/sign-out') continue;
      for (const [m, op] of Object.entries(methods)) {
        const method = m.toUpperCase();
        // Deleting real rows would leave nothing to fuzz: deletes get a random (valid) uuid.
        const url = method === 'DELETE' ? concrete(path, { id: RANDOM_ID }) : concrete(path);
        const schema = op.requestBody?.content?.['application/json']?.schema;
        const variants = [
          ...queryVariants(op.parameters ?? []),
          ...(method === 'GET' || method === 'DELETE' ? [] : bodyVariants(schema, known())),
        ];
        const pathParams = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
        const pathVariants = pathParams.flatMap((name) =>
          BAD_IDS.map((bad) => ({
            name: `${name}=${bad.slice(0, 20)}`,
            url: concrete(path, { [name]: bad }),
          })),
        );
        for (const identity of ['anonymous', 'admin', 'platform']) {
          for (const v of variants) {
            const query = v.query ? `?${v.query}` : '';
            calls.push({ identity, method, url: `${url}${query}`, variant: v.name, body: v.body });
          }
          const valid =
            method === 'GET' || method === 'DELETE'
              ? undefined
              : bodyVariants(schema, known()).find((v) => v.name === VALID_LOOKING)?.body;
          for (const p of pathVariants)
            calls.push({ identity, method, url: p.url, variant: p.name, body: valid });
        }
      }
    }
    expect(calls.length).toBeGreaterThan(1000);
    expect(await run(calls)).toEqual([]);
  });

  /** The better-auth endpoints the product uses, with the fields each reads. */
  const AUTH: [string, string, Record<string, JsonSchema>][] = [
    ['POST', '/sign-in/email', { email: { type: 'string', format: 'email' }, password: { type: 'string' } }],
    [
      'POST',
      '/sign-up/email',
      { email: { type: 'string', format: 'email' }, password: { type: 'string' }, name: { type: 'string' } },
    ],
    [
      'POST',
      '/request-password-reset',
      { email: { type: 'string', format: 'email' }, redirectTo: { type: 'string' } },
    ],
    ['POST', '/reset-password', { token: { type: 'string' }, newPassword: { type: 'string' } }],
    [
      'POST',
      '/email-otp/send-verification-otp',
      { email: { type: 'string', format: 'email' }, type: { type: 'string', enum: ['sign-in'] } },
    ],
    ['POST', '/sign-in/email-otp', { email: { type: 'string', format: 'email' }, otp: { type: 'string' } }],
    ['POST', '/two-factor/verify-totp', { code: { type: 'string' } }],
    ['POST', '/two-factor/verify-backup-code', { code: { type: 'string' } }],
    ['POST', '/sign-in/social', { provider: { type: 'string' }, callbackURL: { type: 'string' } }],
    ['GET', '/get-session', {}],
    ['POST', '/change-password', { currentPassword: { type: 'string' }, newPassword: { type: 'string' } }],
    ['POST', '/sign-out', {}],
  ];

  it('better-auth endpoints under /api/auth/*', { timeout: 120_000 }, async () => {
    const failures: Failure[] = [];
    // In order: sign-out (which ends the signed-in identity's session) comes last.
    for (const [method, path, properties] of AUTH) {
      const calls: Call[] = [];
      const url = `/api/auth${path}`;
      const variants =
        method === 'GET'
          ? queryVariants([{ in: 'query', name: 'disableCookieCache' }])
          : bodyVariants({ type: 'object', properties });
      for (const identity of ['anonymous', 'authAdmin']) {
        for (const v of variants) {
          calls.push({
            identity,
            method,
            url: `${url}${v.query ? `?${v.query}` : ''}`,
            variant: v.name,
            body: v.body,
          });
        }
        calls.push({ identity, method, url: `${url}?x=${encodeURIComponent(NUL)}`, variant: 'NUL in query' });
      }
      failures.push(...(await run(calls)));
    }
    expect(failures).toEqual([]);
  });

  it("Fastify's and Node's own refusals: bad URL escapes, long parameters, huge URLs and headers, broken uploads", async () => {
    const calls: Call[] = [
      { identity: 'admin', method: 'GET', url: '/api/v1/users/%E0%A4%A', variant: 'bad escape' },
      { identity: 'anonymous', method: 'GET', url: '/api/v1/users/%E0%A4%A', variant: 'bad escape' },
      { identity: 'admin', method: 'GET', url: '/api/auth/%E0%A4%A', variant: 'bad escape in auth' },
      { identity: 'admin', method: 'GET', url: `/api/v1/users/${'x'.repeat(5000)}`, variant: 'long param' },
      {
        identity: 'admin',
        method: 'GET',
        url: `/api/v1/users?search=${'y'.repeat(1_000_000)}`,
        variant: '1e6 URL',
      },
      { identity: 'admin', method: 'PUT', url: '/api/v1/roles', variant: 'method not allowed' },
      { identity: 'nulCookie', method: 'GET', url: '/api/v1/me', variant: 'NUL in the session cookie' },
      {
        identity: 'nulCookie',
        method: 'GET',
        url: '/api/auth/get-session',
        variant: 'NUL in the session cookie',
      },
      { identity: 'nulCookie', method: 'GET', url: '/api/v1/events', variant: 'NUL in the session cookie' },
      {
        identity: 'admin',
        method: 'POST',
        url: '/api/v1/roles',
        variant: 'over the body limit',
        body: { raw: `{"name":"${'z'.repeat(2_000_000)}"}` },
      },
      {
        identity: 'admin',
        method: 'POST',
        url: '/api/auth/sign-in/email',
        variant: 'deep 100 000',
        body: { raw: deepArrayText(100_000) },
      },
    ];
    expect(await run(calls)).toEqual([]);

    const huge = await rawRequest(s.base, 'GET', '/api/v1/me', { cookie: `a=${'c'.repeat(40_000)}` });
    expect(huge.status).toBe(431);
    expect(isUniform(huge.type, huge.body), huge.body).toBe(true);

    const boundary = 'fuzzboundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
    const uploads: [string, string][] = [
      ['truncated (no closing boundary)', `${head}\x89PNG\r\n\x1a\n0000`],
      ['only a preamble', 'just text, no parts'],
      ['NUL in the file name', head.replace('a.png', 'a\u0000.png') + `x\r\n--${boundary}--\r\n`],
      [
        'field instead of a file',
        `--${boundary}\r\nContent-Disposition: form-data; name="x"\r\n\r\nv\r\n--${boundary}--\r\n`,
      ],
    ];
    for (const [name, body] of uploads) {
      const res = await fetch(`${s.base}/api/v1/files/floor-plans`, {
        method: 'POST',
        headers: {
          cookie: cookies.admin ?? '',
          origin: s.base,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        body,
      });
      const text = await res.text();
      expect(res.status, `${name}: ${text}`).toBeLessThan(500);
      if (res.status >= 400)
        expect(isUniform(res.headers.get('content-type') ?? '', text), `${name}: ${text}`).toBe(true);
    }
  });
});

function isUniform(contentType: string, text: string): boolean {
  if (!contentType.includes('application/json')) return false;
  try {
    const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown; details?: unknown } };
    const e = body.error;
    return (
      typeof e?.code === 'string' &&
      e.code.length > 0 &&
      typeof e.message === 'string' &&
      e.message.length > 0 &&
      typeof e.details === 'object' &&
      e.details !== null &&
      !Array.isArray(e.details)
    );
  } catch {
    return false;
  }
}

/** A request fetch would refuse to send (a header past Node's limit). */
function rawRequest(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}
