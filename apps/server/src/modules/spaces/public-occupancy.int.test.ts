import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, client, type ErrorReply, signedIn } from '../../../test/http-client';
import { OTHER_ADMIN, seedOtherTenant } from '../../../test/other-tenant';
import { signIn, useTestServer } from '../../../test/test-server';
import { PUBLIC_STREAMS_PER_ADDRESS } from './public-occupancy.routes';

const READING_ROOM = '00000000-0000-4000-8101-000000000001'; // public in the demo
const WORK_FLOOR = '00000000-0000-4000-8101-000000000002'; // not public
const seat = (n: number) => `00000000-0000-4000-8102-${String(n).padStart(12, '0')}`;
const desk = (n: number) => seat(100 + n);

type PublicSeat = {
  label: string;
  kind: string;
  capacity: number;
  posX: number;
  posY: number;
  state: string;
};
type PublicPlan = {
  id: string;
  name: string;
  openNow: boolean;
  opening: { from: string; to: string } | null;
  counts: { free: number; occupied: number; closed: number; total: number };
  imageUrl: string | null;
  seats: PublicSeat[];
};
type Occupancy = { tenant: { name: string }; at: string; plans: PublicPlan[] };

/**
 * Reads a stream in time slices: `readFor(ms)` returns everything that arrived within `ms`. A
 * read still waiting when the time is up is kept for the next slice, so nothing is lost.
 */
function sliceReader(reader: ReadableStreamDefaultReader<Uint8Array>) {
  let pending: ReturnType<typeof reader.read> | undefined;
  return async function readFor(ms: number): Promise<string> {
    let text = '';
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      pending ??= reader.read();
      const timer = new Promise<'timeout'>((resolve) =>
        setTimeout(() => resolve('timeout'), deadline - Date.now()),
      );
      const result = await Promise.race([pending, timer]);
      if (result === 'timeout') break;
      pending = undefined;
      if (result.done) break;
      text += new TextDecoder().decode(result.value);
    }
    return text;
  };
}

describe('/public: live occupancy without sign-in (ADR 0016)', () => {
  // Tuesday 2026-10-20, 09:55 Berlin (CEST); moved per test.
  let now = Date.parse('2026-10-20T07:55:00Z');
  const s = useTestServer({}, { clock: () => now });
  let admin: Client;
  let booker: Client;
  const anonymous = () => client(s.base);

  beforeAll(async () => {
    await seedOtherTenant(s.db.pool);
    admin = await signedIn(s, 'admin@demo.example');
    booker = await signedIn(s, 'booker@demo.example');
  });

  it('answers the public plans with free/occupied seats and counts, never a name, e-mail or id of a booking or seat', async () => {
    const made = await booker.post<{ id: string }>('/api/v1/spaces/lesesaal/bookings', {
      spaceId: seat(10),
      start: '2026-10-20T08:00:00Z',
      end: '2026-10-20T10:00:00Z',
    });
    expect(made.status).toBe(201);
    const forColleague = await admin.post<{ id: string }>('/api/v1/spaces/lesesaal/bookings', {
      spaceId: seat(11),
      start: '2026-10-20T08:00:00Z',
      end: '2026-10-20T10:00:00Z',
      participantEmail: 'examiner@demo.example',
    });
    expect(forColleague.status).toBe(201);
    // 10:10 Berlin: within the check-in window (after it, demo's releaseNoShows frees the seat).
    now = Date.parse('2026-10-20T08:10:00Z');

    const res = await fetch(`${s.base}/api/v1/public/occupancy/demo`);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const text = await res.text();
    const body = JSON.parse(text) as Occupancy;
    expect(body.tenant.name).toBe('Demo GmbH');
    expect(body.at).toBe('2026-10-20T08:10:00.000Z');
    expect(body.plans.map((p) => p.id)).toEqual([READING_ROOM]);
    const plan = body.plans[0] as PublicPlan;
    expect(plan.openNow).toBe(true);
    expect(plan.opening).toEqual({ from: '08:00', to: '18:00' });
    expect(plan.imageUrl).toBe('/api/v1/files/floor-plans/demo/reading-room.svg');
    const states = new Set(plan.seats.map((x) => x.state));
    for (const state of states) expect(['free', 'occupied', 'closed']).toContain(state);
    expect(plan.seats.find((x) => x.label === 'L-10')?.state).toBe('occupied');
    expect(plan.seats.find((x) => x.label === 'L-11')?.state).toBe('free'); // pre-booking lapsed at its start
    expect(plan.seats.find((x) => x.label === 'L-12')?.state).toBe('free');
    const { free, occupied, closed, total } = plan.counts;
    expect(free + occupied + closed).toBe(total);
    expect(total).toBe(plan.seats.length);
    expect(occupied).toBe(plan.seats.filter((x) => x.state === 'occupied').length);
    expect(Object.keys(plan.seats[0] ?? {}).sort()).toEqual([
      'capacity',
      'kind',
      'label',
      'posX',
      'posY',
      'state',
    ]);

    // Nothing personal, nothing that names a booking or seat: every user's name and address,
    // every booking id and every seat id of the tenant is absent from the answer.
    const people = await s.db.pool.query<{
      email: string;
      first_name: string;
      last_name: string;
      id: string;
    }>('select id, email, first_name, last_name from users');
    const bookings = await s.db.pool.query<{ id: string }>('select id from space_bookings');
    const seats = await s.db.pool.query<{ id: string }>('select id from spaces');
    const secrets = [
      ...people.rows.flatMap((u) => [u.email, `${u.first_name} ${u.last_name}`, u.last_name, u.id]),
      ...bookings.rows.map((b) => b.id),
      ...seats.rows.map((x) => x.id),
    ].filter((v) => v.length > 2);
    expect(bookings.rows.length).toBeGreaterThan(2);
    for (const secret of secrets) expect(text).not.toContain(secret);
  });

  it('answers one public plan; a non-public, inactive, unknown or other tenant’s plan is 404 like an unknown tenant', async () => {
    const one = await anonymous().get<Occupancy>(`/api/v1/public/occupancy/demo/${READING_ROOM}`);
    expect(one.status).toBe(200);
    expect(one.body.plans.map((p) => p.id)).toEqual([READING_ROOM]);
    const refused = [
      `/api/v1/public/occupancy/demo/${WORK_FLOOR}`, // not public
      '/api/v1/public/occupancy/demo/00000000-0000-4000-8101-0000000000ff', // unknown
      '/api/v1/public/occupancy/demo/nicht-einmal-eine-id',
      `/api/v1/public/occupancy/other/${READING_ROOM}`, // another tenant's key
      '/api/v1/public/occupancy/other', // a tenant without public plans
      '/api/v1/public/occupancy/gibt-es-nicht',
      '/api/v1/public/occupancy/gibt-es-nicht/events',
      '/api/v1/public/occupancy/other/events',
    ];
    for (const path of refused) {
      const r = await anonymous().get<ErrorReply>(path);
      expect([path, r.status]).toEqual([path, 404]);
      expect(r.body.error.code).toBe('NOT_FOUND');
    }
    // The same 404 for a signed-in user of the tenant: the page is public, not a back door.
    expect((await admin.get(`/api/v1/public/occupancy/demo/${WORK_FLOOR}`)).status).toBe(404);
  });

  it('the admin toggle: a plan made public appears, a change without the flag keeps it, an inactive plan disappears', async () => {
    const path = `/api/v1/spaces/arbeitswelt/floor-plans/${WORK_FLOOR}`;
    const current = await admin.get<{ name: string; isPublic: boolean }[]>(
      '/api/v1/spaces/arbeitswelt/floor-plans',
    );
    expect(current.body[0]?.isPublic).toBe(false);
    const made = await admin.put<{ isPublic: boolean }>(path, { name: 'Arbeitswelt 2. OG', isPublic: true });
    expect(made.status).toBe(200);
    expect(made.body.isPublic).toBe(true);
    const both = await anonymous().get<Occupancy>('/api/v1/public/occupancy/demo');
    expect(both.body.plans.map((p) => p.id).sort()).toEqual([READING_ROOM, WORK_FLOOR].sort());
    // A change that does not send the flag keeps it.
    const renamed = await admin.put<{ isPublic: boolean }>(path, { name: 'Arbeitswelt 2. OG' });
    expect(renamed.body.isPublic).toBe(true);
    // Inactive: gone from /public, its image too, although still marked public.
    await admin.put(path, { name: 'Arbeitswelt 2. OG', active: false });
    expect((await anonymous().get(`/api/v1/public/occupancy/demo/${WORK_FLOOR}`)).status).toBe(404);
    expect((await fetch(`${s.base}/api/v1/files/floor-plans/demo/work-floor.svg`)).status).toBe(404);
    await admin.put(path, { name: 'Arbeitswelt 2. OG', active: true, isPublic: false });
    expect((await anonymous().get(`/api/v1/public/occupancy/demo/${WORK_FLOOR}`)).status).toBe(404);
    // Audited with the flag.
    const audit = await s.db.pool.query<{ details: { isPublic?: boolean } }>(
      "select details from audit_log where message like 'Grundriss „Arbeitswelt 2. OG“ geändert' order by created_at",
    );
    expect(audit.rows.map((r) => r.details.isPublic)).toEqual([true, undefined, undefined, false]);
    // Nobody without object care sets the flag.
    expect((await booker.put(path, { name: 'Arbeitswelt 2. OG', isPublic: true })).status).toBe(403);
  });

  it('the image of a public plan is readable without sign-in; that of a private plan is not', async () => {
    const image = await fetch(`${s.base}/api/v1/files/floor-plans/demo/reading-room.svg`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\/svg/);
    expect((await fetch(`${s.base}/api/v1/files/floor-plans/demo/work-floor.svg`)).status).toBe(404);
    // The other tenant's admin reads the demo's public image too (a visitor like any other).
    const other = await signIn(s.base, OTHER_ADMIN);
    const seen = await fetch(`${s.base}/api/v1/files/floor-plans/demo/reading-room.svg`, {
      headers: { cookie: other },
    });
    expect(seen.status).toBe(200);
    const notSeen = await fetch(`${s.base}/api/v1/files/floor-plans/demo/work-floor.svg`, {
      headers: { cookie: other },
    });
    expect(notSeen.status).toBe(404);
  });

  it('a closed day: every seat closed, nothing free', async () => {
    now = Date.parse('2026-10-25T10:00:00Z'); // Sunday, the 25-hour day
    const body = (await anonymous().get<Occupancy>('/api/v1/public/occupancy/demo')).body;
    const plan = body.plans[0] as PublicPlan;
    expect(plan.openNow).toBe(false);
    expect(plan.opening).toBeNull();
    expect(plan.counts).toMatchObject({ free: 0, occupied: 0, closed: plan.counts.total });
    now = Date.parse('2026-10-20T08:10:00Z');
  });

  it('the live stream says only that something changed, for public plans only', async () => {
    const controller = new AbortController();
    const res = await fetch(`${s.base}/api/v1/public/occupancy/demo/events`, { signal: controller.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body?.getReader();
    if (!reader) throw new Error('no body');
    const readFor = sliceReader(reader);
    expect(await readFor(500)).toContain(': connected');
    // A booking on the internal work floor: nothing. Then one on the public reading room: one event.
    const internal = await booker.post('/api/v1/spaces/arbeitswelt/bookings', {
      spaceId: desk(3),
      start: '2026-10-20T11:00:00Z',
      end: '2026-10-20T12:00:00Z',
    });
    expect(internal.status).toBe(201);
    const visible = await booker.post('/api/v1/spaces/lesesaal/bookings', {
      spaceId: seat(14),
      start: '2026-10-20T11:00:00Z',
      end: '2026-10-20T12:00:00Z',
    });
    expect(visible.status).toBe(201);
    const text = await readFor(1_500);
    expect(text.match(/event: occupancy\.changed\ndata: \{\}\n/g)).toHaveLength(1);
    expect(text).not.toContain('floorPlanId');
    expect(text).not.toContain(seat(14));
    controller.abort();
    await new Promise((resolve) => setTimeout(resolve, 200)); // the server counts it closed
  });

  it(`refuses the ${PUBLIC_STREAMS_PER_ADDRESS + 1}th open stream of one address with 429, and answers again once one closes`, async () => {
    const controllers = Array.from({ length: PUBLIC_STREAMS_PER_ADDRESS }, () => new AbortController());
    const open = await Promise.all(
      controllers.map((c) => fetch(`${s.base}/api/v1/public/occupancy/demo/events`, { signal: c.signal })),
    );
    expect(open.map((r) => r.status)).toEqual(controllers.map(() => 200));
    const refused = await anonymous().get<ErrorReply>('/api/v1/public/occupancy/demo/events');
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
    controllers[0]?.abort();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = new AbortController();
    const after = await fetch(`${s.base}/api/v1/public/occupancy/demo/events`, { signal: again.signal });
    expect(after.status).toBe(200);
    again.abort();
    for (const c of controllers) c.abort();
  });

  it('limits the answers per address (429 with the uniform body, in English when asked)', async () => {
    const replies = await Promise.all(
      Array.from({ length: 305 }, () =>
        fetch(`${s.base}/api/v1/public/occupancy/demo`, { headers: { 'accept-language': 'en' } }),
      ),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((c) => c === 200).length).toBeLessThanOrEqual(300);
    const limited = replies.find((r) => r.status === 429);
    expect(limited).toBeDefined();
    const body = (await limited?.json()) as ErrorReply;
    expect(body.error.code).toBe('RATE_LIMITED');
    expect(body.error.message).toMatch(/[a-z]/);
  });
});
