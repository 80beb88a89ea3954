import { createHash, randomUUID } from 'node:crypto';
import {
  decideLogbookAmendment,
  type LogbookChanges,
  type LogbookContent,
  type LogbookVersionKind,
  logbookContentOfTrip,
} from '@buchbar/domain/fleet/logbook';
import { type ChainedVersion, chainHash, LOGBOOK_GENESIS_HASH } from '@buchbar/domain/fleet/logbook-chain';
import { addDays, isoWeekday, type LocalDate, toInstant } from '@buchbar/domain/time/zoned-time';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { vehicleBookings, vehicleHistory, vehicles } from '../schema/fleet';
import { users } from '../schema/identity';
import { logbookEntries, logbookVersions } from '../schema/logbook';
import { demoAttributeId, demoVehicleBookingId, demoVehicleId } from './demo-fleet';
import type { SeedDb } from './fixtures';

/**
 * Issue 12 demo data: five weeks of completed trips in the logbooks of three cars (VW Golf
 * B-BB 101, VW ID.3 B-BB 102E, the branch's HH-NN 201), each trip's start mileage the end of the
 * one before, plus the Corolla trip of demo-fleet. One entry is corrected by fleet@ (a transposed
 * mileage), one was completed by its driver (turned into a private trip), and booker@'s trips of
 * the last days are still open, one of them without a purpose, to be completed on the screen.
 * Booking ids 500-599 (demoVehicleBookingId). The entries are built exactly as the check-out builds
 * them (logbookContentOfTrip, chainHash), so `verify` finds every chain intact.
 */

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const NEW_DAMAGES = demoAttributeId(5);
const DRIVERS = ['demo-booker', 'demo-approver', 'demo-examiner', 'demo-fleet', 'demo-admin'] as const;
const PLACES: [destination: string, reason: string, contact: string][] = [
  ['Potsdam, Am Kanal 12', 'Kundentermin', 'Havel Logistik GmbH, Frau Weber'],
  ['Berlin-Adlershof', 'Projektbesprechung', 'WISTA Management GmbH'],
  ['Königs Wusterhausen', 'Baustellenbegehung', 'Bauamt KW, Herr Krüger'],
  ['Flughafen BER', 'Abholung Gäste', 'Müller & Söhne KG'],
  ['Brandenburg an der Havel', 'Wartungseinsatz', 'Stadtwerke Brandenburg'],
  ['Frankfurt (Oder)', 'Messe', 'Messe Frankfurt (Oder) GmbH'],
];
/** [vehicle, ISO weekdays, from, to, km per trip]: a regular pattern per car. */
const PATTERNS: [number, number[], string, string, number][] = [
  [1, [1, 2, 3, 4, 5], '09:00', '11:30', 64],
  [2, [2, 4], '13:00', '16:00', 118],
  [9, [1, 3, 5], '08:00', '12:00', 87],
];
const START_MILEAGE: Record<number, number> = { 1: 45_020, 2: 12_340, 9: 71_800 };
const WEEKS = 5;

type Trip = { n: number; vehicle: number; day: LocalDate; from: string; to: string; driver: string };

function plannedTrips(today: LocalDate): Trip[] {
  const trips: Trip[] = [];
  for (let back = WEEKS * 7; back >= 1; back--) {
    const day = addDays(today, -back);
    const weekday = isoWeekday(day);
    for (const [vehicle, days, from, to] of PATTERNS)
      if (days.includes(weekday) && trips.length < 100)
        trips.push({ n: 500 + trips.length, vehicle, day, from, to, driver: '' });
  }
  return trips.map((t, i) => ({ ...t, driver: DRIVERS[i % DRIVERS.length] ?? 'demo-booker' }));
}

export async function seedDemoLogbook(db: SeedDb, tenantId: string, today: LocalDate, now: number) {
  const trips = plannedTrips(today);
  const mileage = { ...START_MILEAGE };
  // The one trip whose check-out mileage was typed 90 km too low (…213 instead of …303).
  const typo = trips.find((t) => t.vehicle === 1 && t.day >= addDays(today, -24));
  // booker@'s newest trip: no reason given at booking, completed later on the screen.
  const open = trips.findLast((t) => t.driver === 'demo-booker');
  let typoTrueEnd = 0;
  for (const [i, t] of trips.entries()) {
    const [destination, reason, contact] = PLACES[i % PLACES.length] ?? ['', '', ''];
    const km = PATTERNS.find((p) => p[0] === t.vehicle)?.[4] ?? 50;
    const start = toInstant(t.day, t.from);
    const end = toInstant(t.day, t.to);
    const startKm = mileage[t.vehicle] ?? 0;
    const endKm = startKm + km + (i % 7) * 3;
    mileage[t.vehicle] = endKm;
    const bookingId = demoVehicleBookingId(t.n);
    await db.insert(vehicleBookings).values({
      id: bookingId,
      tenantId,
      vehicleId: demoVehicleId(t.vehicle),
      type: 'BUCHUNG',
      status: 'durchgefuehrt',
      startAt: new Date(start),
      endAt: new Date(end),
      bookerId: t.driver,
      driverId: t.driver,
      reason: t === open ? '' : reason,
      destination,
      contact: t === open ? '' : contact,
      stopover: i % 5 === 0 ? 'Tankstelle Dreieck Nuthetal' : '',
      detour: i % 11 === 0 ? 'Umleitung über B1 wegen Vollsperrung A10' : '',
    });
    const recordedEnd = t === typo ? endKm - 90 : endKm;
    if (t === typo) typoTrueEnd = endKm;
    await db.insert(vehicleHistory).values([
      {
        tenantId,
        vehicleId: demoVehicleId(t.vehicle),
        bookingId,
        userId: t.driver,
        type: 'CHECK_IN' as const,
        status: 'aktiv' as const,
        description: 'Check-in zum geplanten Beginn',
        mileage: startKm,
        attributes: { [NEW_DAMAGES]: 'nein' },
        createdAt: new Date(start),
      },
      {
        tenantId,
        vehicleId: demoVehicleId(t.vehicle),
        bookingId,
        userId: t.driver,
        type: 'CHECK_OUT' as const,
        status: 'durchgefuehrt' as const,
        description: 'Check-out zum geplanten Ende',
        mileage: recordedEnd,
        cleanlinessInside: 'sauber',
        cleanlinessOutside: 'sauber',
        attributes: { [NEW_DAMAGES]: 'nein' },
        createdAt: new Date(end - 5 * 60_000),
      },
    ]);
  }
  const amendments: Amendment[] = [];
  if (typo)
    amendments.push({
      bookingId: demoVehicleBookingId(typo.n),
      at: toInstant(addDays(typo.day, 9), '10:15'),
      actor: 'demo-fleet',
      canReport: true,
      changes: { endMileage: typoTrueEnd },
      reason: 'Tippfehler beim Kilometerstand am Check-out; richtig laut Tankbeleg und Folgefahrt.',
    });
  const privateTrip = trips.find((t) => t.vehicle === 2 && t.driver === 'demo-examiner');
  if (privateTrip)
    amendments.push({
      bookingId: demoVehicleBookingId(privateTrip.n),
      at: toInstant(addDays(privateTrip.day, 1), '08:30'),
      actor: 'demo-examiner',
      canReport: false,
      changes: { tripKind: 'private' },
      reason: '',
    });
  await writeLogbook(db, tenantId, now, amendments);
}

type Amendment = {
  bookingId: string;
  at: number;
  actor: string;
  canReport: boolean;
  changes: LogbookChanges;
  reason: string;
};

/**
 * Every completed trip of the tenant (the ones above and demo-fleet's Corolla trip) becomes its
 * entry at check-out; amendments follow at their time. Each vehicle's versions are chained in
 * the order they happened.
 */
async function writeLogbook(db: SeedDb, tenantId: string, now: number, amendments: Amendment[]) {
  const done = await db
    .select({
      id: vehicleBookings.id,
      vehicleId: vehicleBookings.vehicleId,
      plate: vehicles.licencePlate,
      startAt: vehicleBookings.startAt,
      endAt: vehicleBookings.endAt,
      driverId: vehicleBookings.driverId,
      driverName: users.name,
      reason: vehicleBookings.reason,
      destination: vehicleBookings.destination,
      stopover: vehicleBookings.stopover,
      detour: vehicleBookings.detour,
      contact: vehicleBookings.contact,
    })
    .from(vehicleBookings)
    .innerJoin(vehicles, eq(vehicles.id, vehicleBookings.vehicleId))
    .leftJoin(users, eq(users.id, vehicleBookings.driverId))
    .where(and(eq(vehicleBookings.tenantId, tenantId), eq(vehicleBookings.status, 'durchgefuehrt')));
  const steps = await db
    .select({
      bookingId: vehicleHistory.bookingId,
      type: vehicleHistory.type,
      at: vehicleHistory.createdAt,
      mileage: vehicleHistory.mileage,
    })
    .from(vehicleHistory)
    .where(
      and(eq(vehicleHistory.tenantId, tenantId), inArray(vehicleHistory.type, ['CHECK_IN', 'CHECK_OUT'])),
    )
    .orderBy(asc(vehicleHistory.createdAt));
  const names = new Map(
    (await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.tenantId, tenantId))).map(
      (u) => [u.id, u.name],
    ),
  );
  type Event = {
    at: number;
    vehicleId: string;
    entryId: string;
    write: (seq: number, prev: string) => Promise<string>;
  };
  const events: Event[] = [];
  for (const b of done) {
    const checkIn = steps.find((s) => s.bookingId === b.id && s.type === 'CHECK_IN');
    const checkOut = steps.findLast((s) => s.bookingId === b.id && s.type === 'CHECK_OUT');
    if (!checkOut) continue;
    const entryId = randomUUID();
    const endedAt = checkOut.at.getTime();
    let content = logbookContentOfTrip({
      plate: b.plate,
      driverId: b.driverId,
      driverName: b.driverName ?? '',
      plannedStart: b.startAt.getTime(),
      plannedEnd: b.endAt.getTime(),
      actualStart: checkIn?.at.getTime() ?? null,
      actualEnd: endedAt,
      startMileage: checkIn?.mileage ?? null,
      endMileage: checkOut.mileage,
      reason: b.reason,
      destination: b.destination,
      stopover: b.stopover,
      detour: b.detour,
      contact: b.contact,
    });
    let version = 0;
    const push = (
      at: number,
      kind: LogbookVersionKind,
      c: LogbookContent,
      reason: string,
      author: string,
    ) => {
      const v = ++version;
      events.push({
        at,
        vehicleId: b.vehicleId,
        entryId,
        write: async (seq, prev) => {
          if (v === 1)
            await db.insert(logbookEntries).values({
              id: entryId,
              tenantId,
              vehicleId: b.vehicleId,
              bookingId: b.id,
              driverId: b.driverId,
              tripEndedAt: checkOut.at,
              createdAt: new Date(at),
            });
          const chained: ChainedVersion = {
            id: randomUUID(),
            entryId,
            vehicleId: b.vehicleId,
            seq,
            version: v,
            kind,
            content: c,
            reason,
            authorId: author,
            authorName: names.get(author) ?? author,
            createdAt: new Date(at).toISOString(),
          };
          const hash = chainHash(prev, chained, sha256);
          await db.insert(logbookVersions).values({
            ...chained,
            tenantId,
            kind,
            content: c as unknown as Record<string, unknown>,
            createdAt: new Date(at),
            prevHash: prev,
            hash,
          });
          return hash;
        },
      });
    };
    push(endedAt, 'ORIGINAL', content, '', b.driverId ?? 'demo-fleet');
    for (const a of amendments.filter((x) => x.bookingId === b.id)) {
      const decided = decideLogbookAmendment({
        current: content,
        changes: a.changes,
        reason: a.reason,
        actor: { userId: a.actor, canReport: a.canReport },
        tripEnd: endedAt,
        completionDays: 7,
        now: Math.min(a.at, now),
      });
      if (!decided.ok) throw new Error(`demo logbook amendment refused: ${decided.code}`);
      content = decided.value.content;
      push(Math.min(a.at, now), decided.value.kind, content, decided.value.reason, a.actor);
    }
  }
  events.sort((a, b) => a.at - b.at || a.entryId.localeCompare(b.entryId));
  const heads = new Map<string, { seq: number; hash: string }>();
  for (const e of events) {
    const head = heads.get(e.vehicleId) ?? { seq: 0, hash: LOGBOOK_GENESIS_HASH };
    const hash = await e.write(head.seq + 1, head.hash);
    heads.set(e.vehicleId, { seq: head.seq + 1, hash });
  }
}
