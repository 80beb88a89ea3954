import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, type ErrorReply } from '../../../test/http-client';
import { OTHER_ADMIN, seedOtherTenant } from '../../../test/other-tenant';
import { signIn, startTestServer, type TestServer } from '../../../test/test-server';

/** Spec 5: one booking window for several vehicles; saving it without a vehicle id is refused. */
const vehicle = (n: number) => `00000000-0000-4000-8201-${String(n).padStart(12, '0')}`;
type Vehicle = { bookingWeekdays: number[]; bookingFrom: string | null; bookingTo: string | null };
type History = { type: string; description: string }[];

const window = {
  bookingWeekdays: [1, 2, 3],
  bookingFrom: '07:00',
  bookingTo: '16:30',
  bookingOutsideAllowed: false,
};

describe('PUT /api/v1/vehicles/booking-times', () => {
  let s: TestServer;
  let fleet: ReturnType<typeof client>;
  let fleetEn: ReturnType<typeof client>;
  let booker: ReturnType<typeof client>;

  beforeAll(async () => {
    s = await startTestServer();
    const cookie = await signIn(s.base, 'fleet@demo.example');
    fleet = client(s.base, cookie);
    fleetEn = client(s.base, cookie, 'en');
    booker = client(s.base, await signIn(s.base, 'booker@demo.example'));
  });
  afterAll(async () => s?.stop());

  const snapshot = async () =>
    (await s.db.pool.query('select id, booking_weekdays, booking_from, booking_to from vehicles order by id'))
      .rows;

  it('without a vehicle id: 422 with the spec message in both languages, nothing changes', async () => {
    const before = await snapshot();
    const de = await fleet.put<ErrorReply>('/api/v1/vehicles/booking-times', window);
    expect(de.status).toBe(422);
    expect(de.body.error).toMatchObject({ code: 'VEHICLE_ID_MISSING', message: 'Fahrzeug-ID fehlt.' });
    const en = await fleetEn.put<ErrorReply>('/api/v1/vehicles/booking-times', { ...window, vehicleIds: [] });
    expect(en.status).toBe(422);
    expect(en.body.error.message).toBe('Vehicle ID missing.');
    expect(await snapshot()).toEqual(before);
  });

  it('sets the window of each vehicle once, with a history entry; the same again changes nothing', async () => {
    const ids = [vehicle(1), vehicle(2), vehicle(1)];
    const res = await fleet.put<{ changed: number; unchanged: number }>('/api/v1/vehicles/booking-times', {
      ...window,
      vehicleIds: ids,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ changed: 2, unchanged: 0 });
    const one = await fleet.get<Vehicle>(`/api/v1/vehicles/${vehicle(1)}`);
    expect(one.body).toMatchObject({ bookingWeekdays: [1, 2, 3], bookingFrom: '07:00', bookingTo: '16:30' });
    const history = await fleet.get<History>(`/api/v1/vehicles/${vehicle(2)}/history`);
    expect(
      history.body.some((h) => h.type === 'STAMMDATENAENDERUNG' && h.description.includes('07:00')),
    ).toBe(true);
    const again = await fleet.put('/api/v1/vehicles/booking-times', { ...window, vehicleIds: ids });
    expect(again.body).toEqual({ changed: 0, unchanged: 2 });
  });

  it('refusals: no fleet care 403, an unknown or foreign id 404 before anything changes, a bad window 400/422', async () => {
    expect(
      (await booker.put('/api/v1/vehicles/booking-times', { ...window, vehicleIds: [vehicle(3)] })).status,
    ).toBe(403);
    const before = await snapshot();
    const unknown = '5b0f3f2e-8d4c-4c1e-9a57-3e1f0c6d2b11';
    const mixed = await fleet.put('/api/v1/vehicles/booking-times', {
      ...window,
      bookingFrom: '06:00',
      vehicleIds: [vehicle(3), unknown],
    });
    expect(mixed.status).toBe(404);
    expect(await snapshot()).toEqual(before);
    await seedOtherTenant(s.db.pool);
    const other = client(s.base, await signIn(s.base, OTHER_ADMIN));
    expect(
      (await other.put('/api/v1/vehicles/booking-times', { ...window, vehicleIds: [vehicle(3)] })).status,
    ).toBe(404);
    expect(
      (
        await fleet.put('/api/v1/vehicles/booking-times', {
          ...window,
          bookingFrom: '25:00',
          vehicleIds: [vehicle(3)],
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await fleet.put('/api/v1/vehicles/booking-times', {
          ...window,
          bookingFrom: '18:00',
          bookingTo: '08:00',
          vehicleIds: [vehicle(3)],
        })
      ).status,
    ).toBe(422);
    expect(await snapshot()).toEqual(before);
  });
});
