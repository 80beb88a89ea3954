import type { NotificationKind } from '@buchbar/domain/notifications/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, type ErrorReply } from '../../../test/http-client';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture';
import { signIn, startTestServer, type TestServer } from '../../../test/test-server';

/**
 * Issue 13: catalogue entries triggered through the API, delivered to a real SMTP server
 * (`smtp-server`): exactly one mail with the right recipient, language and link; the recipient's
 * own switch (user layer) stops it. And the admin mailbox's retry of a failed mail.
 */
type Received = { to: string; subject: string; body: string };
type Booking = { id: string; status: string };

const seat = (n: number) => `00000000-0000-4000-8102-${String(n).padStart(12, '0')}`;
const vehicle = (n: number) => `00000000-0000-4000-8201-${String(n).padStart(12, '0')}`;
const spaces = '/api/v1/spaces/lesesaal';
/** The on run and the off run of a case book different hours of the day. */
const hours = (n: number) => (n % 2 === 0 ? '08:00:00Z' : '11:00:00Z');
const hoursEnd = (n: number) => (n % 2 === 0 ? '10:00:00Z' : '13:00:00Z');
const START = Date.parse('2026-10-20T08:00:00Z'); // Tuesday 10:00 in Berlin

/** The decoded text of a received message (quoted-printable soft breaks and escapes undone). */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));

describe('notification catalogue over real SMTP', () => {
  let s: TestServer;
  let now = START;
  let smtp: SmtpCapture;
  const received: Received[] = [];
  let booker: ReturnType<typeof client>;
  let admin: ReturnType<typeof client>;
  let platform: ReturnType<typeof client>;

  beforeAll(async () => {
    smtp = await startSmtpCapture(({ to, body }) =>
      received.push({ to, subject: /^Subject: (.*)$/m.exec(body)?.[1]?.trim() ?? '', body: decoded(body) }),
    );
    s = await startTestServer({ SMTP_URL: smtp.url }, { clock: () => now });
    await s.db.pool.query('delete from vehicle_bookings');
    booker = client(s.base, await signIn(s.base, 'booker@demo.example'));
    admin = client(s.base, await signIn(s.base, 'admin@demo.example'));
    platform = client(s.base, await signIn(s.base, 'platform@demo.example'));
  }, 60_000);
  afterAll(async () => {
    await s?.stop();
    smtp?.stop();
  });

  /** Runs a job now instead of at its planned time (pg-boss's own table; the clock is pinned). */
  const runJobNow = async (name: string, bookingId?: string) => {
    if (bookingId)
      await s.db.pool.query(
        `update pgboss.job set start_after = now() where name = $1 and data->>'bookingId' = $2`,
        [name, bookingId],
      );
    else await s.db.pool.query(`insert into pgboss.job (name, data) values ($1, '{}'::jsonb)`, [name]);
  };

  const mailsOf = async (kind: NotificationKind, to: string) =>
    (
      await s.db.pool.query<{ id: string; status: string }>(
        'select id, status from mails where kind = $1 and "to" = $2',
        [kind, to],
      )
    ).rows;

  /** Waits for the kind's mails to `to` to be sent; returns what the SMTP server received of them. */
  const delivered = async (kind: NotificationKind, to: string, subjectPart: string, expected = 1) => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const rows = await mailsOf(kind, to);
      const got = received.filter((r) => r.to === to && r.subject.includes(subjectPart));
      if (rows.length >= expected && rows.every((r) => r.status === 'sent') && got.length >= expected)
        return got;
      if (Date.now() > deadline) throw new Error(`${kind}: ${rows.length} rows, ${got.length} received`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  const setMine = (values: Record<string, unknown>) => booker.put('/api/v1/settings/me', { values });

  type Case = {
    kind: NotificationKind;
    /** The recipient's switch and the value that means "off". */
    flag: string;
    offValue: unknown;
    /** Extra personal values that make the "on" run send (e.g. the reminder is off by default). */
    on?: Record<string, unknown>;
    trigger: (n: number) => Promise<void>;
    subject: { en: string; de: string };
    link: string;
  };

  const CASES: Case[] = [
    {
      kind: 'spaces.bookedForYou',
      flag: 'spaces.mailOnBookedForYou',
      offValue: false,
      trigger: async (n) => {
        const made = await admin.post<Booking>(`${spaces}/bookings`, {
          spaceId: seat(11 + n),
          start: `2026-10-21T${hours(n)}`,
          end: `2026-10-21T${hoursEnd(n)}`,
          participantEmail: 'booker@demo.example',
        });
        expect(made.status, JSON.stringify(made.body)).toBe(201);
      },
      subject: { en: 'Place reserved for you', de: 'Platzreservierung für Sie' },
      link: '/lesesaal/liste',
    },
    {
      kind: 'spaces.cancelled',
      flag: 'spaces.mailOnCancelled',
      offValue: false,
      trigger: async (n) => {
        const made = await admin.post<Booking>(`${spaces}/bookings`, {
          spaceId: seat(11 + n),
          start: `2026-10-22T${hours(n)}`,
          end: `2026-10-22T${hoursEnd(n)}`,
          participantEmail: 'booker@demo.example',
        });
        expect(made.status, JSON.stringify(made.body)).toBe(201);
        const cancelled = await admin.post<Booking>(`${spaces}/bookings/${made.body.id}/cancel`, {
          reason: 'Wartung',
        });
        expect(cancelled.status).toBe(200);
      },
      subject: { en: 'Booking cancelled', de: 'Buchung storniert' },
      link: '/lesesaal/liste',
    },
    {
      kind: 'spaces.reminderAtStart',
      flag: 'spaces.reminderMailAtStart',
      offValue: false,
      on: { 'spaces.reminderMailAtStart': true },
      trigger: async (n) => {
        const made = await booker.post<Booking>(`${spaces}/bookings`, {
          spaceId: seat(11 + n),
          start: `2026-10-23T${hours(n)}`,
          end: `2026-10-23T${hoursEnd(n)}`,
        });
        expect(made.status, JSON.stringify(made.body)).toBe(201);
        await runJobNow('spaces.reminder', made.body.id);
      },
      subject: { en: 'Your booking starts', de: 'Ihre Buchung beginnt' },
      link: '/lesesaal/liste',
    },
    {
      kind: 'vehicles.bookingCreated',
      flag: 'vehicles.mailOnBookingCreated',
      offValue: false,
      trigger: async (n) => {
        const made = await booker.post<Booking>('/api/v1/vehicle-bookings', {
          vehicleId: vehicle(1),
          start: `2026-10-2${1 + n}T06:00:00Z`,
          end: `2026-10-2${1 + n}T08:00:00Z`,
          reasonForTrip: 'Kundentermin',
          destination: 'Potsdam',
        });
        expect(made.status, JSON.stringify(made.body)).toBe(201);
      },
      subject: { en: 'Vehicle booked', de: 'Fahrzeug gebucht' },
      link: `/fahrzeuge/${vehicle(1)}`,
    },
    {
      kind: 'vehicles.reminderBeforeStart',
      flag: 'vehicles.reminderMailMinutesBefore',
      offValue: 0,
      trigger: async (n) => {
        // Starts within the default lead time (60 minutes) of the pinned clock (08:00 UTC).
        const [from, to] = n % 2 === 0 ? ['08:30', '09:00'] : ['09:30', '10:00'];
        const made = await booker.post<Booking>('/api/v1/vehicle-bookings', {
          vehicleId: vehicle(2),
          start: `2026-10-20T${from}:00Z`,
          end: `2026-10-20T${to}:00Z`,
          reasonForTrip: 'Kundentermin',
          destination: 'Potsdam',
        });
        expect(made.status, JSON.stringify(made.body)).toBe(201);
        await runJobNow('fleet.trip-sweep');
        await new Promise((r) => setTimeout(r, 1500)); // the sweep runs in the job worker
      },
      subject: { en: 'Reminder: trip in', de: 'Erinnerung: Fahrt' },
      link: `/fahrzeuge/${vehicle(2)}`,
    },
  ];

  it.each(CASES.map((c, i) => [c.kind, c, i] as const))(
    '%s: one mail in the recipient language with its link; none when switched off',
    async (_kind, c, i) => {
      // On, in English: exactly one mail.
      expect((await setMine({ 'general.language': 'en', ...c.on })).status).toBe(200);
      await c.trigger(i * 2);
      const got = await delivered(c.kind, 'booker@demo.example', c.subject.en);
      expect(got).toHaveLength(1);
      expect(got[0]?.body).toContain(`${s.base}${c.link}`);
      expect(got[0]?.body).toContain('text/html');
      // Off at the user layer: the event happens, no mail is written.
      const before = (await mailsOf(c.kind, 'booker@demo.example')).length;
      expect((await setMine({ [c.flag]: c.offValue, 'general.language': 'de' })).status).toBe(200);
      await c.trigger(i * 2 + 1);
      await new Promise((r) => setTimeout(r, 300));
      expect(await mailsOf(c.kind, 'booker@demo.example')).toHaveLength(before);
      expect(received.filter((r) => r.subject.includes(c.subject.de))).toHaveLength(0);
      expect(
        (
          await setMine({
            [c.flag]: null,
            'general.language': null,
            ...Object.fromEntries(Object.keys(c.on ?? {}).map((k) => [k, null])),
          })
        ).status,
      ).toBe(200);
    },
    30_000,
  );

  it('spaces.noShowReleased names the real check-in window (not a fixed 15 minutes)', async () => {
    expect(
      (await admin.put('/api/v1/settings/tenant', { values: { 'spaces.checkInWindowMinutes': 20 } })).status,
    ).toBe(200);
    const made = await booker.post<Booking>(`${spaces}/bookings`, {
      spaceId: seat(9),
      start: '2026-10-20T09:00:00Z',
      end: '2026-10-20T11:00:00Z',
    });
    expect(made.status).toBe(201);
    now = Date.parse('2026-10-20T09:21:00Z');
    await runJobNow('spaces.release-due');
    const got = await delivered('spaces.noShowReleased', 'booker@demo.example', 'freigegeben');
    expect(got).toHaveLength(1);
    expect(got[0]?.body).toContain('innerhalb von 20 Minuten');
    expect(got[0]?.body).not.toContain('15 Minuten');
    now = START;
  }, 30_000);

  it('the platform administrator lists failed mails and sends one again; others are refused', async () => {
    const { rows } = await s.db.pool.query<{ id: string }>(
      `insert into mails (kind, "to", subject, text, status, attempts, error)
       values ('account.signInCode', 'retry@demo.example', 'Retry me', 'Text', 'failed', 8, 'connection refused')
       returning id`,
    );
    const id = rows[0]?.id as string;
    const failed = await platform.get<{ items: { id: string; status: string; attempts: number }[] }>(
      '/api/v1/admin/mails?status=failed',
    );
    expect(failed.status).toBe(200);
    expect(failed.body.items.map((m) => m.id)).toEqual([id]);
    expect((await admin.post<ErrorReply>(`/api/v1/admin/mails/${id}/retry`, {})).status).toBe(403);
    expect(
      (await platform.post<ErrorReply>(`/api/v1/admin/mails/${crypto.randomUUID()}/retry`, {})).status,
    ).toBe(404);
    expect((await platform.post<ErrorReply>('/api/v1/admin/mails/not-a-uuid/retry', {})).status).toBe(400);
    const retried = await platform.post<{ status: string; attempts: number }>(
      `/api/v1/admin/mails/${id}/retry`,
      {},
    );
    expect(retried.status).toBe(200);
    expect(retried.body.attempts).toBe(0);
    await delivered('account.signInCode', 'retry@demo.example', 'Retry me');
    const again = await platform.post<ErrorReply>(`/api/v1/admin/mails/${id}/retry`, {});
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('MAIL_NOT_FAILED');
  }, 30_000);
});
