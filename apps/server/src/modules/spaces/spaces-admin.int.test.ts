import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, type ErrorReply, signedIn } from '../../../test/http-client';
import { signIn, useTestServer } from '../../../test/test-server';

const base = '/api/v1/spaces/arbeitswelt';
type Seat = { id: string; label: string; posX: number; equipment: { name: string; count: number }[] };
type Schedule = {
  weekly: { isoWeekday: number; from: string; to: string; open: boolean }[];
  exceptions: { id: string }[];
};

describe('spaces administration, kiosk and utilisation', () => {
  const now = Date.parse('2026-11-23T09:00:00Z'); // Monday 10:00 Berlin
  const s = useTestServer({}, { clock: () => now });
  let admin: Client;
  let booker: Client;
  let planId = '';
  beforeAll(async () => {
    admin = await signedIn(s, 'admin@demo.example');
    booker = await signedIn(s, 'booker@demo.example');
  });

  it('creates a location, equipment, a floor plan and a seat with equipment; moves the seat', async () => {
    const loc = await admin.post<{ id: string }>('/api/v1/locations', {
      name: 'Nebengebäude',
      parkingSpaces: 3,
    });
    expect(loc.status).toBe(201);
    const eq = await admin.post<{ id: string }>('/api/v1/equipment', { name: 'Stehpult' });
    expect(eq.status).toBe(201);
    expect((await admin.post<ErrorReply>('/api/v1/equipment', { name: 'Stehpult' })).status).toBe(409);
    const plan = await admin.post<{ id: string; name: string }>(`${base}/floor-plans`, {
      name: 'Arbeitswelt EG',
      locationId: loc.body.id,
      imageFile: 'work-floor.svg',
    });
    expect(plan.status).toBe(201);
    planId = plan.body.id;
    const seat = await admin.post<Seat>(`${base}/seats`, {
      floorPlanId: planId,
      label: 'E-1',
      equipment: [{ equipmentId: eq.body.id, count: 2 }],
    });
    expect(seat.status).toBe(201);
    expect(seat.body.equipment).toEqual([{ equipmentId: eq.body.id, name: 'Stehpult', count: 2 }]);
    expect(
      (await admin.post<ErrorReply>(`${base}/seats`, { floorPlanId: planId, label: 'E-1' })).status,
    ).toBe(409);
    const moved = await admin.patch<Seat>(`${base}/seats/${seat.body.id}/position`, { posX: 12.5, posY: 40 });
    expect(moved.body.posX).toBe(12.5);
    expect(
      (await admin.patch(`${base}/seats/${seat.body.id}/position`, { posX: 140, posY: 40 })).status,
    ).toBe(400);
  });

  it('sets weekly hours and exceptions; refuses invalid times with a clear error', async () => {
    const weekly = [1, 2, 3, 4, 5].map((d) => ({ isoWeekday: d, from: '07:00', to: '19:00', open: true }));
    const ok = await admin.put<Schedule>(`${base}/floor-plans/${planId}/opening-hours`, { weekly });
    expect(ok.body.weekly).toHaveLength(5);
    const bad = await admin.put<ErrorReply>(`${base}/floor-plans/${planId}/opening-hours`, {
      weekly: [{ isoWeekday: 1, from: '18:00', to: '08:00', open: true }],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error.code).toBe('INVALID_OPENING_HOURS');
    expect(
      (
        await admin.put(`${base}/floor-plans/${planId}/opening-hours`, {
          weekly: [{ isoWeekday: 1, from: '25:00', to: '26:00', open: true }],
        })
      ).status,
    ).toBe(400);
    expect(
      (await admin.get<Schedule>(`${base}/floor-plans/${planId}/opening-hours`)).body.weekly[0],
    ).toMatchObject({ from: '07:00', to: '19:00' });
    const withEx = await admin.post<Schedule>(`${base}/floor-plans/${planId}/opening-hours/exceptions`, {
      validFrom: '2026-12-24',
      validTo: '2026-12-26',
      from: '08:00',
      to: '18:00',
      status: 'geschlossen',
    });
    expect(withEx.status).toBe(201);
    const exId = withEx.body.exceptions[0]?.id;
    expect(
      (await admin.del<Schedule>(`${base}/floor-plans/${planId}/opening-hours/exceptions/${exId}`)).body
        .exceptions,
    ).toHaveLength(0);
  });

  it('tells the bookable days of the advance window: weekdays, exceptions, the tenant window (spec 4)', async () => {
    type Days = { today: string; lastDay: string; days: string[] };
    const url = `${base}/floor-plans/${planId}/bookable-days`;
    const closed = await admin.post<Schedule>(`${base}/floor-plans/${planId}/opening-hours/exceptions`, {
      validFrom: '2026-11-25',
      validTo: '2026-11-25',
      from: '07:00',
      to: '19:00',
      status: 'geschlossen',
    });
    expect(closed.status).toBe(201);
    // A special opening on a Saturday: bookable although Saturday is no bookable weekday.
    const saturday = await admin.post<Schedule>(`${base}/floor-plans/${planId}/opening-hours/exceptions`, {
      validFrom: '2026-11-28',
      validTo: '2026-11-28',
      from: '09:00',
      to: '13:00',
      status: 'offen',
    });
    expect(saturday.status).toBe(201);
    // Monday 2026-11-23 10:00 in Berlin; 14 advance days (default) up to Monday 2026-12-07.
    const all = await booker.get<Days>(url);
    expect(all.status).toBe(200);
    expect(all.body).toEqual({
      today: '2026-11-23',
      lastDay: '2026-12-07',
      days: [
        '2026-11-23',
        '2026-11-24',
        '2026-11-26',
        '2026-11-27',
        '2026-11-28',
        '2026-11-30',
        '2026-12-01',
        '2026-12-02',
        '2026-12-03',
        '2026-12-04',
        '2026-12-07',
      ],
    });
    // The tenant's advance window and bookable weekdays are the user's effective settings.
    expect(
      (
        await admin.put('/api/v1/settings/tenant', {
          values: { 'spaces.advanceBookingDays': 5, 'spaces.bookableWeekdays': [1, 2, 3, 4] },
        })
      ).status,
    ).toBe(200);
    await s.settled();
    const short = await booker.get<Days>(url);
    expect(short.body).toEqual({
      today: '2026-11-23',
      lastDay: '2026-11-28',
      days: ['2026-11-23', '2026-11-24', '2026-11-26', '2026-11-28'],
    });
    // What the picker offers is what a booking may use: the closed Wednesday is refused.
    const refused = await booker.post<ErrorReply>(`${base}/bookings`, {
      spaceId: (await admin.get<{ id: string }[]>(`${base}/seats?floorPlanId=${planId}`)).body[0]?.id,
      start: '2026-11-25T06:00:00Z',
      end: '2026-11-25T18:00:00Z',
      mode: 'allDay',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.details).toMatchObject({
      reasons: expect.arrayContaining(['SPACE_CLOSED_ON_DAY']),
    });
    await admin.put('/api/v1/settings/tenant', {
      values: { 'spaces.advanceBookingDays': null, 'spaces.bookableWeekdays': null },
    });
    for (const id of [closed.body.exceptions, saturday.body.exceptions].flat().map((e) => e.id))
      await admin.del(`${base}/floor-plans/${planId}/opening-hours/exceptions/${id}`);
    // Another product's path, an unknown plan: 404 like any foreign id.
    expect(
      (await booker.get<ErrorReply>(`/api/v1/spaces/lesesaal/floor-plans/${planId}/bookable-days`)).status,
    ).toBe(404);
    expect(
      (await booker.get<ErrorReply>(`${base}/floor-plans/00000000-0000-4000-8000-00000000dead/bookable-days`))
        .status,
    ).toBe(404);
    expect((await booker.get<ErrorReply>(`${base}/floor-plans/not-a-uuid/bookable-days`)).status).toBe(400);
  });

  it('refuses administration to a booker', async () => {
    expect((await booker.post('/api/v1/equipment', { name: 'X' })).status).toBe(403);
    expect((await booker.post(`${base}/floor-plans`, { name: 'X' })).status).toBe(403);
    expect((await booker.put(`${base}/floor-plans/${planId}/opening-hours`, { weekly: [] })).status).toBe(
      403,
    );
  });

  it('reading a plan’s opening-hours schedule needs oeffnungszeiten_pflege, as the README says (issue 22 point 4)', async () => {
    const read = await booker.get<ErrorReply>(`${base}/floor-plans/${planId}/opening-hours`);
    expect(read.status).toBe(403);
    expect(read.body.error).toMatchObject({
      code: 'FORBIDDEN',
      details: { permission: 'oeffnungszeiten_pflege' },
    });
    // The booker's screens get the day's hours and the closed days from the map and bookable days.
    expect((await booker.get(`${base}/floor-plans/${planId}/bookable-days`)).status).toBe(200);
    expect((await admin.get(`${base}/floor-plans/${planId}/opening-hours`)).status).toBe(200);
  });

  it('a kiosk token shows the live map without a user session until it is revoked', async () => {
    const demoPlan = '00000000-0000-4000-8101-000000000002';
    const created = await admin.post<{ id: string; token: string; url: string }>(
      `${base}/floor-plans/${demoPlan}/kiosk-tokens`,
      { name: 'Foyer' },
    );
    expect(created.status).toBe(201);
    expect(created.body.url).toContain('/kiosk?token=');
    const map = await fetch(`${s.base}/api/v1/kiosk/map?date=2026-11-24`, {
      headers: { 'x-kiosk-token': created.body.token },
    });
    expect(map.status).toBe(200);
    const body = (await map.json()) as { seats: { state: string }[] };
    expect(body.seats.length).toBe(20);
    expect(body.seats.some((x) => x.state === 'yours')).toBe(false);
    expect((await fetch(`${s.base}/api/v1/kiosk/map?date=2026-11-24&token=wrong`)).status).toBe(401);
    // The wall display reads its plan image with the token (no user session).
    const image = `${s.base}/api/v1/files/floor-plans/demo/work-floor.svg`;
    expect((await fetch(image)).status).toBe(404);
    expect((await fetch(`${image}?token=${created.body.token}`)).status).toBe(200);
    await admin.del(`${base}/floor-plans/${demoPlan}/kiosk-tokens/${created.body.id}`);
    expect(
      (
        await fetch(`${s.base}/api/v1/kiosk/map?date=2026-11-24`, {
          headers: { 'x-kiosk-token': created.body.token },
        })
      ).status,
    ).toBe(401);
    expect((await fetch(`${image}?token=${created.body.token}`)).status).toBe(404);
  });

  it('reports utilisation per day and floor plan, and as an xlsx download', async () => {
    const rows = await admin.get<{
      rows: { date: string; floorPlanName: string; booked: number; cancelled: number }[];
    }>(`${base}/utilisation?from=2026-11-01&to=2026-12-31`);
    expect(rows.status).toBe(200);
    expect(rows.body.rows.length).toBeGreaterThan(0);
    expect(rows.body.rows.every((r) => r.floorPlanName === 'Arbeitswelt 2. OG')).toBe(true);
    const res = await fetch(`${s.base}${base}/utilisation.xlsx?from=2026-11-01&to=2026-12-31`, {
      headers: { cookie: await signIn(s.base, 'admin@demo.example') },
    });
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    // Issue 14 point 6: the screen's language wins over the browser's; dates are real dates.
    for (const [lang, sheet, header, format, total] of [
      ['en', 'Utilisation', 'Floor plan', 'd mmm yyyy', 'Total'],
      ['de', 'Auslastung', 'Grundriss', 'dd.mm.yyyy', 'Summe'],
    ] as const) {
      const file = await fetch(
        `${s.base}${base}/utilisation.xlsx?from=2026-11-01&to=2026-12-31&lang=${lang}`,
        {
          headers: { cookie: await signIn(s.base, 'admin@demo.example'), 'accept-language': 'de' },
        },
      );
      expect(file.headers.get('content-disposition')).toContain(
        lang === 'en' ? 'utilisation-' : 'auslastung-',
      );
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(await file.arrayBuffer());
      const ws = wb.getWorksheet(sheet);
      expect(ws?.getRow(1).getCell(2).value).toBe(header);
      const first = ws?.getRow(2).getCell(1);
      expect(first?.value).toBeInstanceOf(Date);
      expect(first?.numFmt).toBe(format);
      expect(ws?.getRow(ws.rowCount).getCell(1).value).toBe(total);
    }
    expect((await admin.get(`${base}/utilisation?from=2026-12-31&to=2026-11-01`)).status).toBe(422);
    expect((await booker.get(`${base}/utilisation?from=2026-11-01&to=2026-11-30`)).status).toBe(403);
  });
});
