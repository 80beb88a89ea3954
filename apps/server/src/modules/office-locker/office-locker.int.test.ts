import { beforeAll, describe, expect, it } from 'vitest';
import { HOUR, MIN, useFleetServer, vehicle } from '../../../test/fleet-fixtures';
import { client, type ErrorReply, type Reply } from '../../../test/http-client';
import { usePeople } from '../../../test/people';
import { signIn } from '../../../test/test-server';

/** Issue 11 point 7: the key hand-over terminal /officelocker (ADR 0009 gap 7). */
type Step = {
  step: 'pickup' | 'return';
  compartment: string;
  form: { cleanlinessStates: string[]; lastMileage: number | null; attributes: { id: string }[] } | null;
};
type Created = { id: string; token: string; url: string };

/** "Warndreieck und Verbandkasten an Bord" (FAHRZEUG_VERLAUF, mandatory) of the demo fleet. */
const ATTRS = { [`00000000-0000-4000-8202-${String(5).padStart(12, '0')}`]: 'nein' };
/** Monday 2027-03-01 06:00 UTC: after every seeded booking. */
const NOW = Date.parse('2027-03-01T06:00:00Z');

describe('office locker terminal', () => {
  let now = NOW;
  const s = useFleetServer(() => now);
  const { booker, fleet, other } = usePeople(s, ['booker', 'fleet', 'other']);
  let token = '';
  let otherToken = '';
  let personal: string[] = [];

  const terminal = async <T>(path: string, body?: unknown, t = token): Promise<Reply<T>> => {
    const res = await fetch(`${s.base}/api/v1/office-locker/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'accept-language': 'de',
        ...(t ? { 'x-locker-token': t } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as T };
  };

  async function insertBooking(
    n: number,
    start: number,
    end: number,
    o: { status?: string; approvers?: string[] } = {},
  ) {
    const { rows } = await s.db.pool.query<{ id: string }>(
      `insert into vehicle_bookings (tenant_id, vehicle_id, status, start_at, end_at, booker_id, driver_id, needs_approval,
         reason, destination)
       select tenant_id, id, $2, $3, $4, 'demo-booker', 'demo-booker', $5, 'Kundentermin', 'Potsdam'
         from vehicles where id = $1 returning id`,
      [vehicle(n), o.status ?? 'reserviert', new Date(start), new Date(end), (o.approvers ?? []).length > 0],
    );
    const id = rows[0]?.id ?? '';
    for (const userId of o.approvers ?? [])
      await s.db.pool.query(
        `insert into vehicle_booking_approvers (tenant_id, booking_id, user_id)
         select tenant_id, id, $2 from vehicle_bookings where id = $1`,
        [id, userId],
      );
    return id;
  }

  const codeOf = async (id: string) => {
    const r = await booker.get<{ code: string | null }>(`/api/v1/vehicle-bookings/${id}/locker-code`);
    expect(r.status).toBe(200);
    return r.body.code ?? '';
  };

  /** The answer names no person: no name, e-mail, destination or reason of anyone's trip. */
  const expectNothingPersonal = (body: unknown) => {
    const text = JSON.stringify(body).toLowerCase();
    for (const word of personal) expect(text).not.toContain(word.toLowerCase());
    expect(text).not.toContain('@');
  };

  beforeAll(async () => {
    const { rows } = await s.db.pool.query<{ first_name: string; last_name: string; email: string }>(
      `select first_name, last_name, email from users where id = 'demo-booker'`,
    );
    const u = rows[0];
    personal = u ? [u.first_name, u.last_name, u.email, 'Potsdam', 'Kundentermin'] : ['unreachable'];
    await s.db.pool.query(`update vehicles set key_compartment = null`);
  });

  it('lets fleet managers create, list and revoke terminal tokens; others get 403, other tenants 404', async () => {
    expect((await booker.post('/api/v1/office-locker-terminals', { name: 'Pforte' })).status).toBe(403);
    expect((await fleet.post('/api/v1/office-locker-terminals', { name: '' })).status).toBe(400);
    const created = await fleet.post<Created>('/api/v1/office-locker-terminals', { name: 'Pforte' });
    expect(created.status).toBe(201);
    expect(created.body.url).toContain(`/officelocker?token=${created.body.token}`);
    token = created.body.token;
    const stored = await s.db.pool.query('select token_hash from office_locker_terminals');
    expect(stored.rows.map((r) => r.token_hash)).not.toContain(token);
    expect((await terminal<{ name: string }>('terminal')).body).toEqual({ name: 'Pforte' });
    const list = await fleet.get<{ id: string }[]>('/api/v1/office-locker-terminals');
    expect(list.body.map((t) => t.id)).toEqual([created.body.id]);
    expect((await other.get<unknown[]>('/api/v1/office-locker-terminals')).body).toEqual([]);
    expect((await other.del(`/api/v1/office-locker-terminals/${created.body.id}`)).status).toBe(404);
    const otherCreated = await other.post<Created>('/api/v1/office-locker-terminals', { name: 'Other' });
    otherToken = otherCreated.body.token;

    const spare = await fleet.post<Created>('/api/v1/office-locker-terminals', { name: 'Alt' });
    expect((await terminal('terminal', undefined, spare.body.token)).status).toBe(200);
    expect((await fleet.del(`/api/v1/office-locker-terminals/${spare.body.id}`)).status).toBe(204);
    expect((await terminal('terminal', undefined, spare.body.token)).status).toBe(401);
    expect((await terminal('lookup', { code: 'ABCDEF' }, spare.body.token)).status).toBe(401);
    expect((await terminal('lookup', { code: 'ABCDEF' }, '')).status).toBe(401);
  });

  it('keeps the key compartment per vehicle: fleet managers only, another tenant 404', async () => {
    const path = `/api/v1/vehicles/${vehicle(1)}/key-compartment`;
    expect((await booker.put(path, { keyCompartment: '7' })).status).toBe(403);
    expect((await other.put(path, { keyCompartment: '7' })).status).toBe(404);
    expect((await fleet.put(path, { keyCompartment: 'x'.repeat(21) })).status).toBe(400);
    expect((await fleet.put(path, { keyCompartment: ' 7 ' })).body).toEqual({ keyCompartment: '7' });
    expect((await fleet.get(path)).body).toEqual({ keyCompartment: '7' });
    expect(
      (await fleet.put(`/api/v1/vehicles/${vehicle(2)}/key-compartment`, { keyCompartment: '' })).body,
    ).toEqual({ keyCompartment: null });
  });

  it('shows the code to the driver only and stores only a keyed hash', async () => {
    now = NOW;
    const id = await insertBooking(1, NOW + 10 * MIN, NOW + 3 * HOUR);
    const code = await codeOf(id);
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
    expect(await codeOf(id)).toBe(code); // the same code every time
    expect((await fleet.get(`/api/v1/vehicle-bookings/${id}/locker-code`)).status).toBe(403);
    expect((await other.get(`/api/v1/vehicle-bookings/${id}/locker-code`)).status).toBe(404);
    const row = await s.db.pool.query('select locker_code_hash from vehicle_bookings where id = $1', [id]);
    expect(row.rows[0].locker_code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.rows[0].locker_code_hash).not.toContain(code);
    // Without a compartment on the vehicle there is no code (the terminal is not offered).
    const noCompartment = await insertBooking(2, NOW + 10 * MIN, NOW + 3 * HOUR);
    expect(await codeOf(noCompartment)).toBe('');
    await s.db.pool.query('delete from vehicle_bookings');
  });

  it('offers the pick-up inside the check-in window with the compartment and nothing personal', async () => {
    now = NOW;
    const id = await insertBooking(1, NOW + 10 * MIN, NOW + 3 * HOUR);
    const code = await codeOf(id);
    const step = await terminal<Step>('lookup', {
      code: `${code.slice(0, 3).toLowerCase()}-${code.slice(3)}`,
    });
    expect(step.status).toBe(200);
    expect(step.body).toEqual({ step: 'pickup', compartment: '7', form: null });
    expectNothingPersonal(step.body);
    await s.db.pool.query('delete from vehicle_bookings');
  });

  it('answers an unknown code, a code outside its time, a refused step and another tenant alike', async () => {
    now = NOW;
    const later = await insertBooking(1, NOW + 5 * HOUR, NOW + 6 * HOUR);
    const held = await insertBooking(1, NOW + 10 * MIN, NOW + HOUR, {
      status: 'vorgemerkt',
      approvers: ['demo-approver'],
    });
    const laterCode = await codeOf(later);
    // No code before the approval (issue 22 point 2): 409 NOT_APPROVED, in both languages.
    const notYet = await booker.get<ErrorReply>(`/api/v1/vehicle-bookings/${held}/locker-code`);
    expect(notYet.status).toBe(409);
    expect(notYet.body.error.code).toBe('NOT_APPROVED');
    expect(notYet.body.error.message).toMatch(/noch nicht freigegeben/);
    const bookerEn = client(s.base, await signIn(s.base, 'booker@demo.example'), 'en');
    const notYetEn = await bookerEn.get<ErrorReply>(`/api/v1/vehicle-bookings/${held}/locker-code`);
    expect(notYetEn.body.error.message).toMatch(/not been approved/);
    // A code known from an earlier approved state (its hash stored) is refused while the trip is held.
    await s.db.pool.query(`update vehicle_bookings set status = 'reserviert' where id = $1`, [held]);
    const unapproved = await booker.get<ErrorReply>(`/api/v1/vehicle-bookings/${held}/locker-code`);
    expect(unapproved.status).toBe(409); // reserved, yet its approver has not approved
    await s.db.pool.query(`update vehicle_booking_approvers set approved = true where booking_id = $1`, [
      held,
    ]);
    const heldCode = await codeOf(held);
    expect(heldCode).toMatch(/^[A-Z0-9]{6}$/);
    await s.db.pool.query(`update vehicle_booking_approvers set approved = false where booking_id = $1`, [
      held,
    ]);
    await s.db.pool.query(`update vehicle_bookings set status = 'vorgemerkt' where id = $1`, [held]);
    const unknown = await terminal<ErrorReply>('lookup', {
      code: laterCode === 'ABCDEF' ? 'ABCDEG' : 'ABCDEF',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('LOCKER_CODE_UNKNOWN');
    const malformed = await terminal<ErrorReply>('lookup', { code: 'O0I1L!' });
    const outside = await terminal<ErrorReply>('lookup', { code: laterCode });
    const refused = await terminal<ErrorReply>('lookup', { code: heldCode });
    const otherTenant = await terminal<ErrorReply>('lookup', { code: laterCode }, otherToken);
    for (const r of [malformed, outside, refused, otherTenant]) {
      expect(r.status).toBe(404);
      expect(r.body).toEqual(unknown.body);
    }
    // A return the terminal does not offer (not running) is refused the same way.
    const checkOut = await terminal<ErrorReply>('check-out', { code: laterCode, entry: { mileage: 1 } });
    expect(checkOut.status).toBe(404);
    expect(checkOut.body).toEqual(unknown.body);
    await s.db.pool.query('delete from vehicle_bookings');
  });

  it('takes the key back: shows the check-out form, refuses bad readings at their field, then the compartment', async () => {
    now = NOW;
    const id = await insertBooking(1, NOW + 10 * MIN, NOW + 3 * HOUR);
    const code = await codeOf(id);
    const started = await booker.post(`/api/v1/vehicle-bookings/${id}/check-in`, {
      mileage: 1000,
      attributes: ATTRS,
    });
    expect(started.status).toBe(200);
    now = NOW + HOUR;
    const step = await terminal<Step>('lookup', { code });
    expect(step.body.step).toBe('return');
    expect(step.body.form?.lastMileage).toBe(1000);
    expect(step.body.form?.cleanlinessStates.length).toBeGreaterThan(0);
    expect(step.body.form?.attributes.map((a) => a.id)).toContain(Object.keys(ATTRS)[0]);
    expectNothingPersonal(step.body);
    const clean = step.body.form?.cleanlinessStates[0] ?? '';
    const bad = await terminal<ErrorReply & { error: { details: { refusals: { field: string }[] } } }>(
      'check-out',
      {
        code,
        entry: { mileage: 900, cleanlinessInside: clean, cleanlinessOutside: clean, attributes: ATTRS },
      },
    );
    expect(bad.status).toBe(422);
    expect(bad.body.error.details.refusals.map((r) => r.field)).toEqual(['mileage']);
    expectNothingPersonal(bad.body);
    expect(
      (await s.db.pool.query('select status from vehicle_bookings where id = $1', [id])).rows[0].status,
    ).toBe('aktiv');
    const done = await terminal('check-out', {
      code,
      entry: {
        mileage: 1100,
        cleanlinessInside: clean,
        cleanlinessOutside: clean,
        damages: [{ description: 'Kratzer hinten', photos: ['trip-x.png'] }],
        attributes: ATTRS,
        conditionAccepted: true,
      },
    });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ step: 'returned', compartment: '7' });
    const history = await s.db.pool.query(
      `select type, user_id, mileage from vehicle_history where booking_id = $1 order by created_at`,
      [id],
    );
    expect(history.rows.map((r) => [r.type, r.user_id, r.mileage])).toEqual([
      ['CHECK_IN', 'demo-booker', 1000],
      ['CHECK_OUT', 'demo-booker', 1100],
    ]);
    // Ended: the code no longer opens anything.
    expect((await terminal('lookup', { code })).status).toBe(404);
    await s.db.pool.query('delete from vehicle_bookings');
  });

  it('limits code attempts per terminal to 10 a minute, for right codes too, shared by all requests', async () => {
    now = NOW + 2 * HOUR;
    const id = await insertBooking(1, now + 10 * MIN, now + HOUR);
    const code = await codeOf(id);
    const fresh = (await fleet.post<Created>('/api/v1/office-locker-terminals', { name: 'Test' })).body.token;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => terminal('lookup', { code: 'ZZZZZZ' }, fresh)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(404));
    const limited = await terminal<ErrorReply>('lookup', { code }, fresh);
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    // Another terminal is not affected; the next minute opens again.
    expect((await terminal('lookup', { code })).status).toBe(200);
    now += 61_000;
    expect((await terminal<Step>('lookup', { code }, fresh)).body.step).toBe('pickup');
  });
});
