import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, type ErrorReply, signedIn } from '../../../test/http-client';
import { OTHER_ADMIN, OTHER_TENANT_ID, seedOtherTenant } from '../../../test/other-tenant';
import { signIn, useTestServer } from '../../../test/test-server';

const TENANT = '00000000-0000-4000-8000-000000000001';
const READING_ROOM = '00000000-0000-4000-8101-000000000001';
const seat = (n: number) => `00000000-0000-4000-8102-${String(n).padStart(12, '0')}`;
const base = '/api/v1/spaces/lesesaal';
// Mon 2026-10-12 .. Fri 2026-10-16, open 08:00-18:00 (demo default); the clock stands after it.
const PERIOD = 'from=2026-10-12&to=2026-10-16';

type Evaluation = {
  from: string;
  to: string;
  plans: {
    floorPlanId: string;
    floorPlanName: string;
    capacity: number;
    capacityHours: number;
    bookedHours: number;
    occupancy: number | null;
    peak: { hour: number; occupancy: number } | null;
    byHour: { hour: number; capacityHours: number; bookedHours: number; occupancy: number | null }[];
    bookings: number;
    checkedIn: number;
    noShows: number;
    noShowRate: number | null;
  }[];
};

describe('evaluation per floor plan: occupancy, peak times, no-show rate (issue 14 point 8)', () => {
  const s = useTestServer({}, { clock: () => now });
  let admin: Client;
  let capacity = 0;
  const now = Date.parse('2026-10-20T08:00:00Z');

  /** A past booking as the jobs leave it (the API books no past). */
  const past = (
    n: number,
    start: string,
    end: string,
    status: string,
    extra: { checkedIn?: boolean; noShow?: boolean } = {},
  ) =>
    s.db.pool.query(
      `insert into space_bookings (tenant_id, space_id, start_at, end_at, status, organizer_id, participant_id, checked_in_at, no_show)
       values ($1, $2, $3, $4, $5, 'demo-booker', 'demo-booker', $6, $7)`,
      [TENANT, seat(n), start, end, status, extra.checkedIn ? start : null, extra.noShow ?? false],
    );

  beforeAll(async () => {
    await seedOtherTenant(s.db.pool);
    admin = await signedIn(s, 'admin@demo.example');
    // Tue 13 Oct, 10-12 Berlin (CEST = UTC+2): checked in; 10-11 a no-show (released).
    await past(1, '2026-10-13T08:00:00Z', '2026-10-13T10:00:00Z', 'durchgefuehrt', { checkedIn: true });
    await past(2, '2026-10-13T08:00:00Z', '2026-10-13T09:00:00Z', 'storniert', { noShow: true });
    // Wed 14 Oct: one cancelled by its booker (not counted), one kept without check-in yet.
    await past(3, '2026-10-14T09:00:00Z', '2026-10-14T10:00:00Z', 'storniert');
    await past(4, '2026-10-14T08:00:00Z', '2026-10-14T10:00:00Z', 'reserviert');
    const seats = await s.db.pool.query<{ n: number }>(
      'select sum(capacity)::int as n from spaces where floor_plan_id = $1 and active',
      [READING_ROOM],
    );
    capacity = seats.rows[0]?.n ?? 0;
  });

  it('computes occupancy, the peak hour and the no-show rate of each plan', async () => {
    const res = await admin.get<Evaluation>(`${base}/evaluation?${PERIOD}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ from: '2026-10-12', to: '2026-10-16' });
    const plan = res.body.plans.find((p) => p.floorPlanId === READING_ROOM);
    expect(plan).toBeDefined();
    if (!plan) return;
    expect(capacity).toBeGreaterThan(0);
    // 5 days x 10 hours x the places; 4 place-hours kept (2 checked in + 2 reserved).
    expect(plan.capacity).toBe(capacity);
    expect(plan.capacityHours).toBe(5 * 10 * capacity);
    expect(plan.bookedHours).toBe(4);
    expect(plan.occupancy).toBeCloseTo(4 / (50 * capacity), 10);
    expect(plan.byHour.map((h) => h.hour)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17]);
    expect(plan.byHour.find((h) => h.hour === 10)).toMatchObject({
      capacityHours: 5 * capacity,
      bookedHours: 2,
    });
    expect(plan.byHour.find((h) => h.hour === 11)).toMatchObject({ bookedHours: 2 });
    expect(plan.peak).toEqual({ hour: 10, occupancy: 2 / (5 * capacity) });
    expect(plan).toMatchObject({ bookings: 3, checkedIn: 1, noShows: 1, noShowRate: 0.5 });
  });

  it('one plan by id; the xlsx carries the same figures in the chosen language', async () => {
    const one = await admin.get<Evaluation>(`${base}/evaluation?${PERIOD}&floorPlanId=${READING_ROOM}`);
    expect(one.body.plans.map((p) => p.floorPlanId)).toEqual([READING_ROOM]);
    const res = await fetch(
      `${s.base}${base}/evaluation.xlsx?${PERIOD}&floorPlanId=${READING_ROOM}&lang=en`,
      {
        headers: { cookie: await signIn(s.base, 'admin@demo.example') },
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    // The English export has an English file name (issue 22 point 13); German keeps "auswertung".
    expect(res.headers.get('content-disposition')).toContain(
      'filename="evaluation-lesesaal-2026-10-12-2026-10-16.xlsx"',
    );
    const german = await fetch(
      `${s.base}${base}/evaluation.xlsx?${PERIOD}&floorPlanId=${READING_ROOM}&lang=de`,
      {
        headers: { cookie: await signIn(s.base, 'admin@demo.example') },
      },
    );
    expect(german.headers.get('content-disposition')).toContain(
      'filename="auswertung-lesesaal-2026-10-12-2026-10-16.xlsx"',
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    const summary = wb.getWorksheet('Evaluation');
    expect(summary?.getRow(1).getCell(5).value).toBe('Occupancy');
    const row = summary?.getRow(2);
    expect(row?.getCell(1).value).toBe('Lesesaal 1. OG');
    expect(row?.getCell(6).value).toBe('10:00–11:00');
    expect(row?.getCell(11).value).toBe(0.5);
    expect(row?.getCell(11).numFmt).toBe('0.0%');
    const hours = wb.getWorksheet('By hour');
    expect(hours?.rowCount).toBe(11);
  });

  it('refuses: no admin 403, another tenant’s plan 404, unknown product 404, bad or too long range 400/422', async () => {
    const booker = await signedIn(s, 'booker@demo.example');
    expect((await booker.get(`${base}/evaluation?${PERIOD}`)).status).toBe(403);
    expect((await fetch(`${s.base}${base}/evaluation.xlsx?${PERIOD}`)).status).toBe(401);
    const otherPlan = await s.db.pool.query<{ id: string }>(
      `insert into floor_plans (tenant_id, product, name) values ($1, 'lesesaal', 'Fremd') returning id`,
      [OTHER_TENANT_ID],
    );
    const foreign = await admin.get<ErrorReply>(
      `${base}/evaluation?${PERIOD}&floorPlanId=${otherPlan.rows[0]?.id}`,
    );
    expect(foreign.status).toBe(404);
    // And the other tenant's admin sees nothing of the demo's plan.
    const other = await signedIn(s, OTHER_ADMIN);
    expect((await other.get(`${base}/evaluation?${PERIOD}&floorPlanId=${READING_ROOM}`)).status).toBe(404);
    expect((await admin.get('/api/v1/spaces/keller/evaluation?' + PERIOD)).status).toBe(400);
    const reversed = await admin.get<ErrorReply>(`${base}/evaluation?from=2026-10-16&to=2026-10-12`);
    expect([reversed.status, reversed.body.error.code]).toEqual([422, 'INVALID_DATE_RANGE']);
    const long = await admin.get<ErrorReply>(`${base}/evaluation?from=2025-01-01&to=2026-10-12`);
    expect([long.status, long.body.error.code]).toEqual([422, 'RANGE_TOO_LONG']);
    expect((await admin.get(`${base}/evaluation?from=2026-13-01&to=2026-10-12`)).status).toBe(400);
    expect((await admin.get(`${base}/evaluation?${PERIOD}&lang=fr`)).status).toBe(400);
  });
});
