import { fleetJobOccurrences, vehicleBookings, vehicles } from '@buchbar/db/schema/fleet';
import { users } from '@buchbar/db/schema/identity';
import { and, eq, gt, gte, inArray, isNotNull, lte, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/database/database';

/**
 * The SQL of the trip sweep (ADR 0009 gap 4): the open bookings that may have timed work, one
 * booking with what its mails need, and the occurrence keys of fleet_job_occurrences.
 */

const driverUser = alias(users, 'job_driver');

const jobColumns = {
  id: vehicleBookings.id,
  tenantId: vehicleBookings.tenantId,
  vehicleId: vehicleBookings.vehicleId,
  type: vehicleBookings.type,
  status: vehicleBookings.status,
  startAt: vehicleBookings.startAt,
  endAt: vehicleBookings.endAt,
  bookerId: vehicleBookings.bookerId,
  driverId: vehicleBookings.driverId,
  guestName: vehicleBookings.guestName,
  guestEmail: vehicleBookings.guestEmail,
  guestConfirmed: vehicleBookings.guestConfirmed,
};

export type TripJobRow = {
  id: string;
  tenantId: string;
  vehicleId: string;
  type: 'BUCHUNG' | 'WARTUNG' | 'SERVICE' | 'DEFEKT';
  status: 'vorgemerkt' | 'reserviert' | 'aktiv' | 'durchgefuehrt' | 'storniert';
  startAt: Date;
  endAt: Date;
  bookerId: string;
  driverId: string | null;
  guestName: string | null;
  guestEmail: string | null;
  guestConfirmed: boolean;
};

/**
 * Every tenant's bookings the sweep has to ask about at `now`:
 * - `reserviert` trips that started within `lookBackMs` (a missed check-in is cancelled at most
 *   1440 minutes after the start; the look-back also covers an instance that was down for a while);
 * - `aktiv` trips ending before `now + noticeAheadMs` (the notice before the end, at most 1440
 *   minutes ahead) or already past their end (the reminders of a missing check-out);
 * - unconfirmed guest bookings (`vorgemerkt`, a guest, not confirmed) that have started.
 * The pure functions decide what is due; this only keeps the candidates few.
 */
export async function sweepCandidates(
  db: Db,
  now: Date,
  lookBackMs: number,
  noticeAheadMs: number,
  /** Reserved trips starting within this time may be due for their reminder (longest lead time). */
  reminderAheadMs = 0,
): Promise<TripJobRow[]> {
  const rows = await db
    .select(jobColumns)
    .from(vehicleBookings)
    .where(
      and(
        eq(vehicleBookings.type, 'BUCHUNG'),
        or(
          and(
            eq(vehicleBookings.status, 'reserviert'),
            lte(vehicleBookings.startAt, now),
            gte(vehicleBookings.startAt, new Date(now.getTime() - lookBackMs)),
          ),
          and(
            eq(vehicleBookings.status, 'reserviert'),
            gt(vehicleBookings.startAt, now),
            lte(vehicleBookings.startAt, new Date(now.getTime() + reminderAheadMs)),
          ),
          and(
            eq(vehicleBookings.status, 'aktiv'),
            lte(vehicleBookings.endAt, new Date(now.getTime() + noticeAheadMs)),
          ),
          and(
            eq(vehicleBookings.status, 'vorgemerkt'),
            isNotNull(vehicleBookings.guestName),
            eq(vehicleBookings.guestConfirmed, false),
            lte(vehicleBookings.startAt, now),
          ),
        ),
      ),
    )
    .orderBy(vehicleBookings.startAt, vehicleBookings.id);
  return rows as TripJobRow[];
}

/** One booking as the sweep's transaction reads it again (under the vehicle lock), with its mail data. */
export async function findJobBooking(db: Db, id: string) {
  const [row] = await db
    .select({
      ...jobColumns,
      make: vehicles.make,
      model: vehicles.model,
      licencePlate: vehicles.licencePlate,
      bookerEmail: users.email,
      bookerName: users.name,
      driverEmail: driverUser.email,
    })
    .from(vehicleBookings)
    .innerJoin(vehicles, eq(vehicles.id, vehicleBookings.vehicleId))
    .innerJoin(users, eq(users.id, vehicleBookings.bookerId))
    .leftJoin(driverUser, eq(driverUser.id, vehicleBookings.driverId))
    .where(eq(vehicleBookings.id, id));
  return row as (TripJobRow & typeof row) | undefined;
}

/** The e-mail of a user of the tenant, or undefined. */
export async function userEmail(db: Db, tenantId: string, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  return row?.email;
}

/**
 * Records an occurrence key; false when it was there already (another instance or an earlier sweep
 * did the work). Called in the transaction that queues the mail: the primary key makes the second
 * insert wait for the first transaction and then conflict, so only one of them sends.
 */
export async function claimOccurrence(db: Db, tenantId: string, key: string): Promise<boolean> {
  const rows = await db
    .insert(fleetJobOccurrences)
    .values({ occurrenceKey: key, tenantId })
    .onConflictDoNothing()
    .returning({ key: fleetJobOccurrences.occurrenceKey });
  return rows.length === 1;
}

/**
 * Which of the keys are recorded already: the sweep skips them without opening a transaction (an
 * overdue trip's latest reminder stays due every minute until check-out). Only a shortcut; the
 * insert in claimOccurrence still decides.
 */
export async function recordedOccurrences(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: fleetJobOccurrences.occurrenceKey })
    .from(fleetJobOccurrences)
    .where(inArray(fleetJobOccurrences.occurrenceKey, [...keys]));
  return new Set(rows.map((r) => r.key));
}
