import { DEMO_REPORT_ADDRESS } from '@buchbar/db/seed/demo-fleet';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, type ErrorReply } from '../../../test/http-client';
import { OTHER_ADMIN, OTHER_TENANT_ID, seedOtherTenant } from '../../../test/other-tenant';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture';
import { signIn, startTestServer, type TestServer } from '../../../test/test-server';
import { grantRole } from '../../../test/user-fixtures';
import { createDb, createPool } from '../../platform/database/database';
import { Jobs } from '../../platform/jobs/jobs';
import { createMailTransport } from '../../platform/mail/mail-transport';
import { createFleetLogbookReader } from '../logbook/logbook.module';
import { MailOutbox } from '../notifications/notifications.module';
import { SettingsService } from '../settings/settings.module';
import { REPORT_JOB, type ReportsDeps, sendScheduledReports } from './reports.module';

/**
 * Issue 13 point 5: the periodic logbook report. A quarterly report fires once at the start of the
 * quarter (clock moved; Europe/Berlin) with an .xlsx attachment that opens, exactly one mail per
 * report address over real SMTP in the tenant language with the report's link, however often and
 * on however many instances the job runs; nothing inside the quarter; "send now" and its refusals.
 */
type Received = { to: string; subject: string; raw: string; text: string };
type Item = {
  id: string;
  kind: string;
  from: string;
  to: string;
  recipients: string[];
  requestedBy: string | null;
};
type Detail = Item & {
  summary: {
    vehicles: {
      plate: string;
      trips: number;
      km: number;
      bookings: number;
      logbookHead: { hash: string } | null;
    }[];
    floorPlans: { name: string; bookings: number }[];
    totals: { trips: number; km: number };
  };
};

const TENANT = '00000000-0000-4000-8000-000000000001';
const A = 'controlling@reports.example';
const B = 'steuerbuero@reports.example';
/** 2027-01-01 00:05 in Berlin: five minutes into the first quarter of 2027. */
const QUARTER_START = Date.parse('2027-01-01T00:05:00+01:00');
const INSIDE = Date.parse('2027-02-15T10:00:00+01:00');
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Quoted-printable soft breaks and escapes undone (for the text and HTML parts). */
const decoded = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

/** An RFC 2047 header (encoded words, Q or B) as text. */
const decodedHeader = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replaceAll('_', ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );

/** The base64 body of the MIME part with the given content type, decoded (headers unfolded). */
function attachment(raw: string, contentType: string): { name: string; body: Buffer } | undefined {
  for (const part of raw.split(/\r?\n--[^\r\n]*\r?\n/)) {
    const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
    const headers = head.replace(/\r?\n[ \t]+/g, ' ');
    if (!new RegExp(`^content-type: ${contentType}`, 'im').test(headers)) continue;
    const name = /filename="?([^";\r\n]+)"?/i.exec(headers)?.[1] ?? '';
    return { name, body: Buffer.from(rest.join('\n').replace(/\s+/g, ''), 'base64') };
  }
  return undefined;
}

async function waitFor<T>(probe: () => T | undefined | false, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = probe();
    if (v) return v;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('periodic logbook reports', () => {
  let s: TestServer;
  let now = QUARTER_START;
  let smtp: SmtpCapture;
  const received: Received[] = [];
  const instances: { deps: ReportsDeps; stop: () => Promise<void> }[] = [];
  let fleet: ReturnType<typeof client>;
  let fleetEn: ReturnType<typeof client>;
  let fleetCookie = '';
  let admin: ReturnType<typeof client>;
  let booker: ReturnType<typeof client>;
  let other: ReturnType<typeof client>;
  let scheduledId = '';

  beforeAll(async () => {
    smtp = await startSmtpCapture(({ to, body }) =>
      received.push({
        to,
        subject: decodedHeader(
          /^Subject: (.*(?:\r?\n[ \t].*)*)$/m.exec(body)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '',
        ),
        raw: body,
        text: decoded(body),
      }),
    );
    s = await startTestServer({ SMTP_URL: smtp.url }, { clock: () => now });
    await seedOtherTenant(s.db.pool);
    // The other tenant's admin holds the report permission too: a foreign id must still be 404.
    await grantRole(s.db.pool, OTHER_TENANT_ID, 'other-admin', {
      id: '00000000-0000-4000-9002-000000000015',
      name: 'Berichte',
      permissions: ['fahrzeug_logbuch_report'],
    });
    fleetCookie = await signIn(s.base, 'fleet@demo.example');
    fleet = client(s.base, fleetCookie);
    fleetEn = client(s.base, fleetCookie, 'en');
    admin = client(s.base, await signIn(s.base, 'admin@demo.example'));
    booker = client(s.base, await signIn(s.base, 'booker@demo.example'));
    other = client(s.base, await signIn(s.base, OTHER_ADMIN));
    // Two more app instances on the same database run the job side by side (no SMTP: the test
    // server's own sender delivers every queued mail).
    for (let i = 0; i < 2; i++) {
      const pool = createPool(s.db.url, 5, () => undefined);
      const idb = createDb(pool);
      const jobs = await Jobs.start(pool, { work: false, onError: () => undefined });
      const outbox = new MailOutbox(idb, jobs, createMailTransport(undefined, 'Buchbar <b@test>'));
      const settings = new SettingsService(pool, idb, { record: async () => undefined });
      const clock = () => now;
      instances.push({
        deps: {
          pool,
          db: idb,
          outbox,
          clock,
          publicUrl: s.base,
          logbooks: createFleetLogbookReader({ pool, db: idb, settings, outbox, clock }),
        },
        stop: async () => {
          await jobs.stop();
          await pool.end();
        },
      });
    }
  }, 90_000);
  afterAll(async () => {
    for (const i of instances) await i.stop();
    await s?.stop();
    smtp?.stop();
  });

  const run = (i: number) => sendScheduledReports((instances[i] as (typeof instances)[number]).deps);
  const reportMails = async (to: string) =>
    (
      await s.db.pool.query<{ id: string; status: string; subject: string }>(
        `select id, status, subject from mails where kind = 'vehicles.periodicReport' and "to" = $1 order by created_at`,
        [to],
      )
    ).rows;
  const setTenant = (values: Record<string, unknown>) => admin.put('/api/v1/settings/tenant', { values });

  it('the demo tenant starts with its past monthly report (made by the job code at seed)', async () => {
    const list = await fleet.get<{ items: Item[]; settings: Record<string, unknown> }>('/api/v1/reports');
    expect(list.status).toBe(200);
    expect(list.body.settings).toEqual({
      addresses: [DEMO_REPORT_ADDRESS],
      interval: 'monthly',
      // The job runs at :05 every hour (Europe/Berlin): February 1st, 00:05 for January.
      next: { from: '2027-01-01', to: '2027-01-31', sendsAt: '2027-01-31T23:05:00.000Z' },
    });
    expect(list.body.items.map((r) => [r.kind, r.from, r.to, r.recipients])).toEqual([
      ['scheduled', '2026-12-01', '2026-12-31', [DEMO_REPORT_ADDRESS]],
    ]);
  });

  it('inside the quarter nothing is sent', async () => {
    expect(
      (await setTenant({ 'vehicles.reportMailAddresses': [A, B], 'vehicles.reportInterval': 'quarterly' }))
        .status,
    ).toBe(200);
    now = INSIDE;
    expect(await run(0)).toEqual([]);
    expect(await reportMails(A)).toEqual([]);
  });

  it('a quarterly report fires once at the start of the quarter: one mail per address with an .xlsx that opens', async () => {
    now = QUARTER_START;
    // Two instances at once, then again: one report, one mail per address.
    const [a, b] = await Promise.all([run(0), run(1)]);
    expect([...a, ...b]).toEqual([`${TENANT}|2026-10-01|2026-12-31`]);
    expect(await run(0)).toEqual([]);
    expect(await run(1)).toEqual([]);
    const rows = await s.db.pool.query<{ id: string; kind: string }>(
      `select id, kind from reports where tenant_id = $1 and interval = 'quarterly'`,
      [TENANT],
    );
    expect(rows.rows.map((r) => r.kind)).toEqual(['scheduled']);
    scheduledId = rows.rows[0]?.id ?? '';

    for (const to of [A, B]) expect(await reportMails(to)).toHaveLength(1);
    const got = await waitFor(() => {
      const mine = received.filter((r) => r.to === A || r.to === B);
      return mine.length >= 2 && mine;
    });
    expect(got.map((r) => r.to).sort()).toEqual([A, B].sort());
    const mail = got[0] as Received;
    // The tenant language (German by default), the tenant's name, the period, times in Berlin.
    expect(mail.subject).toBe('Fahrtenbuch-Bericht 4. Quartal 2026 – Demo GmbH');
    expect(mail.text).toContain(
      'Fahrtenbuch-Bericht der Demo GmbH für 4. Quartal 2026 (01.10.2026 – 31.12.2026).',
    );
    expect(mail.text).toContain('Erstellt am 01.01.2027 um 00:05 Uhr (Europe/Berlin).');
    expect(mail.text).toContain(`${s.base}/fahrzeuge/berichte/${scheduledId}`);
    expect(mail.text).toContain('text/html');
    expect(mail.text).toContain('Nutzung der Fahrzeuge');

    const file = attachment(mail.raw, XLSX);
    expect(file?.name).toBe('fahrtenbuch-bericht-2026-10-01-2026-12-31.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file?.body as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('Fahrtenbuch');
    if (!sheet) throw new Error('no logbook sheet');
    // One row per logbook version of the quarter, every vehicle.
    const versions = await s.db.pool.query<{ n: string; plates: string[] }>(
      `select count(*) as n, array_agg(distinct v.content->>'plate') as plates
         from logbook_versions v join logbook_entries e on e.id = v.entry_id
        where e.tenant_id = $1 and e.trip_ended_at >= '2026-09-30T22:00:00Z' and e.trip_ended_at < '2026-12-31T23:00:00Z'`,
      [TENANT],
    );
    expect(Number(versions.rows[0]?.n)).toBeGreaterThan(10);
    expect(sheet.rowCount).toBe(1 + Number(versions.rows[0]?.n));
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const plates = new Set<string>();
    sheet.eachRow((row, i) => {
      if (i > 1) plates.add(String(row.getCell(header.indexOf('Kennzeichen') + 1).value));
    });
    expect([...plates].sort()).toEqual([...(versions.rows[0]?.plates ?? [])].sort());
    // The usage sheet has the summary that was mailed.
    const detail = await fleet.get<Detail>(`/api/v1/reports/${scheduledId}`);
    expect(detail.status).toBe(200);
    const usage = wb.getWorksheet('Nutzung');
    const first = detail.body.summary.vehicles.find((v) => v.trips > 0);
    if (!usage || !first) throw new Error('no usage');
    const row = usage
      .getRows(2, detail.body.summary.vehicles.length)
      ?.find((r) => r.getCell(1).value === first.plate);
    expect([row?.getCell(2).value, row?.getCell(3).value]).toEqual([first.trips, first.km]);
    expect(detail.body.summary.totals.trips).toBe(
      Number(
        (
          await s.db.pool.query(
            `select count(*) from logbook_entries where tenant_id = $1 and trip_ended_at >= '2026-09-30T22:00:00Z' and trip_ended_at < '2026-12-31T23:00:00Z'`,
            [TENANT],
          )
        ).rows[0]?.count,
      ),
    );
    // The chain heads go out with the report (the anchor outside the database, ADR 0010/0015).
    expect(mail.text).toContain(first.logbookHead?.hash ?? 'missing');
    // Later in the quarter: still nothing more.
    now = INSIDE;
    expect(await run(0)).toEqual([]);
    for (const to of [A, B]) expect(await reportMails(to)).toHaveLength(1);
  }, 60_000);

  it('the scheduled job registered with pg-boss sends the next quarter once', async () => {
    now = Date.parse('2027-04-01T00:05:00+02:00');
    await s.db.pool.query(`insert into pgboss.job (name, data) values ($1, '{}'::jsonb)`, [REPORT_JOB]);
    const rows = await waitFor(
      () => received.filter((r) => r.subject.includes('1. Quartal 2027')).length >= 2 || undefined,
    );
    expect(rows).toBe(true);
    await s.db.pool.query(`insert into pgboss.job (name, data) values ($1, '{}'::jsonb)`, [REPORT_JOB]);
    await new Promise((r) => setTimeout(r, 1500));
    for (const to of [A, B])
      expect((await reportMails(to)).map((m) => m.subject)).toEqual([
        'Fahrtenbuch-Bericht 4. Quartal 2026 – Demo GmbH',
        'Fahrtenbuch-Bericht 1. Quartal 2027 – Demo GmbH',
      ]);
  }, 30_000);

  it('lists, shows and exports reports for holders only; another tenant’s report is 404', async () => {
    const list = await fleet.get<{ items: Item[]; total: number }>('/api/v1/reports');
    expect(list.body.items.map((r) => [r.kind, r.from, r.to])).toEqual([
      ['scheduled', '2027-01-01', '2027-03-31'],
      ['scheduled', '2026-12-01', '2026-12-31'],
      ['scheduled', '2026-10-01', '2026-12-31'],
    ]);
    expect((await booker.get<ErrorReply>('/api/v1/reports')).status).toBe(403);
    expect((await booker.get<ErrorReply>(`/api/v1/reports/${scheduledId}`)).status).toBe(403);
    expect((await booker.post<ErrorReply>('/api/v1/reports/send-now', {})).status).toBe(403);
    const foreign = await other.get<ErrorReply>(`/api/v1/reports/${scheduledId}`);
    expect(foreign.status).toBe(404);
    expect((await other.get<ErrorReply>(`/api/v1/reports/${scheduledId}/logbook.pdf`)).status).toBe(404);
    expect((await other.get<{ items: Item[] }>('/api/v1/reports')).body.items).toEqual([]);
    expect((await fleet.get<ErrorReply>(`/api/v1/reports/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await fleet.get<ErrorReply>('/api/v1/reports/kein-bericht')).status).toBe(400);

    const pdf = await fetch(`${s.base}/api/v1/reports/${scheduledId}/logbook.pdf?lang=de`, {
      headers: { cookie: fleetCookie },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const doc = await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer()));
    const { text } = await extractText(doc, { mergePages: false });
    expect(text[0]).toContain('Fahrtenbuch B-BB 101');
    expect(text[0]).toContain('01.10.2026 – 31.12.2026');
    const xlsx = await fetch(`${s.base}/api/v1/reports/${scheduledId}/logbook.xlsx?lang=en`, {
      headers: { cookie: fleetCookie },
    });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-disposition')).toContain('logbook-report-2026-10-01-2026-12-31.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await xlsx.arrayBuffer());
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Logbook', 'Verification', 'Usage']);
  }, 30_000);

  it('send now refuses a bad period and missing addresses with translated messages', async () => {
    const cases: [unknown, string][] = [
      [{ from: '2027-03-10', to: '2027-03-01' }, 'REPORT_PERIOD_REVERSED'],
      [{ from: '2027-03-01' }, 'REPORT_PERIOD_INCOMPLETE'],
      [{ from: '2027-05-01', to: '2027-05-31' }, 'REPORT_PERIOD_IN_FUTURE'],
      [{ from: '2025-01-01', to: '2026-12-31' }, 'REPORT_PERIOD_TOO_LONG'],
    ];
    for (const [body, code] of cases) {
      const res = await fleet.post<ErrorReply>('/api/v1/reports/send-now', body);
      expect([res.status, res.body.error.code], JSON.stringify(body)).toEqual([422, code]);
    }
    const reversed = await fleetEn.post<ErrorReply>('/api/v1/reports/send-now', {
      from: '2027-03-10',
      to: '2027-03-01',
    });
    expect(reversed.body.error.message).toBe(
      'The report period is invalid: "to" (1 Mar 2027) is before "from" (10 Mar 2027).',
    );
    expect(
      (await fleet.post<ErrorReply>('/api/v1/reports/send-now', { from: '2027-02-30', to: '2027-03-01' }))
        .status,
    ).toBe(400);
    expect((await fleet.post<ErrorReply>('/api/v1/reports/send-now', { extra: 1 })).status).toBe(400);

    expect((await setTenant({ 'vehicles.reportMailAddresses': [] })).status).toBe(200);
    const none = await fleet.post<ErrorReply>('/api/v1/reports/send-now', {});
    expect([none.status, none.body.error.code]).toEqual([422, 'REPORT_NO_ADDRESSES']);
    expect(none.body.error.message).toContain('keine Empfänger für den Fahrtenbuch-Bericht');
    // Without addresses the job sends nothing either.
    now = Date.parse('2027-07-01T00:05:00+02:00');
    expect(await run(0)).toEqual([]);
    expect((await s.db.pool.query(`select count(*)::int as n from reports`)).rows[0]?.n).toBe(3);
  });

  it('send now mails the current period so far to every address, in the tenant language', async () => {
    expect(
      (await setTenant({ 'vehicles.reportMailAddresses': [A, B], 'general.language': 'en' })).status,
    ).toBe(200);
    now = Date.parse('2027-05-20T09:30:00+02:00');
    const sent = await fleet.post<Detail>('/api/v1/reports/send-now', {});
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      kind: 'manual',
      from: '2027-04-01',
      to: '2027-05-20',
      recipients: [A, B],
      requestedBy: 'David Fuhrpark',
    });
    const got = await waitFor(() => {
      const mine = received.filter((r) => r.subject.startsWith('Logbook report 1 Apr 2027 – 20 May 2027'));
      return mine.length >= 2 && mine;
    });
    expect(got.map((r) => r.to).sort()).toEqual([A, B].sort());
    expect(got[0]?.text).toContain('Requested by David Fuhrpark with "Send now".');
    expect(got[0]?.text).toContain('Made on 20 May 2027 at 09:30 (Europe/Berlin).');
    expect(attachment(got[0]?.raw ?? '', XLSX)?.name).toBe('logbook-report-2027-04-01-2027-05-20.xlsx');
    // A chosen period, e.g. the last completed quarter: manual reports do not block scheduled ones.
    const chosen = await fleet.post<Detail>('/api/v1/reports/send-now', {
      from: '2027-01-01',
      to: '2027-03-31',
    });
    expect(chosen.status).toBe(201);
    expect(chosen.body).toMatchObject({ kind: 'manual', from: '2027-01-01', to: '2027-03-31' });
    for (const to of [A, B]) expect(await reportMails(to)).toHaveLength(4);
  }, 30_000);

  it('the database keeps one scheduled report per tenant and period, and never changes a sent one', async () => {
    const dup = s.db.pool.query(
      `insert into reports (tenant_id, kind, interval, period_start, period_end, recipients, language, summary)
       select tenant_id, kind, interval, period_start, period_end, recipients, language, summary from reports where id = $1`,
      [scheduledId],
    );
    await expect(dup).rejects.toMatchObject({ code: '23505' });
    await expect(
      s.db.pool.query(`update reports set recipients = '{x@evil.example}' where id = $1`, [scheduledId]),
    ).rejects.toMatchObject({ code: '55000' });
    await expect(
      s.db.pool.query(
        `insert into reports (tenant_id, kind, interval, period_start, period_end, recipients, language, summary)
         values ($1, 'manual', 'monthly', '2027-01-01', '2027-01-02', '{a@b.example}', 'de', '{}')`,
        [TENANT],
      ),
    ).rejects.toMatchObject({ code: '23514' });
  });
});
