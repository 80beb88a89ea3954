import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, type ErrorReply } from '../../../test/http-client';
import { OTHER_ADMIN, seedOtherTenant } from '../../../test/other-tenant';
import { signIn, startTestServer, type TestServer } from '../../../test/test-server';

/** Issue 10, points 1-3: fleet data, object attributes and the fleet administration API. */
type Vehicle = {
  id: string;
  locationId: string;
  licencePlate: string;
  seats: number | null;
  active: boolean;
  departmentIds: string[];
  attributes: { attributeId: string; value: string }[];
};
type Change = { vehicle: Vehicle; changed: boolean; cancelledBookings: number };
type History = { type: string; description: string; user: { id: string } | null }[];

const MAIN = '00000000-0000-4000-8100-000000000001';
const BRANCH = '00000000-0000-4000-8200-000000000001';
const FUEL_CARD = '00000000-0000-4000-8202-000000000001';
const CARD_PLACE = '00000000-0000-4000-8202-000000000002';
const vehicle = (n: number) => `00000000-0000-4000-8201-${String(n).padStart(12, '0')}`;
const DAY = 24 * 3600_000;

describe('fleet administration API', () => {
  let s: TestServer;
  let fleet: ReturnType<typeof client>;
  let fleetEn: ReturnType<typeof client>;
  let booker: ReturnType<typeof client>;

  beforeAll(async () => {
    s = await startTestServer();
    // Fixed-time cases: the demo bookings the seed placed after the clock's date stay out.
    await s.db.pool.query('delete from vehicle_bookings');
    const fleetCookie = await signIn(s.base, 'fleet@demo.example');
    fleet = client(s.base, fleetCookie);
    fleetEn = client(s.base, fleetCookie, 'en');
    booker = client(s.base, await signIn(s.base, 'booker@demo.example'));
  });
  afterAll(async () => s?.stop());

  const newVehicle = (plate: string, extra: Record<string, unknown> = {}) => ({
    locationId: MAIN,
    make: 'Opel',
    model: 'Astra',
    licencePlate: plate,
    fuelType: 'BENZIN',
    gearbox: 'MANUELL',
    seats: 5,
    attributes: [{ attributeId: FUEL_CARD, value: 'nein' }],
    ...extra,
  });

  /** A booking of the vehicle by booker@, inserted behind the server's back. */
  async function book(
    vehicleId: string,
    startInDays: number,
    hours: number,
    status = 'reserviert',
    type = 'BUCHUNG',
  ) {
    const start = new Date(Date.now() + startInDays * DAY);
    const end = new Date(start.getTime() + hours * 3600_000);
    const { rows } = await s.db.pool.query<{ id: string }>(
      `insert into vehicle_bookings (tenant_id, vehicle_id, type, status, start_at, end_at, booker_id, driver_id)
       select tenant_id, id, $2, $3, $4, $5, 'demo-booker', 'demo-booker' from vehicles where id = $1 returning id`,
      [vehicleId, type, status, start, end],
    );
    return rows[0]?.id ?? '';
  }
  const bookingOf = async (id: string) =>
    (
      await s.db.pool.query<{ status: string; cancel_reason: string | null; cancelled_by: string | null }>(
        'select status, cancel_reason, cancelled_by from vehicle_bookings where id = $1',
        [id],
      )
    ).rows[0];
  const mailsTo = async (to: string, subject: string) =>
    (
      await s.db.pool.query<{ text: string }>(`select text from mails where "to" = $1 and subject like $2`, [
        to,
        `%${subject}%`,
      ])
    ).rows;

  it('lists the active demo fleet to every user of the tenant; inactive ones only for fleet care', async () => {
    const res = await booker.get<Vehicle[]>('/api/v1/vehicles');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(12);
    expect(new Set(res.body.map((v) => v.locationId))).toEqual(new Set([MAIN, BRANCH]));
    const atBranch = await booker.get<Vehicle[]>(`/api/v1/vehicles?locationId=${BRANCH}`);
    expect(atBranch.body.every((v) => v.locationId === BRANCH)).toBe(true);
    expect((await booker.get<ErrorReply>('/api/v1/vehicles?includeInactive=true')).status).toBe(403);
    expect((await fleet.get('/api/v1/vehicles?includeInactive=true')).status).toBe(200);
    const one = await booker.get<Vehicle>(`/api/v1/vehicles/${vehicle(7)}`);
    expect(one.body.departmentIds).toEqual(['00000000-0000-4000-8001-000000000003']);
  });

  it('creates a vehicle with fahrzeug_pflege only, and records ERSTELLUNG', async () => {
    const refused = await booker.post<ErrorReply>('/api/v1/vehicles', newVehicle('B-XX 1'));
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('FORBIDDEN');
    const res = await fleet.post<Vehicle>('/api/v1/vehicles', newVehicle('B-XX 1'));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ licencePlate: 'B-XX 1', active: true, seats: 5 });
    const history = await fleet.get<History>(`/api/v1/vehicles/${res.body.id}/history`);
    expect(history.body.map((h) => h.type)).toEqual(['ERSTELLUNG']);
    expect((await booker.get(`/api/v1/vehicles/${res.body.id}/history`)).status).toBe(403);
    // The plate is unique among active vehicles of the tenant.
    const twice = await fleet.post<ErrorReply>('/api/v1/vehicles', newVehicle('B-XX 1'));
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('VEHICLE_PLATE_TAKEN');
  });

  it('refuses a vehicle without its mandatory attribute with the spec message (de and en)', async () => {
    const body = newVehicle('B-XX 2', { attributes: [] });
    const de = await fleet.post<ErrorReply>('/api/v1/vehicles', body);
    expect(de.status).toBe(422);
    expect(de.body.error).toMatchObject({
      code: 'MANDATORY_FIELDS_MISSING',
      message: 'Bitte füllen Sie alle Pflichtfelder aus.',
      details: { attributes: [FUEL_CARD] },
    });
    const en = await fleetEn.post<ErrorReply>('/api/v1/vehicles', body);
    expect(en.body.error.message).toBe('Please fill in all mandatory fields.');
    // The value of a hidden SHOW_IF attribute is dropped, a shown one is kept.
    const created = await fleet.post<Vehicle>(
      '/api/v1/vehicles',
      newVehicle('B-XX 3', {
        attributes: [
          { attributeId: FUEL_CARD, value: 'nein' },
          { attributeId: CARD_PLACE, value: 'Sonnenblende' },
        ],
      }),
    );
    expect(created.body.attributes).toEqual([{ attributeId: FUEL_CARD, value: 'nein' }]);
  });

  it('does nothing on a change without a differing field; otherwise lists "old → new" in the history', async () => {
    const { body: v } = await fleet.post<Vehicle>('/api/v1/vehicles', newVehicle('B-XX 4'));
    const same = await fleet.patch<Change>(`/api/v1/vehicles/${v.id}`, {
      licencePlate: 'B-XX 4',
      seats: 5,
      attributes: [{ attributeId: FUEL_CARD, value: 'nein' }],
    });
    expect(same.status).toBe(200);
    expect(same.body.changed).toBe(false);
    expect(same.body.vehicle).toEqual(v);
    const changed = await fleet.patch<Change>(`/api/v1/vehicles/${v.id}`, {
      licencePlate: 'B-XX 5',
      seats: 7,
      navigation: true,
      locationId: BRANCH,
    });
    expect(changed.body).toMatchObject({ changed: true, vehicle: { licencePlate: 'B-XX 5', seats: 7 } });
    const history = await fleet.get<History>(`/api/v1/vehicles/${v.id}/history`);
    expect(history.body.map((h) => h.type)).toEqual(['STAMMDATENAENDERUNG', 'ERSTELLUNG']);
    expect(history.body[0]?.description).toBe(
      'Standort: Hauptgebäude → Außenstelle Nord; Kennzeichen: B-XX 4 → B-XX 5; Sitze: 5 → 7; Navigation: nein → ja',
    );
    expect(history.body[0]?.user?.id).toBe('demo-fleet');
    expect((await booker.patch(`/api/v1/vehicles/${v.id}`, { seats: 2 })).status).toBe(403);
  });

  it('deactivation cancels the open bookings with the spec reason, mails the booker and writes DEAKTIVIERUNG', async () => {
    const id = vehicle(5);
    const open = await book(id, 2, 2);
    const held = await book(id, 3, 2, 'vorgemerkt');
    const done = await book(id, -3, 2, 'durchgefuehrt');
    const block = await book(id, 5, 4, 'reserviert', 'WARTUNG');
    const res = await fleet.post<Change>(`/api/v1/vehicles/${id}/deactivate`, {});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ changed: true, cancelledBookings: 3, vehicle: { active: false } });
    for (const b of [open, held, block])
      expect(await bookingOf(b)).toEqual({
        status: 'storniert',
        cancel_reason: 'Storno, weil Fahrzeug deaktiviert wurde.',
        cancelled_by: 'demo-fleet',
      });
    expect((await bookingOf(done))?.status).toBe('durchgefuehrt');
    // One mail per cancelled booking (blocks have no booker to tell).
    const mails = await mailsTo('booker@demo.example', 'Opel Corsa');
    expect(mails).toHaveLength(2);
    expect(mails[0]?.text).toContain('Storno, weil Fahrzeug deaktiviert wurde.');
    const history = await fleet.get<History>(`/api/v1/vehicles/${id}/history`);
    expect(history.body[0]).toMatchObject({
      type: 'DEAKTIVIERUNG',
      description: 'Fahrzeug deaktiviert; 3 Buchungen storniert',
    });
    // Gone for bookers, still there for fleet care; a second deactivation changes nothing.
    expect((await booker.get(`/api/v1/vehicles/${id}`)).status).toBe(404);
    expect((await booker.get<Vehicle[]>('/api/v1/vehicles')).body.some((v) => v.id === id)).toBe(false);
    expect((await fleet.post<Change>(`/api/v1/vehicles/${id}/deactivate`, {})).body.changed).toBe(false);
    const edit = await fleet.patch<ErrorReply>(`/api/v1/vehicles/${id}`, { seats: 2 });
    expect(edit.body.error.code).toBe('VEHICLE_DEACTIVATED');
  });

  it('a location change cancels the open bookings ("Storno wegen Standortänderung am Fahrzeug")', async () => {
    const id = vehicle(6);
    const open = await book(id, 1, 3);
    const res = await fleet.patch<Change>(`/api/v1/vehicles/${id}`, { locationId: BRANCH });
    expect(res.body).toMatchObject({ changed: true, cancelledBookings: 1 });
    expect(await bookingOf(open)).toMatchObject({
      status: 'storniert',
      cancel_reason: 'Storno wegen Standortänderung am Fahrzeug',
    });
    expect(await mailsTo('booker@demo.example', 'Toyota Corolla Hybrid')).toHaveLength(1);
  });

  it('a validity change cancels only the bookings outside the new validity', async () => {
    const id = vehicle(3);
    const inside = await book(id, 1, 2);
    const outside = await book(id, 20, 2);
    const validTo = new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10);
    const res = await fleet.patch<Change>(`/api/v1/vehicles/${id}`, { validTo });
    expect(res.body).toMatchObject({ changed: true, cancelledBookings: 1 });
    expect((await bookingOf(inside))?.status).toBe('reserviert');
    expect(await bookingOf(outside)).toMatchObject({
      status: 'storniert',
      cancel_reason: 'Storno da Fahrzeug zum Buchungszeitpunkt nicht mehr buchbar ist.',
    });
    const history = await fleet.get<History>(`/api/v1/vehicles/${id}/history`);
    expect(history.body[0]?.description).toBe(`Gültig bis: – → ${validTo}; 1 Buchung storniert`);
    const bad = await fleet.patch<ErrorReply>(`/api/v1/vehicles/${id}`, { validFrom: '2099-01-01' });
    expect(bad.status).toBe(422);
    expect(bad.body.error.code).toBe('VEHICLE_VALIDITY_INVALID');
  });

  it('unknown ids are 404; bad references 422', async () => {
    const unknown = '5b0f3f2e-8d4c-4c1e-9a57-3e1f0c6d2b11';
    expect((await fleet.get(`/api/v1/vehicles/${unknown}`)).status).toBe(404);
    expect((await fleet.patch(`/api/v1/vehicles/${unknown}`, { seats: 1 })).status).toBe(404);
    expect((await fleet.post(`/api/v1/vehicles/${unknown}/deactivate`, {})).status).toBe(404);
    const loc = await fleet.post<ErrorReply>(
      '/api/v1/vehicles',
      newVehicle('B-XX 9', { locationId: unknown }),
    );
    expect(loc.body.error.code).toBe('UNKNOWN_LOCATION');
    const dept = await fleet.post<ErrorReply>(
      '/api/v1/vehicles',
      newVehicle('B-XX 9', { departmentIds: [unknown] }),
    );
    expect(dept.body.error.code).toBe('UNKNOWN_DEPARTMENT');
  });

  it('bulk cancel: by ids, vehicle or time range, with the info text; completed bookings stay', async () => {
    const id = vehicle(9);
    const a = await book(id, 1, 2);
    const b = await book(id, 2, 2, 'aktiv');
    const done = await book(id, -2, 2, 'durchgefuehrt');
    const other = await book(vehicle(10), 1, 2);
    expect((await booker.post('/api/v1/vehicle-bookings/cancel', { vehicleId: id, info: 'x' })).status).toBe(
      403,
    );
    const none = await fleet.post<ErrorReply>('/api/v1/vehicle-bookings/cancel', { info: 'Werkstatt' });
    expect(none.body.error.code).toBe('BULK_CANCEL_FILTER_MISSING');
    const byIds = await fleet.post<{ cancelled: number }>('/api/v1/vehicle-bookings/cancel', {
      ids: [a, done],
      info: 'Werkstatttermin',
    });
    expect(byIds.body.cancelled).toBe(1);
    expect(await bookingOf(a)).toMatchObject({ status: 'storniert', cancel_reason: 'Werkstatttermin' });
    expect((await bookingOf(done))?.status).toBe('durchgefuehrt');
    // A time range that misses b cancels nothing; the range around it and the vehicle do.
    const from = new Date(Date.now() + 10 * DAY).toISOString();
    const to = new Date(Date.now() + 11 * DAY).toISOString();
    const miss = await fleet.post<{ cancelled: number }>('/api/v1/vehicle-bookings/cancel', {
      vehicleId: id,
      from,
      to,
      info: 'Sturm',
    });
    expect(miss.body.cancelled).toBe(0);
    const byVehicle = await fleet.post<{ cancelled: number; bookingIds: string[] }>(
      '/api/v1/vehicle-bookings/cancel',
      {
        vehicleId: id,
        from: new Date().toISOString(),
        to: new Date(Date.now() + 3 * DAY).toISOString(),
        info: 'Sturm',
      },
    );
    expect(byVehicle.body).toEqual({ cancelled: 1, bookingIds: [b] });
    expect((await bookingOf(other))?.status).toBe('reserviert');
    expect(await mailsTo('booker@demo.example', 'VW Caddy')).toHaveLength(2);
    const unknown = '5b0f3f2e-8d4c-4c1e-9a57-3e1f0c6d2b11';
    expect(
      (await fleet.post('/api/v1/vehicle-bookings/cancel', { vehicleId: unknown, info: 'x' })).status,
    ).toBe(404);
  });

  it("another tenant's admin sees none of the fleet and cancels nothing of it", async () => {
    await seedOtherTenant(s.db.pool);
    const other = client(s.base, await signIn(s.base, OTHER_ADMIN));
    expect((await other.get<Vehicle[]>('/api/v1/vehicles?includeInactive=true')).body).toEqual([]);
    expect((await other.get('/api/v1/object-attributes')).body).toEqual([]);
    expect((await other.get(`/api/v1/vehicles/${vehicle(1)}`)).status).toBe(404);
    const mine = await book(vehicle(1), 4, 1);
    const res = await other.post<{ cancelled: number }>('/api/v1/vehicle-bookings/cancel', {
      ids: [mine],
      info: 'Gekapert',
    });
    expect(res.body.cancelled).toBe(0);
    expect(
      (await other.post('/api/v1/vehicle-bookings/cancel', { vehicleId: vehicle(1), info: 'x' })).status,
    ).toBe(404);
    expect((await bookingOf(mine))?.status).toBe('reserviert');
  });

  describe('object attributes', () => {
    const attribute = (extra: Record<string, unknown> = {}) => ({
      object: 'FAHRZEUG',
      type: 'DROPDOWN',
      label: 'Winterreifen',
      choices: [
        { key: 'ja', text: 'Ja' },
        { key: 'nein', text: 'Nein' },
      ],
      conditions: [{ type: 'SHOW_FILTER' }],
      ...extra,
    });

    it('everyone reads them; fleet care writes them', async () => {
      const list = await booker.get<{ object: string }[]>(
        '/api/v1/object-attributes?object=FAHRZEUG_VERLAUF',
      );
      expect(list.status).toBe(200);
      expect(list.body.length).toBe(2);
      expect((await booker.post('/api/v1/object-attributes', attribute())).status).toBe(403);
      const created = await fleet.post<{ id: string; conditions: unknown[] }>(
        '/api/v1/object-attributes',
        attribute(),
      );
      expect(created.status).toBe(201);
      expect(created.body.conditions).toEqual([
        { type: 'SHOW_FILTER', dependentAttributeId: null, value: null },
      ]);
      const updated = await fleet.put<{ label: string }>(
        `/api/v1/object-attributes/${created.body.id}`,
        attribute({ label: 'Winterreifen montiert' }),
      );
      expect(updated.body.label).toBe('Winterreifen montiert');
      expect((await fleet.del(`/api/v1/object-attributes/${created.body.id}`)).status).toBe(204);
      expect((await fleet.del(`/api/v1/object-attributes/${created.body.id}`)).status).toBe(404);
    });

    it('refuses an unknown condition type ("invalid condition type") and an unknown attribute type', async () => {
      const cond = await fleetEn.post<ErrorReply>(
        '/api/v1/object-attributes',
        attribute({ conditions: [{ type: 'HIDE_IF' }] }),
      );
      expect(cond.status).toBe(422);
      expect(cond.body.error).toMatchObject({
        code: 'INVALID_CONDITION_TYPE',
        message: 'Invalid condition type HIDE_IF.',
      });
      const type = await fleet.post<ErrorReply>('/api/v1/object-attributes', attribute({ type: 'CHECKBOX' }));
      expect(type.body.error).toMatchObject({ code: 'UNKNOWN_TYPE', message: 'Unbekannter Typ CHECKBOX.' });
      const cycle = await fleet.put<ErrorReply>(
        `/api/v1/object-attributes/${FUEL_CARD}`,
        attribute({
          type: 'RADIOS',
          label: 'Tankkarte vorhanden',
          conditions: [{ type: 'SHOW_IF', dependentAttributeId: CARD_PLACE, value: 'x' }],
        }),
      );
      expect(cycle.body.error.code).toBe('ATTRIBUTE_CONDITION_CYCLE');
      // Removing the choice another attribute's SHOW_IF names is refused.
      const orphan = await fleet.put<ErrorReply>(
        `/api/v1/object-attributes/${FUEL_CARD}`,
        attribute({ type: 'RADIOS', label: 'Tankkarte vorhanden', choices: [{ key: 'nein', text: 'Nein' }] }),
      );
      expect(orphan.body.error).toMatchObject({
        code: 'ATTRIBUTE_CONDITION_INVALID',
        details: { value: 'ja' },
      });
    });
  });
});
