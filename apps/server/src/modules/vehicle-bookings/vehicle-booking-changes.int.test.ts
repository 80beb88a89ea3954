import { beforeAll, describe, expect, it } from 'vitest';
import { at, DAY, grantOtherAdmin, HOUR, MIN, useFleetServer, vehicle } from '../../../test/fleet-fixtures';
import type { client, ErrorReply } from '../../../test/http-client';
import { usePeople } from '../../../test/people';

/** Issue 10 points 6, 8: a vehicle's timeline, the possible drivers, changing a trip. */
type Booking = {
  id: string;
  status: string;
  start: string;
  end: string;
  destination: string;
  reasonForTrip: string;
  needsApproval: boolean;
};
type Entry = {
  id: string;
  type: string;
  own: boolean;
  editable: boolean;
  driver: { id: string; name: string } | null;
  booking: Booking | null;
};
type Driver = { id: string; name: string; needsApproval: boolean };

/** Monday 2027-03-01 06:00 UTC (07:00 in Berlin): after every seeded booking. */
const NOW = Date.parse('2027-03-01T06:00:00Z');
/** Tuesday 2027-03-02 00:00 UTC (01:00 in Berlin). */
const TUESDAY = NOW + 18 * HOUR;

describe('vehicle timeline, drivers and changing a trip', () => {
  const s = useFleetServer(() => NOW, { policies: true });
  beforeAll(async () => {
    await s.db.pool.query(`delete from user_groups where user_id = 'demo-examiner'`);
    await grantOtherAdmin(s.db.pool, ['fahrzeug_buchen', 'buchung_pflege', 'fahrzeug_fremdbuchung']);
  });
  const people = usePeople(s, ['booker', 'approver', 'fleet', 'admin', 'other', 'examiner']);
  const { booker, bookerEn, approver, fleet, admin, other, examiner } = people;

  const trip = (n: number, start: number, end: number, extra: Record<string, unknown> = {}) => ({
    vehicleId: vehicle(n),
    start: at(start),
    end: at(end),
    reasonForTrip: 'Kundentermin',
    destination: 'Potsdam',
    ...extra,
  });
  const book = async (who: ReturnType<typeof client>, body: ReturnType<typeof trip>) => {
    const res = await who.post<Booking>('/api/v1/vehicle-bookings', body);
    expect(res.status).toBe(201);
    return res.body;
  };
  const timeline = (who: ReturnType<typeof client>, n: number, from: number, to: number) =>
    who.get<Entry[]>(`/api/v1/vehicles/${vehicle(n)}/bookings?from=${at(from)}&to=${at(to)}`);

  describe('GET /vehicles/{id}/bookings', () => {
    let mine: Booking;
    let theirs: Booking;
    beforeAll(async () => {
      mine = await book(booker, trip(3, TUESDAY + 9 * HOUR, TUESDAY + 11 * HOUR));
      theirs = await book(
        fleet,
        trip(3, TUESDAY + 13 * HOUR, TUESDAY + 14 * HOUR, { driverId: 'demo-approver' }),
      );
      await s.db.pool.query(
        `insert into vehicle_bookings (tenant_id, vehicle_id, type, status, start_at, end_at, booker_id, driver_id)
         select tenant_id, id, 'WARTUNG', 'reserviert', $2, $3, 'demo-fleet', null from vehicles where id = $1`,
        [vehicle(3), new Date(TUESDAY + 15 * HOUR), new Date(TUESDAY + 17 * HOUR)],
      );
      // Outside the asked week: not listed.
      await book(booker, trip(3, TUESDAY + 8 * DAY + 9 * HOUR, TUESDAY + 8 * DAY + 10 * HOUR));
    });

    it('lists bookings and blocks in the window; names and trips only to those allowed', async () => {
      const res = await timeline(booker, 3, NOW - 6 * HOUR, NOW - 6 * HOUR + 7 * DAY);
      expect(res.status).toBe(200);
      expect(res.body.map((e) => e.type)).toEqual(['BUCHUNG', 'BUCHUNG', 'WARTUNG']);
      const [own, foreign, block] = res.body;
      expect(own).toMatchObject({ id: mine.id, own: true, editable: true, driver: { id: 'demo-booker' } });
      expect(own?.booking?.destination).toBe('Potsdam');
      expect(foreign).toMatchObject({
        id: theirs.id,
        own: false,
        editable: false,
        driver: null,
        booking: null,
      });
      expect(block).toMatchObject({ own: false, editable: false, driver: null, booking: null });
      const asFleet = await timeline(fleet, 3, NOW - 6 * HOUR, NOW - 6 * HOUR + 7 * DAY);
      expect(asFleet.body[1]?.driver?.id).toBe('demo-approver');
      expect(asFleet.body[1]?.own).toBe(true);
      const asAdmin = await timeline(admin, 3, NOW - 6 * HOUR, NOW - 6 * HOUR + 7 * DAY);
      expect(asAdmin.body[0]?.editable).toBe(true);
    });

    it('refuses a window longer than 62 days or reversed (422), bad input (400), others (403/404)', async () => {
      const long = await bookerEn.get<ErrorReply>(
        `/api/v1/vehicles/${vehicle(3)}/bookings?from=${at(NOW)}&to=${at(NOW + 63 * DAY)}`,
      );
      expect(long.status).toBe(422);
      expect(long.body.error.code).toBe('VEHICLE_TIMELINE_WINDOW_INVALID');
      expect(long.body.error.message).toContain('62 days');
      expect((await timeline(booker, 3, NOW + DAY, NOW)).status).toBe(422);
      expect((await timeline(booker, 3, NOW, NOW + 62 * DAY)).status).toBe(200);
      expect((await booker.get(`/api/v1/vehicles/${vehicle(3)}/bookings?from=x&to=y`)).status).toBe(400);
      expect((await booker.get(`/api/v1/vehicles/${vehicle(3)}/bookings`)).status).toBe(400);
      expect((await timeline(other, 3, NOW, NOW + 7 * DAY)).status).toBe(404);
      expect((await timeline(examiner, 3, NOW, NOW + 7 * DAY)).status).toBe(403);
    });
  });

  describe('GET /vehicle-bookings/drivers', () => {
    it('fahrzeug_buchen alone: only oneself', async () => {
      const res = await booker.get<Driver[]>('/api/v1/vehicle-bookings/drivers');
      expect(res.status).toBe(200);
      expect(res.body.map((d) => d.id)).toEqual(['demo-booker']);
    });

    it('fahrzeug_fremdbuchung: every active user holding fahrzeug_buchen, with the special-trip hint', async () => {
      const res = await fleet.get<Driver[]>(`/api/v1/vehicle-bookings/drivers?vehicleId=${vehicle(7)}`);
      expect(res.status).toBe(200);
      const ids = res.body.map((d) => d.id);
      expect(ids).toContain('demo-booker');
      expect(ids).toContain('demo-approver');
      expect(ids).not.toContain('demo-examiner');
      expect(res.body.find((d) => d.id === 'demo-booker')?.needsApproval).toBe(true);
      expect(res.body.find((d) => d.id === 'demo-fleet')?.needsApproval).toBe(false);
      const plain = await fleet.get<Driver[]>('/api/v1/vehicle-bookings/drivers');
      expect(plain.body.every((d) => !d.needsApproval)).toBe(true);
    });

    it("refuses without fahrzeug_buchen (403) and for another tenant's vehicle (404)", async () => {
      const refused = await examiner.get<ErrorReply>('/api/v1/vehicle-bookings/drivers');
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('VEHICLE_BOOKING_NOT_PERMITTED');
      expect((await other.get(`/api/v1/vehicle-bookings/drivers?vehicleId=${vehicle(7)}`)).status).toBe(404);
      expect((await other.get('/api/v1/vehicle-bookings/drivers')).status).toBe(200);
      expect((await booker.get('/api/v1/vehicle-bookings/drivers?vehicleId=nope')).status).toBe(400);
    });
  });

  describe('PATCH /vehicle-bookings/{id}', () => {
    const wednesday = TUESDAY + DAY;

    it('moves an own trip and changes its fields; the old slot is free again', async () => {
      const b = await book(booker, trip(4, wednesday + 9 * HOUR, wednesday + 11 * HOUR));
      const moved = await booker.patch<Booking>(`/api/v1/vehicle-bookings/${b.id}`, {
        start: at(wednesday + 10 * HOUR),
        end: at(wednesday + 12 * HOUR),
        destination: 'Leipzig',
      });
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({
        start: at(wednesday + 10 * HOUR),
        end: at(wednesday + 12 * HOUR),
        destination: 'Leipzig',
        reasonForTrip: 'Kundentermin',
        status: 'reserviert',
      });
      // Overlapping only itself is fine (a small shift).
      const shifted = await booker.patch<Booking>(`/api/v1/vehicle-bookings/${b.id}`, {
        start: at(wednesday + 10 * HOUR + 30 * MIN),
      });
      expect(shifted.status).toBe(200);
      await book(approver, trip(4, wednesday + 7 * HOUR, wednesday + 10 * HOUR + 15 * MIN));
    });

    it('refuses an overlap with another booking (409) and rule refusals (422)', async () => {
      const a = await book(booker, trip(5, wednesday + 9 * HOUR, wednesday + 10 * HOUR));
      await book(approver, trip(5, wednesday + 12 * HOUR, wednesday + 13 * HOUR));
      const clash = await booker.patch<ErrorReply>(`/api/v1/vehicle-bookings/${a.id}`, {
        end: at(wednesday + 11 * HOUR + 50 * MIN),
      });
      expect(clash.status).toBe(409);
      expect(clash.body.error.code).toBe('VEHICLE_ALREADY_BOOKED');
      const reversed = await booker.patch<ErrorReply>(`/api/v1/vehicle-bookings/${a.id}`, {
        end: at(wednesday + 8 * HOUR),
      });
      expect(reversed.status).toBe(422);
      expect(reversed.body.error.code).toBe('END_NOT_AFTER_START');
      const tooSoon = await booker.patch<ErrorReply>(`/api/v1/vehicle-bookings/${a.id}`, {
        start: at(NOW + 5 * MIN),
      });
      expect(tooSoon.status).toBe(422);
      expect(tooSoon.body.error.code).toBe('VEHICLE_BOOKING_TOO_SOON');
      const w = await book(booker, trip(8, wednesday + 9 * HOUR, wednesday + 10 * HOUR));
      const outside = await booker.patch<ErrorReply>(`/api/v1/vehicle-bookings/${w.id}`, {
        start: at(wednesday + 19 * HOUR),
        end: at(wednesday + 20 * HOUR),
      });
      expect(outside.status).toBe(422);
      expect(outside.body.error.code).toBe('OUTSIDE_BOOKING_WINDOW');
      expect((await booker.patch(`/api/v1/vehicle-bookings/${a.id}`, { vehicleId: vehicle(6) })).status).toBe(
        400,
      );
      const unchanged = await s.db.pool.query('select end_at from vehicle_bookings where id = $1', [a.id]);
      expect(unchanged.rows[0].end_at.getTime()).toBe(wednesday + 10 * HOUR);
    });

    it("someone else's trip: 403 without buchung_pflege, allowed with it; another tenant: 404", async () => {
      const b = await book(booker, trip(6, wednesday + 9 * HOUR, wednesday + 10 * HOUR));
      const refused = await approver.patch<ErrorReply>(`/api/v1/vehicle-bookings/${b.id}`, {
        information: 'x',
      });
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('VEHICLE_BOOKING_NOT_YOURS');
      expect((await other.patch(`/api/v1/vehicle-bookings/${b.id}`, { information: 'x' })).status).toBe(404);
      expect((await examiner.patch(`/api/v1/vehicle-bookings/${b.id}`, { information: 'x' })).status).toBe(
        403,
      );
      const byAdmin = await admin.patch<Booking>(`/api/v1/vehicle-bookings/${b.id}`, {
        information: 'Tank voll',
      });
      expect(byAdmin.status).toBe(200);
      // The booker who booked for a colleague may change it.
      const forOther = await book(
        fleet,
        trip(6, wednesday + 13 * HOUR, wednesday + 14 * HOUR, { driverId: 'demo-approver' }),
      );
      expect((await fleet.patch(`/api/v1/vehicle-bookings/${forOther.id}`, { passengers: '2' })).status).toBe(
        200,
      );
      expect(
        (await approver.patch(`/api/v1/vehicle-bookings/${forOther.id}`, { passengers: '3' })).status,
      ).toBe(200);
    });

    it('refuses to change a started or cancelled trip (409)', async () => {
      const { rows } = await s.db.pool.query<{ id: string }>(
        `insert into vehicle_bookings (tenant_id, vehicle_id, status, start_at, end_at, booker_id, driver_id)
         select tenant_id, id, 'reserviert', $2, $3, 'demo-booker', 'demo-booker' from vehicles where id = $1 returning id`,
        [vehicle(9), new Date(NOW - HOUR), new Date(NOW + HOUR)],
      );
      const started = await booker.patch<ErrorReply>(`/api/v1/vehicle-bookings/${rows[0]?.id}`, {
        information: 'x',
      });
      expect(started.status).toBe(409);
      expect(started.body.error.code).toBe('VEHICLE_BOOKING_NOT_CHANGEABLE');
      const b = await book(booker, trip(9, wednesday + 9 * HOUR, wednesday + 10 * HOUR));
      await booker.post(`/api/v1/vehicle-bookings/${b.id}/cancel`, {});
      expect((await booker.patch(`/api/v1/vehicle-bookings/${b.id}`, { information: 'x' })).status).toBe(409);
    });

    it('start times for the edit dialog leave out the trip being changed', async () => {
      const thursday = wednesday + DAY;
      const b = await book(booker, trip(11, thursday + 9 * HOUR, thursday + 11 * HOUR));
      const path = `/api/v1/vehicles/${vehicle(11)}/start-times?date=2027-03-04`;
      const blocked = await booker.get<{ start: string }[]>(path);
      expect(blocked.body.map((t) => t.start)).not.toContain(at(thursday + 9 * HOUR));
      const free = await booker.get<{ start: string }[]>(`${path}&ignoreBookingId=${b.id}`);
      expect(free.body.map((t) => t.start)).toContain(at(thursday + 9 * HOUR));
    });

    it('a change that makes it a special trip holds it for approval again', async () => {
      const b = await book(booker, trip(10, wednesday + 9 * HOUR, wednesday + 10 * HOUR));
      expect(b.status).toBe('reserviert');
      const evening = await booker.patch<Booking>(`/api/v1/vehicle-bookings/${b.id}`, {
        start: at(wednesday + 19 * HOUR),
        end: at(wednesday + 20 * HOUR),
      });
      expect(evening.status).toBe(200);
      expect(evening.body).toMatchObject({ status: 'vorgemerkt', needsApproval: true });
      const pending = await approver.get<Booking[]>('/api/v1/vehicle-bookings?scope=approvals');
      expect(pending.body.map((x) => x.id)).toContain(b.id);
      const mails = await s.db.pool.query(
        `select 1 from mails where "to" = 'approver@demo.example' and subject like 'Sonderfahrt zur Freigabe%'`,
      );
      expect(mails.rowCount).toBeGreaterThan(0);
      expect((await approver.post(`/api/v1/vehicle-bookings/${b.id}/approve`, {})).status).toBe(200);
      // Approved; only a text changes: stays reserved.
      const text = await booker.patch<Booking>(`/api/v1/vehicle-bookings/${b.id}`, { information: 'Abends' });
      expect(text.body.status).toBe('reserviert');
      // New times of an approved special trip: held again.
      const later = await booker.patch<Booking>(`/api/v1/vehicle-bookings/${b.id}`, {
        end: at(wednesday + 21 * HOUR),
      });
      expect(later.body.status).toBe('vorgemerkt');
      // Back inside the window: no longer special, reserved, approvers gone.
      const back = await booker.patch<Booking>(`/api/v1/vehicle-bookings/${b.id}`, {
        start: at(wednesday + 9 * HOUR),
        end: at(wednesday + 10 * HOUR),
      });
      expect(back.body).toMatchObject({ status: 'reserviert', needsApproval: false });
      const rows = await s.db.pool.query('select 1 from vehicle_booking_approvers where booking_id = $1', [
        b.id,
      ]);
      expect(rows.rowCount).toBe(0);
    });
  });
});
