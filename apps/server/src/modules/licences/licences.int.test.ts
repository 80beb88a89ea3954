import { beforeAll, describe, expect, it } from 'vitest';
import { clearDemoTrips } from '../../../test/fleet-fixtures';
import { type Client, client, type ErrorReply, signedIn } from '../../../test/http-client';
import { seedOtherTenant } from '../../../test/other-tenant';
import { signIn, useTestServer } from '../../../test/test-server';

/** Issue 12 points 5-9 (licence half; ADR 0011): the licence API, its refusals and the booking rule. */
type Licence = {
  status: string;
  editable: boolean;
  licence: { classes: Record<string, boolean>; lastCheck: string | null; nextCheck: string | null } | null;
  checks: { checkedOn: string; nextCheck: string; examiner: { id: string } | null }[];
};
type List = { items: { user: { id: string }; status: string; classes: string[] }[]; due: number };

const vehicle = (n: number) => `00000000-0000-4000-8201-${String(n).padStart(12, '0')}`;
const HOUR = 3600_000;
/** Monday 2027-03-01 06:00 UTC: the seed day is 2027-03-01 (booker@ next check 03-11, admin@ 02-26). */
const NOW = Date.parse('2027-03-01T06:00:00Z');
/** Tuesday 2027-03-02 00:00 UTC. */
const TUESDAY = NOW + 18 * HOUR;
const at = (ms: number) => new Date(ms).toISOString();

describe('driver licence API', () => {
  const s = useTestServer({ JOBS: 'false' }, { clock: () => NOW });
  let booker: Client;
  let bookerEn: Client;
  let examiner: Client;
  let fleet: Client;
  let other: Client;

  beforeAll(async () => {
    await clearDemoTrips(s.db.pool);
    await seedOtherTenant(s.db.pool);
    const cookie = await signIn(s.base, 'booker@demo.example');
    booker = client(s.base, cookie);
    bookerEn = client(s.base, cookie, 'en');
    examiner = await signedIn(s, 'examiner@demo.example');
    fleet = await signedIn(s, 'fleet@demo.example');
    other = await signedIn(s, 'admin@other.example');
  }, 60_000);

  const auditCount = async (message: string) =>
    (
      await s.db.pool.query<{ n: number }>(
        `select count(*)::int as n from audit_log where category = 'LICENCE' and message = $1`,
        [message],
      )
    ).rows[0]?.n ?? 0;
  const trip = (n: number, start: number, end: number) => ({
    vehicleId: vehicle(n),
    start: at(start),
    end: at(end),
    reasonForTrip: 'Kundentermin',
    destination: 'Potsdam',
  });
  const setBooker = (sql: string) =>
    s.db.pool.query(`update driver_licences set ${sql} where user_id = 'demo-booker'`);

  it('lists everyone for examiners with the demo statuses, and counts the checks due', async () => {
    const list = await examiner.get<List>('/api/v1/licences');
    expect(list.status).toBe(200);
    const status = Object.fromEntries(list.body.items.map((i) => [i.user.id, i.status]));
    expect(status).toMatchObject({
      'demo-booker': 'dueSoon',
      'demo-admin': 'overdue',
      'demo-fleet': 'valid',
      'demo-approver': 'none',
    });
    expect(list.body.due).toBe(2);
    const overdue = await examiner.get<List>('/api/v1/licences?status=overdue');
    expect(overdue.body.items.map((i) => i.user.id)).toEqual(['demo-admin']);
    expect((await examiner.get<{ count: number }>('/api/v1/licences/due-count')).body.count).toBe(2);
    expect(await auditCount('Driving licence list viewed by an examiner')).toBeGreaterThanOrEqual(2);
  });

  it('refuses the list, the badge and someone else’s licence to non-examiners (403)', async () => {
    for (const path of [
      '/api/v1/licences',
      '/api/v1/licences/due-count',
      '/api/v1/users/demo-admin/licence',
    ]) {
      const r = await booker.get<ErrorReply>(path);
      expect(r.status, path).toBe(403);
    }
    const put = await fleet.put<ErrorReply>('/api/v1/users/demo-booker/licence', {
      number: 'X1',
      issueDate: '2010-01-01',
      classes: { B: true, C: true },
    });
    expect(put.status).toBe(403);
    expect((await fleet.post<ErrorReply>('/api/v1/users/demo-booker/licence/checks', {})).status).toBe(403);
  });

  it('answers 404 for another tenant’s user and for an unknown id', async () => {
    expect((await examiner.get('/api/v1/users/other-admin/licence')).status).toBe(404);
    expect((await examiner.get('/api/v1/users/nobody/licence')).status).toBe(404);
    expect((await other.get('/api/v1/users/demo-booker/licence')).status).toBe(404);
    expect(
      (
        await examiner.put('/api/v1/users/other-admin/licence', {
          number: 'X1',
          issueDate: '2010-01-01',
          classes: { B: true },
        })
      ).status,
    ).toBe(404);
    expect((await examiner.post('/api/v1/users/other-admin/licence/checks', {})).status).toBe(404);
  });

  it('lets a user read but never write or check their own licence (no self-granted classes)', async () => {
    const own = await booker.get<Licence>('/api/v1/users/demo-booker/licence');
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ status: 'dueSoon', editable: false });
    expect(own.body.licence?.classes.B).toBe(true);
    const put = await booker.put<ErrorReply>('/api/v1/users/demo-booker/licence', {
      number: 'B072RRE2I55',
      issueDate: '2012-06-14',
      classes: { B: true, CE: true },
    });
    expect(put.status).toBe(403);
    expect(put.body.error.code).toBe('LICENCE_SELF_EDIT');
    expect((await booker.post<ErrorReply>('/api/v1/users/demo-booker/licence/checks', {})).status).toBe(403);
    // Nor an examiner for themself (four eyes).
    const self = await examiner.put<ErrorReply>('/api/v1/users/demo-examiner/licence', {
      number: 'E1',
      issueDate: '2010-01-01',
      classes: { B: true },
    });
    expect(self.status).toBe(403);
    expect(self.body.error.code).toBe('LICENCE_SELF_EDIT');
    const rows = await s.db.pool.query(`select classes from driver_licences where user_id = 'demo-booker'`);
    expect(rows.rows[0].classes).toEqual(['B', 'C1']);
  });

  it('refuses bad input with 400 and broken dates with a translated 422', async () => {
    const base = { number: 'A1', issueDate: '2010-01-01', classes: { B: true } };
    for (const body of [
      { ...base, classes: { X: true } },
      { ...base, classes: { B: 'yes' } },
      { ...base, number: '' },
      { ...base, issueDate: '2010-13-01' },
      { ...base, extra: 1 },
      { number: 'A1' },
    ]) {
      const r = await examiner.put<ErrorReply>('/api/v1/users/demo-approver/licence', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
    }
    const ban = await examiner.put<ErrorReply>('/api/v1/users/demo-approver/licence', {
      ...base,
      banFrom: '2027-03-05',
      banTo: '2027-03-01',
    });
    expect(ban.status).toBe(422);
    expect(ban.body.error.code).toBe('LICENCE_BAN_RANGE_INVALID');
    expect(ban.body.error.message).toContain('Fahrverbot');
    const future = await examiner.put<ErrorReply>('/api/v1/users/demo-approver/licence', {
      ...base,
      issueDate: '2027-03-02',
    });
    expect(future.status).toBe(422);
    expect(future.body.error.code).toBe('LICENCE_DATE_IN_FUTURE');
    expect((await examiner.post<ErrorReply>('/api/v1/users/demo-approver/licence/checks', {})).status).toBe(
      422,
    );
    expect(
      (await s.db.pool.query(`select 1 from driver_licences where user_id = 'demo-approver'`)).rowCount,
    ).toBe(0);
  });

  it('lets an examiner record a licence, audits the change and every view', async () => {
    const viewsBefore = await auditCount('Driving licence viewed by an examiner');
    const put = await examiner.put<Licence>('/api/v1/users/demo-approver/licence', {
      number: 'A9ZZ',
      issueDate: '2015-01-10',
      classes: { B: true, BE: false },
      restrictions: '',
      info: 'Nur Automatik',
      lastCheck: '2027-02-01',
    });
    expect(put.status).toBe(200);
    expect(put.body.licence).toMatchObject({ lastCheck: '2027-02-01', nextCheck: '2027-08-01' });
    expect(put.body.checks).toHaveLength(1);
    expect(await auditCount('Driving licence recorded')).toBe(1);
    await examiner.get('/api/v1/users/demo-approver/licence');
    expect(await auditCount('Driving licence viewed by an examiner')).toBeGreaterThan(viewsBefore);
    // The user's own read is not an examiner view.
    const viewsNow = await auditCount('Driving licence viewed by an examiner');
    await booker.get('/api/v1/users/demo-booker/licence');
    expect(await auditCount('Driving licence viewed by an examiner')).toBe(viewsNow);
  });

  it('the database refuses a ban ending before it starts and unknown classes', async () => {
    await expect(setBooker(`ban_from = '2027-03-05', ban_to = '2027-03-01'`)).rejects.toThrow(
      /driver_licences_ban_ck/,
    );
    await expect(setBooker(`classes = array['B','Z']`)).rejects.toThrow(/driver_licences_classes_ck/);
  });

  it('as booker@ whose next check has passed, booking a class-B car is refused ("check due"); after examiner@ records a check it succeeds', async () => {
    await setBooker(`last_check = '2026-08-28', next_check = '2027-02-28'`);
    const wanted = trip(1, TUESDAY + 9 * HOUR, TUESDAY + 12 * HOUR);
    const refused = await booker.post<ErrorReply>('/api/v1/vehicle-bookings', wanted);
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('LICENCE_CHECK_DUE');
    expect(refused.body.error.message).toContain('Führerscheinkontrolle ist fällig');
    const refusedEn = await bookerEn.post<ErrorReply>('/api/v1/vehicle-bookings', wanted);
    expect(refusedEn.body.error.message).toContain('licence check is due');
    expect((await examiner.get<{ count: number }>('/api/v1/licences/due-count')).body.count).toBe(2);

    const checked = await examiner.post<Licence>('/api/v1/users/demo-booker/licence/checks', {});
    expect(checked.status).toBe(201);
    expect(checked.body.licence).toMatchObject({ lastCheck: '2027-03-01', nextCheck: '2027-09-01' });
    expect(checked.body.checks[0]).toMatchObject({
      checkedOn: '2027-03-01',
      examiner: { id: 'demo-examiner' },
    });
    expect(checked.body.checks.length).toBeGreaterThanOrEqual(2);
    expect(await auditCount('Driving licence check recorded')).toBe(1);
    expect((await examiner.get<{ count: number }>('/api/v1/licences/due-count')).body.count).toBe(1);

    const booked = await booker.post<{ id: string }>('/api/v1/vehicle-bookings', wanted);
    expect(booked.status).toBe(201);
    await s.db.pool.query(`delete from vehicle_bookings where id = $1`, [booked.body.id]);
  });

  it('refuses a missing class and a driving ban with their reasons', async () => {
    const wanted = trip(2, TUESDAY + 9 * HOUR, TUESDAY + 12 * HOUR);
    await setBooker(`classes = array['AM']`);
    const missing = await booker.post<ErrorReply>('/api/v1/vehicle-bookings', wanted);
    expect(missing.status).toBe(422);
    expect(missing.body.error).toMatchObject({
      code: 'LICENCE_CLASS_MISSING',
      details: { licenceClass: 'B' },
    });
    expect(missing.body.error.message).toContain('Führerscheinklasse B');
    await setBooker(`classes = array['B'], ban_from = '2027-03-02', ban_to = '2027-03-02'`);
    const ban = await booker.post<ErrorReply>('/api/v1/vehicle-bookings', wanted);
    expect(ban.status).toBe(422);
    expect(ban.body.error.code).toBe('LICENCE_DRIVING_BAN');
    await setBooker(`ban_from = null, ban_to = null`);
  });

  it('refuses moving a trip past the next check (PATCH), and allows it before', async () => {
    const created = await booker.post<{ id: string }>(
      '/api/v1/vehicle-bookings',
      trip(3, TUESDAY + 9 * HOUR, TUESDAY + 12 * HOUR),
    );
    expect(created.status).toBe(201);
    await setBooker(`next_check = '2027-03-04'`);
    const moved = await booker.patch<ErrorReply>(`/api/v1/vehicle-bookings/${created.body.id}`, {
      start: at(TUESDAY + 48 * HOUR + 9 * HOUR),
      end: at(TUESDAY + 48 * HOUR + 12 * HOUR),
    });
    expect(moved.status).toBe(422);
    expect(moved.body.error.code).toBe('LICENCE_CHECK_DUE');
    const earlier = await booker.patch(`/api/v1/vehicle-bookings/${created.body.id}`, {
      start: at(TUESDAY + 24 * HOUR + 9 * HOUR),
      end: at(TUESDAY + 24 * HOUR + 12 * HOUR),
    });
    expect(earlier.status).toBe(200);
    await setBooker(`next_check = '2027-09-01'`);
  });

  it('with the licence-check department check on, examiners see and edit only their own department', async () => {
    await s.db.pool.query(
      `insert into setting_values (tenant_id, layer, subject_id, option, value)
       select tenant_id, 'tenant', tenant_id, 'vehicles.licenceCheckDepartmentCheck', 'true'::jsonb
         from users where id = 'demo-examiner'`,
    );
    await new Promise((r) => setTimeout(r, 1100));
    const list = await examiner.get<List>('/api/v1/licences');
    expect(list.body.items.map((i) => i.user.id).sort()).toEqual(['demo-examiner', 'demo-fleet']);
    expect((await examiner.get('/api/v1/users/demo-booker/licence')).status).toBe(403);
    expect((await examiner.post('/api/v1/users/demo-booker/licence/checks', {})).status).toBe(403);
    expect((await examiner.get('/api/v1/users/demo-fleet/licence')).status).toBe(200);
  });
});
