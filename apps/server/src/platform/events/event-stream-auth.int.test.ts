import { describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/http-client';
import { signIn, useTestServer } from '../../../test/test-server';

const PLAN = '00000000-0000-4000-8101-000000000002'; // Arbeitswelt 2. OG
const RECHECK_MS = 200;

/** Opens an SSE stream; `ended` resolves when the server closes it. */
async function open(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  expect(res.status).toBe(200);
  const reader = res.body?.getReader();
  if (!reader) throw new Error('no body');
  const ended = (async () => {
    try {
      for (;;) if ((await reader.read()).done) return true;
    } catch {
      return false; // aborted by the test
    }
  })();
  return { ended, close: () => controller.abort() };
}

/** true when the stream ended within ms, false when it is still open. */
const endsWithin = (stream: { ended: Promise<boolean> }, ms: number) =>
  Promise.race([stream.ended, new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

describe('live streams end with their session or kiosk token', () => {
  const s = useTestServer({}, { streamRecheckMs: RECHECK_MS });

  it('a stream with a valid session stays open across re-checks', async () => {
    const cookie = await signIn(s.base, 'examiner@demo.example');
    const stream = await open(`${s.base}/api/v1/events`, { cookie });
    expect(await endsWithin(stream, RECHECK_MS * 5)).toBe(false);
    stream.close();
  });

  it("re-checks are not the user's activity: the idle lifetime keeps running while a stream is open", async () => {
    const cookie = await signIn(s.base, 'examiner@demo.example');
    const stream = await open(`${s.base}/api/v1/events`, { cookie });
    const lastActive = "now() - interval '5 minutes'";
    const who = "user_id = (select id from users where email = 'examiner@demo.example')";
    await s.db.pool.query(`update sessions set updated_at = ${lastActive} where ${who}`);
    expect(await endsWithin(stream, RECHECK_MS * 4)).toBe(false);
    const rows = await s.db.pool.query<{ idle: boolean }>(
      `select bool_and(updated_at < now() - interval '4 minutes') as idle from sessions where ${who}`,
    );
    expect(rows.rows[0]?.idle).toBe(true);
    stream.close();
  });

  it('ends at once when the user signs out', async () => {
    const cookie = await signIn(s.base, 'booker@demo.example');
    const stream = await open(`${s.base}/api/v1/events`, { cookie });
    const out = await fetch(`${s.base}/api/auth/sign-out`, {
      method: 'POST',
      headers: { cookie, origin: s.base, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(out.status).toBe(200);
    expect(await endsWithin(stream, 5_000)).toBe(true);
  });

  it('ends when the user is deactivated (whoever changes the row)', async () => {
    const cookie = await signIn(s.base, 'approver@demo.example');
    const stream = await open(`${s.base}/api/v1/events`, { cookie });
    await s.db.pool.query(`update users set status = 'inaktiv' where email = 'approver@demo.example'`);
    expect(await endsWithin(stream, 5_000)).toBe(true);
  });

  it('ends when the session expired, at the latest at the next re-check', async () => {
    const cookie = await signIn(s.base, 'fleet@demo.example');
    const stream = await open(`${s.base}/api/v1/events`, { cookie });
    expect(await endsWithin(stream, RECHECK_MS * 2)).toBe(false);
    await s.db.pool.query(
      `update sessions set expires_at = now() - interval '1 minute'
        where user_id = (select id from users where email = 'fleet@demo.example')`,
    );
    expect(await endsWithin(stream, 5_000)).toBe(true);
  });

  it('a kiosk stream ends when its token is revoked: at once through the API, by re-check otherwise', async () => {
    const admin = await signedIn(s, 'admin@demo.example');
    const tokens = `/api/v1/spaces/arbeitswelt/floor-plans/${PLAN}/kiosk-tokens`;
    const a = await admin.post<{ id: string; token: string }>(tokens, { name: 'Foyer' });
    const b = await admin.post<{ id: string; token: string }>(tokens, { name: 'Flur' });
    const viaApi = await open(`${s.base}/api/v1/kiosk/events?token=${a.body.token}`);
    const viaSql = await open(`${s.base}/api/v1/kiosk/events`, { 'x-kiosk-token': b.body.token });
    expect(await endsWithin(viaApi, RECHECK_MS * 2)).toBe(false);

    expect((await admin.del(`${tokens}/${a.body.id}`)).status).toBe(204);
    expect(await endsWithin(viaApi, RECHECK_MS / 2)).toBe(true); // before any periodic re-check could run
    expect(await endsWithin(viaSql, 0)).toBe(false);

    // Revoked behind the server's back (another instance, psql): no notification, the re-check finds it.
    await s.db.pool.query('update kiosk_tokens set revoked_at = now() where id = $1', [b.body.id]);
    expect(await endsWithin(viaSql, 5_000)).toBe(true);
  });
});
