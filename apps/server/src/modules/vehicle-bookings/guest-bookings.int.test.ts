import { beforeAll, describe, expect, it } from 'vitest';
import { at, DAY, HOUR, useFleetServer, vehicle } from '../../../test/fleet-fixtures';
import { client, type ErrorReply } from '../../../test/http-client';
import { usePeople } from '../../../test/people';

/**
 * Issue 11 point 6 (ADR 0009 gap 5): staff book for a guest; the guest's one link (token only
 * hashed in the database) confirms and cancels without a session, free up to 24 h before start.
 */
type Booking = {
  id: string;
  status: string;
  driver: unknown;
  guest: { name: string; email: string; confirmed: boolean } | null;
};
type PublicView = {
  vehicleName: string;
  status: string;
  confirmationNeeded: boolean;
  confirmed: boolean;
  awaitingApproval: boolean;
  cancellable: boolean;
  tooLate: boolean;
  contact: { name: string; email: string };
};
type Refusal = { field: string | null; code: string; message: string };

/** Monday 2027-03-01 06:00 UTC (07:00 in Berlin): after every seeded booking. */
const NOW = Date.parse('2027-03-01T06:00:00Z');
/** Vehicle 13 (Fiat 500e) and 3 take guests in the demo; vehicle 1 does not. */
const GUEST_CAR = 13;

describe('guest bookings', () => {
  let now = NOW;
  const s = useFleetServer(() => now);
  const anon = () => client(s.base);

  beforeAll(async () => {
    // The other tenant's admin may book for guests too: only the vehicle's tenant stands in the way.
    await s.db.pool.query(
      `insert into role_permissions (tenant_id, role_id, permission)
       select tenant_id, id, unnest(array['fahrzeug_buchen', 'fahrzeug_gastbuchung']) from roles
        where id = '00000000-0000-4000-9002-000000000001'`,
    );
    await s.db.pool.query(
      `insert into setting_values (tenant_id, layer, subject_id, option, value)
       values ('00000000-0000-4000-9000-000000000001', 'tenant', '00000000-0000-4000-9000-000000000001',
               'vehicles.guestBooking', 'true'::jsonb)`,
    );
    await setTenant('vehicles.guestBooking', true);
  });
  const { fleet, fleetEn, booker, other } = usePeople(s, ['fleet', 'booker', 'other']);

  async function setTenant(option: string, value: unknown) {
    await s.db.pool.query(
      `insert into setting_values (tenant_id, layer, subject_id, option, value)
       select tenant_id, 'tenant', tenant_id, $1, $2::jsonb from users where email = 'fleet@demo.example'
       on conflict (tenant_id, layer, subject_id, option) do update set value = excluded.value`,
      [option, JSON.stringify(value)],
    );
    // The settings cache keeps a value up to a second.
    await new Promise((r) => setTimeout(r, 1100));
  }
  const count = async (sql: string, params: unknown[] = []) => (await s.db.pool.query(sql, params)).rowCount;
  const guestTrip = (startIn: number, guest: Record<string, unknown>, n = GUEST_CAR) => ({
    vehicleId: vehicle(n),
    start: at(NOW + startIn),
    end: at(NOW + startIn + 3 * HOUR),
    reasonForTrip: 'Besuch',
    guest,
  });
  const ERIKA = { name: 'Erika Gast', email: 'erika@example.org', notes: 'Kommt mit der Bahn' };
  /** Books for a guest and reads the link's token from the guest's mail in the outbox. */
  async function bookForGuest(startIn: number, email = ERIKA.email) {
    const res = await fleet.post<Booking>(
      '/api/v1/vehicle-bookings',
      guestTrip(startIn, { ...ERIKA, email }),
    );
    expect(res.status).toBe(201);
    const { rows } = await s.db.pool.query<{ text: string; subject: string }>(
      `select subject, text from mails where "to" = $1 order by created_at desc limit 1`,
      [email],
    );
    const token = /fahrzeugbuchungstorno\?token=([A-Za-z0-9_-]+)/.exec(rows[0]?.text ?? '')?.[1] ?? '';
    expect(token.length).toBeGreaterThanOrEqual(43);
    return { booking: res.body, token, mail: rows[0] };
  }
  const link = (token: string, action = '') => `/api/v1/public/guest-bookings/${token}${action}`;

  it('books for a guest, held until the guest confirms; the mail in both languages carries the link', async () => {
    now = NOW;
    const { booking, token, mail } = await bookForGuest(3 * DAY + 2 * HOUR, 'confirm@example.org');
    expect(booking.status).toBe('vorgemerkt');
    expect(booking.driver).toBeNull();
    expect(booking.guest).toMatchObject({ name: 'Erika Gast', confirmed: false });
    expect(mail?.text).toContain('Bitte bestätigen Sie die Buchung');
    expect(mail?.text).toContain('Please confirm the booking');
    expect(mail?.text).toContain('/pub/fahrzeugbuchungstorno?token=');
    // The database holds only the hash: no column of any booking contains the token.
    expect(await count('select 1 from vehicle_bookings v where v::text like $1', [`%${token}%`])).toBe(0);
    expect(
      await count('select 1 from vehicle_bookings where guest_token_hash is not null and id = $1', [
        booking.id,
      ]),
    ).toBe(1);

    const view = await anon().get<PublicView>(link(token));
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({
      status: 'vorgemerkt',
      confirmationNeeded: true,
      // Held for the guest's confirmation only: nobody inside has to approve it.
      awaitingApproval: false,
      cancellable: true,
      tooLate: false,
      contact: { name: expect.any(String), email: 'fleet@demo.example' },
    });
    const confirmed = await anon().call<PublicView>('POST', link(token, '/confirm'));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      status: 'reserviert',
      confirmed: true,
      confirmationNeeded: false,
    });
    const row = await s.db.pool.query(
      'select status, guest_confirmed, guest_confirmed_at from vehicle_bookings where id = $1',
      [booking.id],
    );
    expect(row.rows[0]).toMatchObject({ status: 'reserviert', guest_confirmed: true });
    expect(new Date(row.rows[0].guest_confirmed_at).getTime()).toBe(NOW);
    // Idempotent, and the link still works for the cancellation.
    now = NOW + HOUR;
    expect((await anon().call<PublicView>('POST', link(token, '/confirm'))).status).toBe(200);
    const again = await s.db.pool.query('select guest_confirmed_at from vehicle_bookings where id = $1', [
      booking.id,
    ]);
    expect(new Date(again.rows[0].guest_confirmed_at).getTime()).toBe(NOW);
    expect((await anon().get(link(token))).status).toBe(200);
    // The staff member's sidebar lists it.
    const mine = await fleet.get<{ id: string; guest: { name: string } }[]>('/api/v1/guest-bookings');
    expect(mine.body.map((b) => b.id)).toContain(booking.id);
    expect((await booker.get<unknown[]>('/api/v1/guest-bookings')).body).toEqual([]);
  });

  it('a guest cancels more than 24 h before start: cancelled, car free, staff told; the link again is 404', async () => {
    now = NOW;
    const start = 4 * DAY + 2 * HOUR;
    const { booking, token } = await bookForGuest(start);
    now = NOW + start - DAY - HOUR;
    const cancelled = await anon().call<PublicView>('POST', link(token, '/cancel'));
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('storniert');
    const row = await s.db.pool.query(
      'select status, cancel_reason, guest_token_used_at from vehicle_bookings where id = $1',
      [booking.id],
    );
    expect(row.rows[0]).toMatchObject({
      status: 'storniert',
      cancel_reason: 'Storno durch den Gast über den Stornolink.',
    });
    expect(row.rows[0].guest_token_used_at).not.toBeNull();
    expect(
      await count(
        `select 1 from mails where "to" = 'fleet@demo.example' and subject like 'Gast hat storniert%'`,
      ),
    ).toBe(1);
    // The car is free: the same period can be booked again.
    const rebook = await fleet.post<Booking>('/api/v1/vehicle-bookings', {
      vehicleId: vehicle(GUEST_CAR),
      start: at(NOW + start),
      end: at(NOW + start + 3 * HOUR),
      reasonForTrip: 'Neu',
    });
    expect(rebook.status).toBe(201);
    for (const path of [link(token), link(token, '/cancel'), link(token, '/confirm')]) {
      const res =
        path === link(token)
          ? await anon().get<ErrorReply>(path)
          : await anon().call<ErrorReply>('POST', path);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('GUEST_LINK_INVALID');
    }
  });

  it('too late (less than 24 h before start) is 422 naming whom to contact; an unknown token is 404', async () => {
    now = NOW;
    const start = 5 * DAY + 2 * HOUR;
    const { booking, token } = await bookForGuest(start);
    now = NOW + start - DAY + 60_000;
    const view = await anon().get<PublicView>(link(token));
    expect(view.body).toMatchObject({ cancellable: false, tooLate: true });
    const late = await client(s.base, '', 'en').call<ErrorReply>('POST', link(token, '/cancel'));
    expect(late.status).toBe(422);
    expect(late.body.error.code).toBe('GUEST_CANCELLATION_TOO_LATE');
    expect(late.body.error.message).toContain('Please contact');
    expect(late.body.error.details.contactName).toBe(view.body.contact.name);
    expect(
      await count(`select 1 from vehicle_bookings where id = $1 and status <> 'storniert'`, [booking.id]),
    ).toBe(1);
    // Exactly at the deadline it is still free (ADR 0009: "including").
    now = NOW + start - DAY;
    expect((await anon().get<PublicView>(link(token))).body.cancellable).toBe(true);
    const unknown = await anon().get<ErrorReply>(link('A'.repeat(43)));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('GUEST_LINK_INVALID');
    // After the booking's end the link has expired.
    now = NOW + start + 4 * HOUR;
    expect((await anon().get(link(token))).status).toBe(404);
  });

  it('refuses, storing nothing: setting off, vehicle not guest-bookable, no permission, bad e-mail, other tenant', async () => {
    now = NOW;
    const before = await count('select 1 from vehicle_bookings');
    const mailsBefore = await count('select 1 from mails');
    const start = 6 * DAY + 2 * HOUR;

    const notBookable = await fleet.post<ErrorReply>('/api/v1/vehicle-bookings', guestTrip(start, ERIKA, 1));
    expect(notBookable.status).toBe(422);
    expect(notBookable.body.error.code).toBe('VEHICLE_NOT_GUEST_BOOKABLE');

    const noPermission = await booker.post<ErrorReply>('/api/v1/vehicle-bookings', guestTrip(start, ERIKA));
    expect(noPermission.status).toBe(403);
    expect(noPermission.body.error.code).toBe('GUEST_BOOKING_NOT_PERMITTED');

    const bad = await fleetEn.post<ErrorReply>(
      '/api/v1/vehicle-bookings',
      guestTrip(start, { name: ' ', email: 'kein-mail', notes: 'x'.repeat(2001) }),
    );
    expect(bad.status).toBe(422);
    const refusals = bad.body.error.details.refusals as Refusal[];
    expect(refusals.map((r) => [r.field, r.code])).toEqual([
      ['guest.name', 'GUEST_NAME_MISSING'],
      ['guest.email', 'GUEST_EMAIL_INVALID'],
      ['guest.notes', 'GUEST_TEXT_TOO_LONG'],
    ]);
    expect(refusals[0]?.message).toBe("Please enter the guest's name.");

    const foreign = await other.post<ErrorReply>('/api/v1/vehicle-bookings', guestTrip(start, ERIKA));
    expect(foreign.body.error.code).toBe('NOT_FOUND');
    expect(foreign.status).toBe(404);

    await setTenant('vehicles.guestBooking', false);
    try {
      const off = await fleet.post<ErrorReply>('/api/v1/vehicle-bookings', guestTrip(start, ERIKA));
      expect(off.status).toBe(403);
      expect(off.body.error.code).toBe('GUEST_BOOKING_DISABLED');
      expect(off.body.error.message).toBe('Gastbuchungen sind nicht eingeschaltet.');
    } finally {
      await setTenant('vehicles.guestBooking', true);
    }
    expect(await count('select 1 from vehicle_bookings')).toBe(before);
    expect(await count('select 1 from mails')).toBe(mailsBefore);
  });

  it('without "guest confirmation required" the guest booking is reserved and confirmed at once', async () => {
    now = NOW;
    await setTenant('vehicles.guestConfirmationRequired', false);
    try {
      const { booking, token, mail } = await bookForGuest(7 * DAY + 2 * HOUR, 'direct@example.org');
      expect(booking.status).toBe('reserviert');
      expect(booking.guest?.confirmed).toBe(true);
      expect(mail?.text).not.toContain('Bitte bestätigen');
      expect((await anon().get<PublicView>(link(token))).body.confirmationNeeded).toBe(false);
    } finally {
      await setTenant('vehicles.guestConfirmationRequired', true);
    }
  });

  it('issue 22 point 10: the guest page says when the trip still waits for an internal approval', async () => {
    now = NOW;
    const { booking, token } = await bookForGuest(9 * DAY + 2 * HOUR, 'approval@example.org');
    // A special trip: approver@ has to approve it (as the booking service records approvers).
    await s.db.pool.query(
      `insert into vehicle_booking_approvers (tenant_id, booking_id, user_id)
       select tenant_id, $1, id from users where email = 'approver@demo.example'`,
      [booking.id],
    );
    const view = await anon().get<PublicView>(link(token));
    expect(view.body).toMatchObject({
      status: 'vorgemerkt',
      confirmationNeeded: true,
      awaitingApproval: true,
    });
    // The guest's confirmation does not approve it: still held, still waiting.
    const confirmed = await anon().call<PublicView>('POST', link(token, '/confirm'));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'vorgemerkt', confirmed: true, awaitingApproval: true });
    await s.db.pool.query(
      'update vehicle_booking_approvers set approved = true, approved_at = now() where booking_id = $1',
      [booking.id],
    );
    expect((await anon().get<PublicView>(link(token))).body.awaitingApproval).toBe(false);
  });
});
