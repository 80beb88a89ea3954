import { assignRoles, createRole } from '@buchbar/db/seed/access-fixtures';
import { verifyLogbookChain } from '@buchbar/domain/fleet/logbook-chain';
import { sha256Hex } from '@buchbar/domain/fleet/sha256';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearDemoTrips } from '../../../test/fleet-fixtures';
import { client, type ErrorReply } from '../../../test/http-client';
import { OTHER_ADMIN, OTHER_TENANT_ID, seedOtherTenant } from '../../../test/other-tenant';
import { pdfFonts } from '../../../test/pdf-tools';
import { signIn, startTestServer, type TestServer } from '../../../test/test-server';
import { createDb } from '../../platform/database/database';
import { chainOf } from './logbook.repository';
import { recordTripInLogbook } from './logbook.service';

/** Issue 12 points 1-4: entries from check-outs, completions, corrections, the chain and the exports. */
type Content = {
  date: string;
  plate: string;
  driverName: string;
  startMileage: number | null;
  endMileage: number | null;
  tripKind: string;
  destination: string;
  purpose: string;
  partner: string;
  actualEnd: string;
};
type Version = {
  id: string;
  version: number;
  kind: string;
  reason: string;
  author: { name: string };
  changedFields: string[];
  content: Content;
};
type Entry = {
  id: string;
  open: boolean;
  closesAt: string;
  canAmend: string;
  missing: string[];
  current: Content;
  versions: Version[];
};
type Logbook = { vehicle: { plate: string; active: boolean }; entries: Entry[] };
type Verification = {
  ok: boolean;
  checked: number;
  total: number;
  firstMismatch: { entryId: string; versionId: string; version: number; reason: string } | null;
};

const vehicle = (n: number) => `00000000-0000-4000-8201-${String(n).padStart(12, '0')}`;
const ATTRS = { [`00000000-0000-4000-8202-${String(5).padStart(12, '0')}`]: 'nein' };
const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** Monday 2027-03-01 07:00 in Berlin. */
const NOW = Date.parse('2027-03-01T06:00:00Z');
const CAR = 3;
const LOGBOOK = 'fahrzeug_logbuch_report';
const PLATE = 'B-BB 103';

describe('logbook', () => {
  let s: TestServer;
  let now = NOW;
  let booker: ReturnType<typeof client>;
  let fleet: ReturnType<typeof client>;
  let fleetEn: ReturnType<typeof client>;
  let approver: ReturnType<typeof client>;
  let other: ReturnType<typeof client>;
  let fleetCookie = '';
  let entryId = '';

  beforeAll(async () => {
    s = await startTestServer({}, { clock: () => now });
    await clearDemoTrips(s.db.pool);
    await seedOtherTenant(s.db.pool);
    // The other tenant's admin holds the report permission too: a foreign id must still be 404.
    const db = createDb(s.db.pool);
    const roleId = '00000000-0000-4000-9002-000000000012';
    await createRole(db, {
      id: roleId,
      tenantId: OTHER_TENANT_ID,
      name: 'Fahrtenbuch',
      permissions: [LOGBOOK],
    });
    await assignRoles(db, OTHER_TENANT_ID, 'other-admin', [roleId]);
    booker = client(s.base, await signIn(s.base, 'booker@demo.example'));
    fleetCookie = await signIn(s.base, 'fleet@demo.example');
    fleet = client(s.base, fleetCookie);
    fleetEn = client(s.base, fleetCookie, 'en');
    approver = client(s.base, await signIn(s.base, 'approver@demo.example'));
    other = client(s.base, await signIn(s.base, OTHER_ADMIN));
  }, 60_000);
  afterAll(async () => {
    await s?.stop();
  });

  async function insertBooking(n: number, start: number, end: number, texts: Record<string, string> = {}) {
    const { rows } = await s.db.pool.query<{ id: string }>(
      `insert into vehicle_bookings (tenant_id, vehicle_id, status, start_at, end_at, booker_id, driver_id,
         reason, destination, contact, stopover, detour)
       select tenant_id, id, 'reserviert', $2, $3, 'demo-booker', 'demo-booker', $4, $5, $6, $7, $8
         from vehicles where id = $1 returning id`,
      [
        vehicle(n),
        new Date(start),
        new Date(end),
        texts.reason ?? 'Kundentermin',
        texts.destination ?? 'Potsdam',
        texts.contact ?? 'ACME GmbH',
        texts.stopover ?? '',
        texts.detour ?? '',
      ],
    );
    return rows[0]?.id ?? '';
  }

  /** A whole trip through the API: check-in at `start`, check-out an hour later. */
  async function drive(
    n: number,
    start: number,
    from: number,
    to: number,
    texts: Record<string, string> = {},
  ) {
    now = start;
    const id = await insertBooking(n, start + 10 * 60_000, start + 3 * HOUR, texts);
    const a = await booker.post(`/api/v1/vehicle-bookings/${id}/check-in`, {
      mileage: from,
      attributes: ATTRS,
    });
    expect(a.status).toBe(200);
    now = start + HOUR;
    const b = await booker.post(`/api/v1/vehicle-bookings/${id}/check-out`, {
      mileage: to,
      cleanlinessInside: 'sauber',
      cleanlinessOutside: 'sauber',
      attributes: ATTRS,
    });
    expect(b.status).toBe(200);
    return id;
  }

  it('demo data: several weeks in several logbooks, mileage continuous, one correction, every chain intact', async () => {
    for (const n of [1, 2, 9, 6]) {
      const v = await fleet.get<Verification>(`/api/v1/vehicles/${vehicle(n)}/logbook/verify`);
      expect(v.body, `vehicle ${n}`).toMatchObject({ ok: true, firstMismatch: null });
      expect(v.body.total, `vehicle ${n}`).toBeGreaterThan(0);
    }
    const golf = await fleet.get<Logbook>(`/api/v1/vehicles/${vehicle(1)}/logbook`);
    expect(golf.body.entries.length).toBeGreaterThanOrEqual(20);
    const days = golf.body.entries.map((e) => e.current.date);
    expect(Date.parse(days.at(-1) ?? '') - Date.parse(days[0] ?? '')).toBeGreaterThan(21 * DAY);
    golf.body.entries.slice(1).forEach((e, i) => {
      expect(e.current.startMileage, e.current.date).toBe(golf.body.entries[i]?.current.endMileage);
    });
    const corrected = golf.body.entries.filter((e) => e.versions.some((v) => v.kind === 'CORRECTION'));
    expect(corrected).toHaveLength(1);
    expect(corrected[0]?.versions.at(-1)).toMatchObject({
      changedFields: ['endMileage'],
      reason: expect.stringMatching(/Kilometerstand/),
    });
    const mine = await booker.get<{ entries: Entry[] }>('/api/v1/logbook/mine');
    expect(mine.body.entries.some((e) => e.missing.includes('purpose'))).toBe(true);
    // The domain's pure SHA-256 (browser, tests) agrees with node's on the stored chain.
    const tenant = (await s.db.pool.query('select tenant_id from vehicles where id = $1', [vehicle(1)]))
      .rows[0];
    const chain = await chainOf(createDb(s.db.pool), tenant.tenant_id, vehicle(1));
    expect(chain.length).toBeGreaterThan(20);
    expect(verifyLogbookChain(chain, sha256Hex)).toMatchObject({ ok: true, checked: chain.length });
  });

  it('a check-out makes the entry in the same transaction: plate, driver, mileage, texts, times', async () => {
    const bookingId = await drive(CAR, NOW, 20_000, 20_120, {
      reason: 'Messe',
      destination: 'Leipzig',
      stopover: 'Halle',
      detour: 'über Dessau (Stau)',
      contact: 'Größe & Söhne KG',
    });
    const mine = await booker.get<{ entries: Entry[] }>('/api/v1/logbook/mine');
    expect(mine.status).toBe(200);
    const entry = mine.body.entries.find((e) => e.current.plate === PLATE);
    expect(entry).toBeDefined();
    entryId = entry?.id ?? '';
    expect(entry).toMatchObject({
      open: true,
      canAmend: 'COMPLETION',
      missing: [],
      closesAt: '2027-03-08T23:00:00.000Z',
      current: {
        date: '2027-03-01',
        plate: PLATE,
        driverName: expect.stringContaining('Bucher'),
        startMileage: 20_000,
        endMileage: 20_120,
        tripKind: 'business',
        destination: 'Leipzig',
        stopover: 'Halle',
        detour: 'über Dessau (Stau)',
        purpose: 'Messe',
        partner: 'Größe & Söhne KG',
        plannedStart: new Date(NOW + 10 * 60_000).toISOString(),
        actualStart: new Date(NOW).toISOString(),
        actualEnd: new Date(NOW + HOUR).toISOString(),
      },
    });
    expect(entry?.versions.map((v) => v.kind)).toEqual(['ORIGINAL']);
    const count = await s.db.pool.query('select count(*)::int n from logbook_entries where booking_id = $1', [
      bookingId,
    ]);
    expect(count.rows[0].n).toBe(1);
  });

  it('permissions: the vehicle logbook is 403 without fahrzeug_logbuch_report, 404 for another tenant', async () => {
    expect((await booker.get(`/api/v1/vehicles/${vehicle(CAR)}/logbook`)).status).toBe(403);
    expect((await booker.get(`/api/v1/vehicles/${vehicle(CAR)}/logbook/verify`)).status).toBe(403);
    expect((await booker.call('GET', `/api/v1/vehicles/${vehicle(CAR)}/logbook.xlsx`)).status).toBe(403);
    const pdf = await fetch(`${s.base}/api/v1/vehicles/${vehicle(CAR)}/logbook.pdf`, {
      headers: { cookie: '' },
    });
    expect(pdf.status).toBe(401);
    for (const path of ['logbook', 'logbook/verify'])
      expect((await other.get(`/api/v1/vehicles/${vehicle(CAR)}/${path}`)).status).toBe(404);
    const res = await fetch(`${s.base}/api/v1/vehicles/${vehicle(CAR)}/logbook.xlsx`, {
      headers: { cookie: (await signIn(s.base, OTHER_ADMIN)) ?? '' },
    });
    expect(res.status).toBe(404);
    // Another tenant's entry is 404, someone else's entry without the permission 403.
    expect(
      (await other.post(`/api/v1/logbook-entries/${entryId}/versions`, { changes: { partner: 'x' } })).status,
    ).toBe(404);
    const foreign = await approver.post<ErrorReply>(`/api/v1/logbook-entries/${entryId}/versions`, {
      changes: { partner: 'x' },
      reason: 'ich darf das',
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.code).toBe('LOGBOOK_NOT_PERMITTED');
    expect(
      (await fleet.get(`/api/v1/vehicles/${vehicle(CAR)}/logbook?from=2027-03-02&to=2027-03-01`)).status,
    ).toBe(422);
  });

  it('the driver completes an open entry without a reason; a bad mileage is refused, translated', async () => {
    now = NOW + 2 * DAY;
    const bad = await booker.post<ErrorReply>(`/api/v1/logbook-entries/${entryId}/versions`, {
      changes: { endMileage: 19_000 },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error.code).toBe('LOGBOOK_MILEAGE_BELOW_START');
    expect(bad.body.error.message).toContain('19000');
    const done = await booker.post<Entry>(`/api/v1/logbook-entries/${entryId}/versions`, {
      changes: { partner: 'Größe & Söhne KG, Herr Klein' },
    });
    expect(done.status).toBe(201);
    expect(done.body.versions.map((v) => [v.kind, v.reason, v.changedFields])).toEqual([
      ['ORIGINAL', '', []],
      ['COMPLETION', '', ['partner']],
    ]);
    const invalid = await booker.post(`/api/v1/logbook-entries/${entryId}/versions`, {
      changes: { tripKind: 'holiday' },
    });
    expect(invalid.status).toBe(400);
  });

  it('after the completion days the driver is refused; a report holder corrects with a reason', async () => {
    now = NOW + 9 * DAY;
    const late = await booker.post<ErrorReply>(`/api/v1/logbook-entries/${entryId}/versions`, {
      changes: { partner: 'y' },
      reason: 'vergessen',
    });
    expect(late.status).toBe(422);
    expect(late.body.error).toMatchObject({ code: 'LOGBOOK_ENTRY_CLOSED' });
    expect(late.body.error.message).toContain('09.03.2027 00:00');
    const noReason = await fleet.post<ErrorReply>(`/api/v1/logbook-entries/${entryId}/versions`, {
      changes: { endMileage: 20_112 },
    });
    expect(noReason.status).toBe(422);
    expect(noReason.body.error.code).toBe('LOGBOOK_REASON_REQUIRED');
    const fixed = await fleet.post<Entry>(`/api/v1/logbook-entries/${entryId}/versions`, {
      changes: { endMileage: 20_112 },
      reason: 'Zahlendreher beim Kilometerstand',
    });
    expect(fixed.status).toBe(201);
    expect(fixed.body.canAmend).toBe('CORRECTION');
    const last = fixed.body.versions.at(-1);
    expect(last).toMatchObject({
      version: 3,
      kind: 'CORRECTION',
      reason: 'Zahlendreher beim Kilometerstand',
      author: { name: expect.stringContaining('Fuhrpark') },
      changedFields: ['endMileage'],
    });
    const book = await fleet.get<Logbook>(
      `/api/v1/vehicles/${vehicle(CAR)}/logbook?from=2027-03-01&to=2027-03-01`,
    );
    expect(book.status).toBe(200);
    const e = book.body.entries.find((x) => x.id === entryId);
    expect(e?.versions.map((v) => v.content.endMileage)).toEqual([20_120, 20_120, 20_112]);
    expect(e?.current.endMileage).toBe(20_112);
    // Outside the period: nothing.
    const before = await fleet.get<Logbook>(`/api/v1/vehicles/${vehicle(CAR)}/logbook?to=2027-02-28`);
    expect(before.body.entries).toEqual([]);
  });

  it('the database refuses UPDATE, DELETE and TRUNCATE on both logbook tables, even for a superuser', async () => {
    for (const sql of [
      `update logbook_versions set reason = 'x'`,
      `delete from logbook_versions`,
      `truncate logbook_versions`,
      `update logbook_entries set driver_id = null`,
      `delete from logbook_entries`,
      `truncate logbook_entries cascade`,
    ]) {
      await expect(s.db.pool.query(sql), sql).rejects.toThrow(/append-only/);
    }
    const n = await s.db.pool.query('select count(*)::int n from logbook_versions where entry_id = $1', [
      entryId,
    ]);
    expect(n.rows[0].n).toBe(3);
  });

  it('verify recomputes the chain and names the entry changed with superuser SQL behind the triggers', async () => {
    // The vehicle history keeps the reading 20,120 (a logbook correction does not rewrite it).
    await drive(CAR, NOW + 10 * DAY, 20_120, 20_150);
    const good = await fleet.get<Verification>(`/api/v1/vehicles/${vehicle(CAR)}/logbook/verify`);
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({ ok: true, checked: 4, total: 4, firstMismatch: null });
    const target = await s.db.pool.query<{ id: string }>(
      'select id from logbook_versions where entry_id = $1 and version = 2',
      [entryId],
    );
    const c = await s.db.pool.connect();
    try {
      await c.query('begin');
      await c.query('set local session_replication_role = replica');
      await c.query(
        `update logbook_versions set content = jsonb_set(content, '{endMileage}', '20200') where id = $1`,
        [target.rows[0]?.id],
      );
      await c.query('commit');
    } finally {
      c.release();
    }
    const bad = await fleet.get<Verification>(`/api/v1/vehicles/${vehicle(CAR)}/logbook/verify`);
    expect(bad.body).toMatchObject({
      ok: false,
      checked: 1,
      total: 4,
      firstMismatch: { entryId, versionId: target.rows[0]?.id, version: 2, reason: 'HASH_MISMATCH' },
    });
    // Other vehicles' chains are untouched.
    const otherCar = await fleet.get<Verification>(`/api/v1/vehicles/${vehicle(5)}/logbook/verify`);
    expect(otherCar.body.ok).toBe(true);
    // Put it back (again behind the triggers) so the exports below verify.
    const c2 = await s.db.pool.connect();
    try {
      await c2.query('begin');
      await c2.query('set local session_replication_role = replica');
      await c2.query(
        `update logbook_versions set content = jsonb_set(content, '{endMileage}', '20120') where id = $1`,
        [target.rows[0]?.id],
      );
      await c2.query('commit');
    } finally {
      c2.release();
    }
    expect((await fleet.get<Verification>(`/api/v1/vehicles/${vehicle(CAR)}/logbook/verify`)).body.ok).toBe(
      true,
    );
  });

  it('Excel: one row per version, real date cells, the superseded versions struck, corrections marked', async () => {
    const res = await fetch(
      `${s.base}/api/v1/vehicles/${vehicle(CAR)}/logbook.xlsx?from=2027-03-01&to=2027-03-31`,
      {
        headers: { cookie: fleetCookie, 'accept-language': 'de' },
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(
      'fahrtenbuch-B-BB-103-2027-03-01-2027-03-31.xlsx',
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    const ws = wb.getWorksheet('Fahrtenbuch');
    if (!ws) throw new Error('no sheet');
    const header = (ws.getRow(1).values as unknown[]).slice(1);
    const col = (name: string) => header.indexOf(name) + 1;
    expect(ws.rowCount).toBe(1 + 4);
    const row = (i: number) => ws.getRow(i + 1);
    const date = row(1).getCell(col('Datum')).value;
    expect(date).toBeInstanceOf(Date);
    expect((date as Date).toISOString()).toBe('2027-03-01T00:00:00.000Z');
    expect(row(1).getCell(col('Datum')).numFmt).toBe('dd.mm.yyyy');
    // Berlin wall-clock time in the cell: the check-out at 08:00 local.
    expect((row(1).getCell(col('Tatsächliches Ende')).value as Date).toISOString()).toBe(
      '2027-03-01T08:00:00.000Z',
    );
    expect([1, 2, 3, 4].map((i) => row(i).getCell(col('Art der Fassung')).value)).toEqual([
      'Original',
      'Vervollständigung',
      'Korrektur',
      'Original',
    ]);
    expect([1, 2, 3, 4].map((i) => row(i).getCell(col('Überholt')).value)).toEqual([
      'ja',
      'ja',
      'nein',
      'nein',
    ]);
    expect(row(1).getCell(col('km-Stand Ende')).font?.strike).toBe(true);
    expect(row(3).getCell(col('km-Stand Ende')).font?.strike).toBeFalsy();
    expect(row(3).getCell(col('km-Stand Ende')).value).toBe(20_112);
    expect(row(3).getCell(col('Grund')).value).toBe('Zahlendreher beim Kilometerstand');
    expect(row(3).getCell(col('Geändert')).value).toBe('km-Stand Ende');
  });

  it('PDF: A4, plate and period on every page, the correction with the original, verification and export time', async () => {
    // Enough trips for several pages, made like the check-out makes them (same function).
    const db = createDb(s.db.pool);
    let km = 20_150;
    for (let i = 0; i < 40; i++) {
      const start = NOW + (11 + i / 4) * DAY;
      const id = await insertBooking(CAR, start, start + HOUR, { destination: `Kunde ${i + 1}` });
      await s.db.pool.query(
        `insert into vehicle_history (tenant_id, vehicle_id, booking_id, user_id, type, status, mileage, created_at)
         select tenant_id, vehicle_id, id, 'demo-booker', t, 'durchgefuehrt', m, c
           from vehicle_bookings, (values ('CHECK_IN', $2::int, $3::timestamptz), ('CHECK_OUT', $4::int, $5::timestamptz)) v(t, m, c)
          where id = $1`,
        [id, km, new Date(start), km + 25, new Date(start + HOUR)],
      );
      await s.db.pool.query(`update vehicle_bookings set status = 'durchgefuehrt' where id = $1`, [id]);
      await recordTripInLogbook(
        db,
        (await tenantOf()) ?? '',
        id,
        { id: 'demo-booker', name: 'Ben Bucher' },
        start + HOUR,
      );
      km += 25;
    }
    const res = await fetch(
      `${s.base}/api/v1/vehicles/${vehicle(CAR)}/logbook.pdf?from=2027-03-01&to=2027-03-31`,
      {
        headers: { cookie: fleetCookie, 'accept-language': 'de' },
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await res.arrayBuffer());
    // Every font embedded as a subset (issue 22 point 11): the names print as written anywhere.
    const fonts = await pdfFonts(bytes);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font, font.name).toMatchObject({ emb: true, sub: true, uni: true });
    const pdf = await getDocumentProxy(bytes);
    const page = await pdf.getPage(1);
    const [, , w, h] = page.view;
    expect([Math.round(w ?? 0), Math.round(h ?? 0)]).toEqual([595, 842]);
    const { totalPages, text } = await extractText(pdf, { mergePages: false });
    expect(totalPages).toBeGreaterThan(2);
    text.forEach((t, i) => {
      expect(t, `page ${i + 1}`).toContain(`Fahrtenbuch ${PLATE}`);
      expect(t, `page ${i + 1}`).toContain('Zeitraum: 01.03.2027 – 31.03.2027');
      expect(t, `page ${i + 1}`).toContain(`Seite ${i + 1} von ${totalPages}`);
      expect(t, `page ${i + 1}`).toContain('Hash-Kette geprüft: in Ordnung');
      expect(t, `page ${i + 1}`).toMatch(/Exportiert am \d\d\.\d\d\.\d{4} \d\d:\d\d/);
    });
    // DejaVu Sans is wider than Helvetica was: a reason may wrap, so line breaks count as spaces.
    const first = (text[0] ?? '').replace(/\s+/g, ' ');
    expect(first).toContain('Korrektur (Fassung 3)');
    expect(first).toContain('Grund: Zahlendreher beim Kilometerstand');
    expect(first).toMatch(/km-Stand Ende:\s*20\.120\s*»\s*20\.112/);
    expect(first).toContain('Größe & Söhne KG');
    expect(first).toContain('Umwegstrecke: über Dessau (Stau)');
  });

  it('exports in the user language (en) and keeps the logbook of a deactivated vehicle', async () => {
    expect((await fleet.post(`/api/v1/vehicles/${vehicle(CAR)}/deactivate`, {})).status).toBe(200);
    const book = await fleetEn.get<Logbook>(
      `/api/v1/vehicles/${vehicle(CAR)}/logbook?from=2027-03-01&to=2027-03-01`,
    );
    expect(book.status).toBe(200);
    expect(book.body.vehicle.active).toBe(false);
    expect(book.body.entries).toHaveLength(1);
    const res = await fetch(
      // The screen's language (?lang=) wins over the browser's Accept-Language.
      `${s.base}/api/v1/vehicles/${vehicle(CAR)}/logbook.pdf?from=2027-03-01&to=2027-03-01&lang=en`,
      {
        headers: { cookie: fleetCookie, 'accept-language': 'de' },
      },
    );
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await res.arrayBuffer())), {
      mergePages: true,
    });
    expect(text).toContain(`Logbook ${PLATE}`);
    expect(text).toContain('(deactivated)');
    expect(text).toContain('Correction (Version 3)');
    expect(text).toContain('Page 1 of 1');
    expect(text).toContain('Period: 1 Mar 2027 – 1 Mar 2027');
    expect(text).toContain('Hash chain verified: OK');
    const cars = await fleet.get<{ id: string; active: boolean }[]>('/api/v1/logbook/vehicles');
    expect(cars.body.find((c) => c.id === vehicle(CAR))).toMatchObject({ active: false });
    expect((await booker.get('/api/v1/logbook/vehicles')).status).toBe(403);
  });

  async function tenantOf() {
    const r = await s.db.pool.query<{ tenant_id: string }>('select tenant_id from vehicles where id = $1', [
      vehicle(CAR),
    ]);
    return r.rows[0]?.tenant_id;
  }
});
