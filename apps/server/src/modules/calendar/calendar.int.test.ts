import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, type ErrorReply } from '../../../test/http-client';
import { mimeParts } from '../../../test/mime';
import { OTHER_ADMIN, seedOtherTenant } from '../../../test/other-tenant';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture';
import { signIn, startTestServer, type TestServer } from '../../../test/test-server';

/**
 * Issue 13 point 4 (ADR 0012): booking mails carry an .ics that a strict parser accepts, with
 * the right local times and instants on the autumn clock change (2026-10-25); the personal
 * feed lists the user's bookings and answers 404 once regenerated or revoked; vehicle feeds are
 * for fleet managers of the vehicle's tenant only.
 */

type Received = { to: string; body: string };
type Feed = { active: boolean; createdAt: string | null; lastUsedAt: string | null };
type Created = { url: string; createdAt: string };

const vehicle = (n: number) => `00000000-0000-4000-8201-${String(n).padStart(12, '0')}`;
const PLAN = '00000000-0000-4000-8101-000000000001'; // Lesesaal 1. OG
const seat = (n: number) => `00000000-0000-4000-8102-${String(n).padStart(12, '0')}`;

async function waitFor<T>(
  probe: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const v = await probe();
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('timed out');
}

/** ical.js (strict): the calendar component with its VTIMEZONE registered. */
function parseCalendar(ics: string) {
  const cal = new ICAL.Component(ICAL.parse(ics));
  for (const tz of cal.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(tz));
  return cal;
}

const localTime = (t: ICAL.Time) => t.toString().slice(0, 16); // 2026-10-25T01:30

describe('calendar: .ics attachments and subscription feeds', () => {
  let s: TestServer;
  let smtp: SmtpCapture;
  const received: Received[] = [];
  const now = Date.parse('2026-10-20T08:00:00Z');
  let booker: ReturnType<typeof client>;
  let admin: ReturnType<typeof client>;
  let fleet: ReturnType<typeof client>;
  let other: ReturnType<typeof client>;

  beforeAll(async () => {
    smtp = await startSmtpCapture((mail) => received.push(mail));
    s = await startTestServer(
      { SMTP_URL: smtp.url, MAIL_FROM: 'Buchbar Demo <no-reply@buchbar.test>' },
      { clock: () => now },
    );
    await s.db.pool.query('delete from vehicle_bookings');
    // The demo licences are seeded against the test clock (next check 10 days after it): the trips
    // here lie beyond, so booker@'s check is recorded as done for them (issue 12 licence rule).
    await s.db.pool.query(
      `update driver_licences set last_check = '2026-10-20', next_check = '2027-04-20'
        where user_id = (select id from users where email = 'booker@demo.example')`,
    );
    // booker@ reads English; the others keep German.
    await s.db.pool.query(
      `insert into setting_values (tenant_id, layer, subject_id, option, value)
       select tenant_id, 'user', id, 'general.language', '"en"'::jsonb from users where email = 'booker@demo.example'`,
    );
    await seedOtherTenant(s.db.pool);
    booker = client(s.base, await signIn(s.base, 'booker@demo.example'));
    admin = client(s.base, await signIn(s.base, 'admin@demo.example'));
    fleet = client(s.base, await signIn(s.base, 'fleet@demo.example'));
    other = client(s.base, await signIn(s.base, OTHER_ADMIN));
  }, 60_000);
  afterAll(async () => {
    await s?.stop();
    smtp?.stop();
  });

  const icsOf = (mail: Received) => {
    const parts = mimeParts(mail.body);
    const attachment = parts.find(
      (p) =>
        /content-type:\s*text\/calendar/i.test(p.headers) &&
        /content-disposition:\s*attachment/i.test(p.headers),
    );
    const alternative = parts.find(
      (p) =>
        /content-type:\s*text\/calendar/i.test(p.headers) &&
        !/content-disposition:\s*attachment/i.test(p.headers),
    );
    // Issue 22 point 13: the event travels once per mail, as one named .ics file.
    const calendarParts = parts.filter(
      (p) => /content-type:\s*(text\/calendar|application\/ics)/i.test(p.headers) || /\.ics/i.test(p.headers),
    );
    expect(calendarParts).toHaveLength(1);
    return { attachment, alternative };
  };
  const htmlOf = (mail: Received) =>
    mimeParts(mail.body).find((p) => /content-type:\s*text\/html/i.test(p.headers));

  it('a vehicle booking across the fall-back (01:30–03:30 local on 2026-10-25) mails a REQUEST .ics that parses', async () => {
    const start = '2026-10-24T23:30:00Z'; // 01:30 CEST
    const end = '2026-10-25T02:30:00Z'; // 03:30 CET: three hours later
    const made = await booker.post<{ id: string; status: string } | ErrorReply>('/api/v1/vehicle-bookings', {
      vehicleId: vehicle(1),
      start,
      end,
      reasonForTrip: 'Nachtfahrt, früh; mit \\ Sonderzeichen',
      destination: 'Potsdam',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = (made.body as { id: string }).id;
    const mail = await waitFor(() => received.find((m) => m.to === 'booker@demo.example'));
    const { attachment, alternative } = icsOf(mail);
    expect(attachment?.headers).toMatch(/text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(attachment?.headers).toMatch(/filename="?booking\.ics/);
    expect(alternative).toBeUndefined();
    expect(mail.body).not.toMatch(/invite\.ics/);
    // booker@ reads English: the HTML part says so (issue 22 point 13).
    expect(htmlOf(mail)?.body).toMatch(/<html lang="en">/);
    const cal = parseCalendar(attachment?.body ?? '');
    expect(cal.getFirstPropertyValue('method')).toBe('REQUEST');
    const vevent = cal.getFirstSubcomponent('vevent');
    if (!vevent) throw new Error('no VEVENT');
    const ev = new ICAL.Event(vevent);
    expect(ev.uid).toMatch(new RegExp(`^vehicle-booking-${id}@[0-9a-f-]+\\.buchbar$`));
    expect(ev.sequence).toBe(0);
    expect(ev.summary).toBe('Vehicle VW Golf (B-BB 101)'); // in the recipient's language
    expect(ev.description).toContain('Reason: Nachtfahrt, früh; mit \\ Sonderzeichen');
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(vevent.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Berlin');
    expect(localTime(ev.startDate)).toBe('2026-10-25T01:30');
    expect(localTime(ev.endDate)).toBe('2026-10-25T03:30');
    expect(ev.startDate.toUnixTime() * 1000).toBe(Date.parse(start));
    expect(ev.endDate.toUnixTime() * 1000).toBe(Date.parse(end));
    expect(String(vevent.getFirstPropertyValue('organizer'))).toBe('mailto:no-reply@buchbar.test');
    expect(String(vevent.getFirstPropertyValue('url'))).toBe(`${s.base}/fahrzeuge/${vehicle(1)}`);
    // the stored outbox row carries the same attachment
    const row = await s.db.pool.query<{ attachments: { filename: string; contentType: string }[] }>(
      `select attachments from mails where "to" = 'booker@demo.example' order by created_at desc limit 1`,
    );
    expect(row.rows[0]?.attachments.map((a) => a.contentType)).toEqual([
      'text/calendar; charset=utf-8; method=REQUEST',
    ]);

    // Cancelling it sends METHOD:CANCEL with the same UID and a higher SEQUENCE.
    const before = received.length;
    const cancelled = await booker.post(`/api/v1/vehicle-bookings/${id}/cancel`, {});
    expect(cancelled.status).toBe(200);
    const cancelMail = await waitFor(() =>
      received.slice(before).find((m) => m.to === 'booker@demo.example'),
    );
    const c = parseCalendar(icsOf(cancelMail).attachment?.body ?? '');
    expect(c.getFirstPropertyValue('method')).toBe('CANCEL');
    const cv = c.getFirstSubcomponent('vevent');
    expect(cv?.getFirstPropertyValue('uid')).toBe(ev.uid);
    expect(cv?.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(Number(cv?.getFirstPropertyValue('sequence'))).toBeGreaterThan(0);
  });

  it('an approval sends the same UID with a higher SEQUENCE and CONFIRMED; a rejection a CANCEL (CANCELLED)', async () => {
    const approver = client(s.base, await signIn(s.base, 'approver@demo.example'));
    const uidAndSequence = (mail: Received) => {
      const cal = parseCalendar(icsOf(mail).attachment?.body ?? '');
      const ev = cal.getFirstSubcomponent('vevent');
      return {
        method: cal.getFirstPropertyValue('method'),
        uid: ev?.getFirstPropertyValue('uid'),
        sequence: Number(ev?.getFirstPropertyValue('sequence')),
        status: ev?.getFirstPropertyValue('status'),
      };
    };
    for (const [decision, start, method, status] of [
      ['approve', '2026-10-27T07:00:00Z', 'REQUEST', 'CONFIRMED'],
      ['reject', '2026-10-27T10:00:00Z', 'CANCEL', 'CANCELLED'],
    ] as const) {
      const mark = received.length;
      // The BMW of "Fuhrpark" is a special trip for booker@ (department check of the demo).
      const made = await booker.post<{ id: string; status: string }>('/api/v1/vehicle-bookings', {
        vehicleId: vehicle(7),
        start,
        end: new Date(Date.parse(start) + 2 * 3600_000).toISOString(),
        reasonForTrip: 'Kundentermin',
        destination: 'Potsdam',
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      expect(made.body.status).toBe('vorgemerkt');
      const held = uidAndSequence(
        await waitFor(() => received.slice(mark).find((m) => m.to === 'booker@demo.example')),
      );
      expect(held.status).toBe('TENTATIVE');
      const next = received.length;
      expect((await approver.post(`/api/v1/vehicle-bookings/${made.body.id}/${decision}`, {})).status).toBe(
        200,
      );
      const decided = uidAndSequence(
        await waitFor(() => received.slice(next).find((m) => m.to === 'booker@demo.example')),
      );
      expect(decided).toMatchObject({ method, uid: held.uid, status });
      expect(decided.sequence).toBeGreaterThan(held.sequence);
    }
  });

  it('new trip times send a REQUEST with the same UID, a higher SEQUENCE and the new times', async () => {
    const made = await booker.post<{ id: string }>('/api/v1/vehicle-bookings', {
      vehicleId: vehicle(3),
      start: '2026-10-26T07:00:00Z',
      end: '2026-10-26T09:00:00Z',
      reasonForTrip: 'Kundentermin',
      destination: 'Potsdam',
    });
    expect(made.status).toBe(201);
    const mark = received.length;
    const changed = await booker.patch(`/api/v1/vehicle-bookings/${made.body.id}`, {
      start: '2026-10-25T01:30:00Z', // the second 02:30 of the night (CET): ambiguous locally
      end: '2026-10-25T03:00:00Z', // 04:00 CET
    });
    expect(changed.status).toBe(200);
    const mail = await waitFor(() =>
      received.slice(mark).find((m) => m.to === 'booker@demo.example' && /changed/i.test(m.body)),
    );
    const cal = parseCalendar(icsOf(mail).attachment?.body ?? '');
    expect(cal.getFirstPropertyValue('method')).toBe('REQUEST');
    const vevent = cal.getFirstSubcomponent('vevent');
    if (!vevent) throw new Error('no VEVENT');
    const ev = new ICAL.Event(vevent);
    expect(ev.uid).toMatch(new RegExp(`^vehicle-booking-${made.body.id}@`));
    expect(ev.sequence).toBeGreaterThan(0);
    // RFC 5545 would read a local 02:30 as the first one (CEST): the start is written in UTC.
    expect(vevent.getFirstProperty('dtstart')?.getParameter('tzid')).toBeUndefined();
    expect(ev.startDate.toUnixTime() * 1000).toBe(Date.parse('2026-10-25T01:30:00Z'));
    expect(vevent.getFirstProperty('dtend')?.getParameter('tzid')).toBe('Europe/Berlin');
    expect(localTime(ev.endDate)).toBe('2026-10-25T04:00');
    expect(ev.endDate.toUnixTime() * 1000).toBe(Date.parse('2026-10-25T03:00:00Z'));
  });

  it('a cancellation by fleet care (bulk cancel) stores a CANCEL .ics with the booker’s mail', async () => {
    const made = await booker.post<{ id: string }>('/api/v1/vehicle-bookings', {
      vehicleId: vehicle(1),
      start: '2026-10-31T22:30:00Z',
      end: '2026-11-01T01:00:00Z',
      reasonForTrip: 'Kundentermin',
      destination: 'Potsdam',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const res = await fleet.post('/api/v1/vehicle-bookings/cancel', {
      ids: [made.body.id],
      info: 'Werkstatt',
    });
    expect(res.status).toBe(200);
    const rows = await s.db.pool.query<{
      subject: string;
      attachments: { content: string; contentType: string }[];
    }>(
      `select subject, attachments from mails where "to" = 'booker@demo.example' and attachments is not null
        order by created_at desc limit 1`,
    );
    const file = rows.rows[0]?.attachments[0];
    expect(rows.rows[0]?.subject).toMatch(/cancelled/);
    expect(file?.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    const vevent = parseCalendar(file?.content ?? '').getFirstSubcomponent('vevent');
    expect(vevent?.getFirstPropertyValue('uid')).toMatch(new RegExp(`^vehicle-booking-${made.body.id}@`));
    expect(vevent?.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('an all-day seat booking on 2026-10-25 made for a colleague mails an .ics with 08:00–18:00 (10 h)', async () => {
    await s.db.pool.query(
      "insert into opening_exceptions (tenant_id, floor_plan_id, valid_from, valid_to, from_time, to_time, status) select tenant_id, id, '2026-10-25', '2026-10-25', '08:00', '18:00', 'offen' from floor_plans where id = $1",
      [PLAN],
    );
    await s.settled();
    const before = received.length;
    const made = await admin.post<{ id: string } | ErrorReply>('/api/v1/spaces/lesesaal/bookings', {
      spaceId: seat(4),
      start: '2026-10-25T07:00:00.000Z',
      end: '2026-10-25T17:00:00.000Z',
      mode: 'allDay',
      participantEmail: 'booker@demo.example',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const mail = await waitFor(() =>
      received
        .slice(before)
        .find(
          (m) => m.to === 'booker@demo.example' && icsOf(m).attachment?.body.includes('UID:space-booking-'),
        ),
    );
    const cal = parseCalendar(icsOf(mail).attachment?.body ?? '');
    const vevent = cal.getFirstSubcomponent('vevent');
    if (!vevent) throw new Error('no VEVENT');
    const ev = new ICAL.Event(vevent);
    expect(ev.uid).toMatch(/^space-booking-[0-9a-f-]+@[0-9a-f-]+\.buchbar$/);
    expect(ev.summary).toBe('Reading room L-4');
    expect(vevent.getFirstPropertyValue('status')).toBe('TENTATIVE'); // awaiting the colleague's confirmation
    expect(localTime(ev.startDate)).toBe('2026-10-25T08:00');
    expect(localTime(ev.endDate)).toBe('2026-10-25T18:00');
    expect(ev.startDate.toUnixTime() * 1000).toBe(Date.parse('2026-10-25T07:00:00Z'));
    expect(ev.endDate.toUnixTime() * 1000).toBe(Date.parse('2026-10-25T17:00:00Z'));

    // The organizer cancels: the colleague's calendar gets METHOD:CANCEL for the same UID.
    const mark = received.length;
    const id = (made.body as { id: string }).id;
    const cancelled = await admin.post(`/api/v1/spaces/lesesaal/bookings/${id}/cancel`, {});
    expect(cancelled.status).toBe(200);
    const cancelMail = await waitFor(() =>
      received
        .slice(mark)
        .find(
          (m) => m.to === 'booker@demo.example' && icsOf(m).attachment?.body.includes('UID:space-booking-'),
        ),
    );
    const c = parseCalendar(icsOf(cancelMail).attachment?.body ?? '');
    expect(c.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(c.getFirstSubcomponent('vevent')?.getFirstPropertyValue('uid')).toBe(ev.uid);
    expect(c.getFirstSubcomponent('vevent')?.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('the personal feed lists the user’s bookings without a session; regenerate and revoke make old URLs 404', async () => {
    expect((await booker.get<Feed>('/api/v1/me/calendar-feed')).body.active).toBe(false);
    const trip = await booker.post<{ id: string }>('/api/v1/vehicle-bookings', {
      vehicleId: vehicle(2),
      start: '2026-10-26T07:00:00Z',
      end: '2026-10-26T09:00:00Z',
      reasonForTrip: 'Kundentermin',
      destination: 'Potsdam',
    });
    expect(trip.status).toBe(201);
    const first = await booker.post<Created>('/api/v1/me/calendar-feed', {});
    expect(first.status).toBe(201);
    expect(first.body.url).toMatch(new RegExp(`^${s.base}/api/v1/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    const token = first.body.url.split('/').pop()?.replace('.ics', '') ?? '';
    // only the hash is stored
    const stored = await s.db.pool.query<{ token_hash: string }>(
      'select token_hash from calendar_feed_tokens',
    );
    expect(stored.rows.map((r) => r.token_hash)).not.toContain(token);

    const feed = await fetch(first.body.url); // no cookie
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    const cal = parseCalendar(await feed.text());
    expect(cal.getFirstPropertyValue('method')).toBe('PUBLISH');
    const events = cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const uids = events.map((e) => e.uid);
    expect(uids).toContain(`vehicle-booking-${trip.body.id}@${uids[0]?.split('@')[1]}`);
    expect(uids.some((u) => u.startsWith('space-booking-'))).toBe(true); // the seat booked for them
    // the cancelled night trip of the first test is left out
    expect(events.every((e) => e.component.getFirstPropertyValue('status') !== 'CANCELLED')).toBe(true);
    expect(events.find((e) => e.uid.includes(trip.body.id))?.summary).toBe('Vehicle VW ID.3 (B-BB 102E)');
    const status = await booker.get<Feed>('/api/v1/me/calendar-feed');
    expect(status.body.active).toBe(true);
    expect(status.body.lastUsedAt).not.toBeNull();

    const second = await booker.post<Created>('/api/v1/me/calendar-feed', {});
    expect(second.body.url).not.toBe(first.body.url);
    const gone = await fetch(first.body.url, { headers: { 'accept-language': 'en' } });
    expect(gone.status).toBe(404);
    const body = (await gone.json()) as ErrorReply;
    expect(body.error.code).toBe('CALENDAR_FEED_NOT_FOUND');
    expect(body.error.message).toMatch(/regenerated or revoked/);
    expect((await fetch(second.body.url)).status).toBe(200);

    expect((await booker.del('/api/v1/me/calendar-feed')).status).toBe(204);
    expect((await fetch(second.body.url)).status).toBe(404);
    expect((await booker.del('/api/v1/me/calendar-feed')).status).toBe(404);
  });

  it.each([
    ['not a token', 'nope.ics'],
    ['a token of the right shape nobody has', `${'A'.repeat(43)}.ics`],
    ['without .ics', 'A'.repeat(43)],
    ['path tricks', '..%2F..%2Fetc%2Fpasswd'],
  ])('unknown feed (%s) -> 404 with the uniform error body', async (_label, file) => {
    const res = await fetch(`${s.base}/api/v1/calendar/${file}`);
    expect(res.status).toBe(404);
    const body = (await res.json()) as ErrorReply;
    expect(body.error.code).toMatch(/NOT_FOUND/);
    expect(typeof body.error.message).toBe('string');
  });

  it('feed management needs a session (401)', async () => {
    const res = await fetch(`${s.base}/api/v1/me/calendar-feed`, { method: 'POST' });
    expect(res.status).toBe(401);
  });

  it('a fleet manager subscribes to one vehicle; others are refused (403), other tenants get 404', async () => {
    const url = `/api/v1/vehicles/${vehicle(2)}/calendar-feed`;
    // booker@ cannot manage vehicles
    const refused = await booker.post<ErrorReply>(url, {});
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('FORBIDDEN');
    expect((await booker.get<ErrorReply>(url)).status).toBe(403);
    // another tenant's admin (holds fahrzeug_pflege) does not see our vehicle
    const foreign = await other.post<ErrorReply>(url, {});
    expect(foreign.status).toBe(404);
    expect((await other.get(url)).status).toBe(404);
    expect(
      (await fleet.post(`/api/v1/vehicles/00000000-0000-4000-8201-999999999999/calendar-feed`, {})).status,
    ).toBe(404);
    expect((await fleet.post<ErrorReply>('/api/v1/vehicles/not-a-uuid/calendar-feed', {})).status).toBe(400);

    const made = await fleet.post<Created>(url, {});
    expect(made.status).toBe(201);
    const feed = await fetch(made.body.url);
    expect(feed.status).toBe(200);
    const cal = parseCalendar(await feed.text());
    expect(String(cal.getFirstPropertyValue('x-wr-calname'))).toBe('Buchbar – VW ID.3 (B-BB 102E)');
    const events = cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => e.location === events[0]?.location)).toBe(true);
    expect(events.some((e) => e.description.includes('Ben Bucher'))).toBe(true); // German: "Fahrer: Ben Bucher"
    expect(events[0]?.summary).toMatch(/^Fahrzeug VW ID\.3/);
    // the personal feed of the same user is a separate token
    expect((await fleet.get<Feed>('/api/v1/me/calendar-feed')).body.active).toBe(false);

    // losing the permission ends the vehicle feed at once
    for (const table of ['user_roles', 'user_groups', 'user_permissions'])
      await s.db.pool.query(`delete from ${table} where user_id = 'demo-fleet'`);
    await s.settled();
    expect((await fetch(made.body.url)).status).toBe(404);
  });
});
