import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, client, type ErrorReply, signedIn } from '../../../test/http-client';
import { signIn, useTestServer } from '../../../test/test-server';

const seat = (n: number) => `00000000-0000-4000-8102-${String(n).padStart(12, '0')}`;
const base = '/api/v1/spaces/lesesaal';
type Booking = { id: string; status: string };

/**
 * Issue 22 point 8: one person, one place of a product at a time. Pinned clock: Tuesday
 * 2026-10-20 10:00 Berlin; the demo seed gives the booker L-1 on Wednesday 2026-10-21 08:00-18:00.
 */
describe('one person, one seat at a time', () => {
  const now = Date.parse('2026-10-20T08:00:00Z');
  const s = useTestServer({}, { clock: () => now });
  let booker: Client;
  let bookerEn: Client;
  let admin: Client;
  beforeAll(async () => {
    const cookie = await signIn(s.base, 'booker@demo.example');
    booker = client(s.base, cookie);
    bookerEn = client(s.base, cookie, 'en');
    admin = await signedIn(s, 'admin@demo.example');
  });

  it('no demo user holds two places of one product at overlapping times', async () => {
    const { rows } = await s.db.pool.query(`
      select a.id from space_bookings a
        join spaces sa on sa.id = a.space_id join floor_plans fa on fa.id = sa.floor_plan_id
        join space_bookings b on b.participant_id = a.participant_id and b.id <> a.id
        join spaces sb on sb.id = b.space_id join floor_plans fb on fb.id = sb.floor_plan_id
       where fa.product = fb.product and a.group_size = 1 and b.group_size = 1
         and a.status in ('vorgemerkt', 'reserviert', 'aktiv', 'durchgefuehrt')
         and b.status in ('vorgemerkt', 'reserviert', 'aktiv', 'durchgefuehrt')
         and a.start_at < b.end_at and b.start_at < a.end_at`);
    expect(rows).toEqual([]);
  });

  it('a second seat for oneself at an overlapping time is refused with 409 naming the seat held', async () => {
    const body = { spaceId: seat(3), start: '2026-10-21T09:00:00Z', end: '2026-10-21T10:00:00Z' };
    const res = await booker.post<ErrorReply>(`${base}/bookings`, body);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'ALREADY_BOOKED_ELSEWHERE',
      message:
        'Sie haben zu dieser Zeit bereits den Platz L-1 gebucht; eine Person kann nur einen Platz zur selben Zeit belegen.',
      details: { spaceId: seat(1), spaceLabel: 'L-1' },
    });
    const en = await bookerEn.post<ErrorReply>(`${base}/bookings`, body);
    expect(en.body.error.message).toBe(
      'You already hold the place L-1 at this time; one person can hold only one place at a time.',
    );
    // Another day the same seat is fine.
    const later = await booker.post<Booking>(`${base}/bookings`, {
      spaceId: seat(3),
      start: '2026-10-27T08:00:00Z',
      end: '2026-10-27T09:00:00Z',
    });
    expect(later.status).toBe(201);
  });

  it('is race-free: five requests for five seats by one person at once, exactly one succeeds', async () => {
    const replies = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        booker.post<Booking | ErrorReply>(`${base}/bookings`, {
          spaceId: seat(20 + i),
          start: '2026-10-26T08:00:00Z',
          end: '2026-10-26T10:00:00Z',
        }),
      ),
    );
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    for (const r of replies.filter((x) => x.status === 409))
      expect((r.body as ErrorReply).error.code).toBe('ALREADY_BOOKED_ELSEWHERE');
    const { rows } = await s.db.pool.query(
      `select count(*)::int as n from space_bookings where participant_id = 'demo-booker'
          and status <> 'storniert' and start_at = '2026-10-26T08:00:00Z'`,
    );
    expect(rows[0]?.n).toBe(1);
  }, 30_000);

  it('an organiser may book for someone else; that person cannot confirm a second place', async () => {
    const forBooker = await admin.post<Booking>(`${base}/bookings`, {
      spaceId: seat(7),
      start: '2026-10-21T12:00:00Z',
      end: '2026-10-21T13:00:00Z',
      participantEmail: 'booker@demo.example',
    });
    expect([forBooker.status, forBooker.body.status]).toEqual([201, 'vorgemerkt']);
    const confirm = await booker.post<ErrorReply>(`${base}/bookings/${forBooker.body.id}/confirm`, {});
    expect(confirm.status).toBe(409);
    expect(confirm.body.error).toMatchObject({
      code: 'ALREADY_BOOKED_ELSEWHERE',
      details: { spaceId: seat(1), spaceLabel: 'L-1' },
    });
    // Declining it stays possible.
    expect((await booker.post(`${base}/bookings/${forBooker.body.id}/decline`, {})).status).toBe(200);
  });

  it('another product is another place', async () => {
    const seats = await booker.get<{ id: string; label: string }[]>(
      '/api/v1/spaces/arbeitswelt/seats?floorPlanId=00000000-0000-4000-8101-000000000002',
    );
    const desk = seats.body.find((x) => x.id !== '00000000-0000-4000-8102-000000000101') ?? seats.body[1];
    expect(desk).toBeDefined();
    const res = await booker.post<Booking>('/api/v1/spaces/arbeitswelt/bookings', {
      spaceId: desk?.id,
      start: '2026-10-21T09:00:00Z',
      end: '2026-10-21T10:00:00Z',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });

  it('the tenant option spaces.allowMultipleSeatsPerPerson allows a second seat', async () => {
    const set = (v: boolean | null) =>
      admin.put('/api/v1/settings/tenant', { values: { 'spaces.allowMultipleSeatsPerPerson': v } });
    expect((await set(true)).status).toBe(200);
    const res = await booker.post<Booking>(`${base}/bookings`, {
      spaceId: seat(8),
      start: '2026-10-21T09:00:00Z',
      end: '2026-10-21T10:00:00Z',
    });
    expect(res.status).toBe(201);
    expect((await set(null)).status).toBe(200);
  });
});
